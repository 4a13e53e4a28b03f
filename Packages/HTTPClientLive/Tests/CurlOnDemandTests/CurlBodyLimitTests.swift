#if os(Linux)
  import CurlOnDemand
  import Testing

  @Suite struct CurlBodyLimitTests {
    @Test func theLimitOnlyRises() {
      curl_body_limit_raise(1_000)
      curl_body_limit_raise(10)

      #expect(curl_body_limit() >= 1_000)
    }

    @Test func thePartThatCrossesTheLimitIsDeliveredAndTheNextRefused() {
      curl_body_limit_raise(100)
      let limit = curl_body_limit()
      var count = limit - 10

      #expect(curl_body_limit_admits(&count, 6) == 1)
      #expect(count == limit - 4)
      #expect(curl_body_limit_admits(&count, 16_384) == 1)
      #expect(count == limit + 16_380)
      #expect(curl_body_limit_admits(&count, 1) == 0)
      #expect(count == limit + 16_380)
    }

    @Test func aCountNearTheLargestNumberSaturates() {
      curl_body_limit_raise(100)
      var count = Int64.max - 1

      #expect(curl_body_limit_admits(&count, 1) == 0 || count == Int64.max)
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
      // it up to the default 16 MiB, so it is raised to that first, or it could rise mid-transfer.
      curl_body_limit_raise(16 << 20)
      let limit = curl_body_limit()
      try #require(limit <= 64 << 20)
      let size = Int(limit) * 2 + (64 << 10)
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
      #expect(curl_easy_setopt_one(easy, 10002, url) == 0)  // CURLOPT_URL
      #expect(
        curl_easy_setopt_one(easy, 20011, unsafeBitCast(write, to: UnsafeMutableRawPointer.self))
          == 0)  // CURLOPT_WRITEFUNCTION
      #expect(curl_easy_setopt_one(easy, 10001, count) == 0)  // CURLOPT_WRITEDATA
      let result = perform(easy)

      #expect(result == 23)  // CURLE_WRITE_ERROR
      #expect(count.pointee > Int(limit))
      #expect(count.pointee < size)
    }
  }
#endif
