import TestSupport

#if os(Linux)
  import CurlOnDemand
  import Testing

  @Suite struct CurlBodyLimitTests {
    @Test func theLimitOnlyRises() {
      curl_body_limit_raise(1_000)
      curl_body_limit_raise(10)

      check(curl_body_limit() >= 1_000)
    }

    /// The limit is the process's, and tests running at the same time raise it: the steps are
    /// checked against a limit that stayed the same while they ran, tried again otherwise.
    @Test func thePartThatCrossesTheLimitIsDeliveredAndTheNextRefused() {
      curl_body_limit_raise(100)
      for _ in 0..<20 {
        let limit = curl_body_limit()
        var count = limit - 10
        let steps = [6, 16_384, 1].map { part in
          let admitted = curl_body_limit_admits(&count, part)
          return (admitted, count)
        }
        guard curl_body_limit() == limit else { continue }

        checkEqual(steps.map(\.0), [1, 1, 0])
        checkEqual(steps.map(\.1), [limit - 4, limit + 16_380, limit + 16_380])
        return
      }
      Issue.record("the limit rose during each of 20 tries")
    }

    @Test func aCountNearTheLargestNumberSaturates() {
      curl_body_limit_raise(100)
      var count = Int64.max - 1

      check(curl_body_limit_admits(&count, 1) == 0 || count == Int64.max)
    }
  }
#endif

#if os(Linux)
  import Foundation

  /// A real libcurl transfer of a local file through the wrapped write callback.
  @Suite struct CurlBodyLimitTransferTests {
    private typealias Perform = @convention(c) (UnsafeMutableRawPointer?) -> Int32
    private typealias Write =
      @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int

    @Test func aTransferIsStoppedOnceItsBodyIsPastTheLimit() throws {
      // The limit is the process's and only goes up: other tests running at the same time raise
      // it up to the default 16 MiB, so it is raised to that first. One that raises it further
      // while the transfer runs leaves nothing to check, and the transfer is tried again.
      curl_body_limit_raise(16 << 20)
      for _ in 0..<3 {
        let limit = curl_body_limit()
        try #require(limit <= 64 << 20)
        let size = Int(limit) * 2 + (64 << 10)
        let (result, count) = try transfer(size: size)
        guard curl_body_limit() == limit else { continue }

        checkEqual(result, 23)  // CURLE_WRITE_ERROR
        check(count > Int(limit))
        check(count < size)
        return
      }
      Issue.record("the limit rose during each of 3 transfers")
    }

    /// The result of a libcurl transfer of a file of `size` bytes, and how many it delivered.
    private func transfer(size: Int) throws -> (result: Int32, count: Int) {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "curl-body-limit-\(UUID().uuidString)")
      try Data(repeating: 0x61, count: size).write(to: file)
      defer { try? FileManager.default.removeItem(at: file) }
      let performAddress = try #require(curl_on_demand_symbol("curl_easy_perform"))
      let perform = unsafeBitCast(performAddress, to: Perform.self)
      let easy = try #require(curl_easy_init())
      defer { curl_easy_cleanup(easy) }
      let count = UnsafeMutablePointer<Int>.allocate(capacity: 1)
      count.initialize(to: 0)
      defer { count.deallocate() }
      let write: Write = { _, size, items, data in
        data?.assumingMemoryBound(to: Int.self).pointee += size * items
        return size * items
      }

      let url = strdup(file.absoluteString)
      defer { free(url) }
      checkEqual(curl_easy_setopt_one(easy, 10002, url), 0)  // CURLOPT_URL
      checkEqual(
        curl_easy_setopt_one(easy, 20011, unsafeBitCast(write, to: UnsafeMutableRawPointer.self)), 0
      )  // CURLOPT_WRITEFUNCTION
      checkEqual(curl_easy_setopt_one(easy, 10001, count), 0)  // CURLOPT_WRITEDATA
      return (perform(easy), count.pointee)
    }
  }
#endif
