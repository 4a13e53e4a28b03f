import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Growth {
  /// Storing an answer in the disk cache, through the cache's side of every read, with n and
  /// with 16 n answers already stored: what a write costs must not grow with what is stored.
  @Suite struct CacheWrite {
    /// The answers written by one timed run; each run writes the same ones again, so that the
    /// store keeps its size from run to run.
    static let writesPerRun = 32

    /// An answer to `url` that the cache keeps and asks the server about again each time.
    static func answer(_ url: URL) -> Exchange.Answer? {
      let body = Data(#"{"id":1,"title":"An answer kept on disk"}"#.utf8)
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: "HTTP/1.1",
          headerFields: ["Content-Type": "application/json", "Cache-Control": "no-cache"])
      else { return nil }
      return Exchange.Answer(
        data: body, response: response, requestLine: ShownRequest("GET", url), attempts: 1)
    }

    /// A cache in a folder of its own with `count` answers stored and its index built: the
    /// records `/stored/0`, `/stored/1`…, or, with `asPages`, the pages of their list,
    /// `/stored?_page=0`….
    static func filledCache(
      _ count: Int, in root: URL, asPages: Bool = false
    ) -> (ResponseCache, URL)? {
      let folder = root.appendingPathComponent("\(count)")
      let cache = ResponseCache.disk(directory: folder, sizeLimit: 1 << 30)
      guard let http = cache.http, let server = URL(string: "http://127.0.0.1:9/stored") else {
        return nil
      }
      for index in 0..<count {
        let page = URL(string: server.absoluteString + "?_page=\(index)")
        guard let url = asPages ? page : server.appendingPathComponent("\(index)") else {
          return nil
        }
        guard let answer = answer(url) else { return nil }
        let stored = CachedResponse(
          url: url, status: 200,
          headers: ["content-type": "application/json", "cache-control": "no-cache"],
          body: answer.data,
          requestTime: Date(), responseTime: Date(), varyingRequestHeaders: [:])
        guard (try? http.keep(stored, requestHeaders: [:])) == true else { return nil }
      }
      let index = CacheIndex(folder: folder)
      guard let records = index.records(), records.count == count else { return nil }
      index.rewrite(records)
      return (cache, folder)
    }

    @Test func aWriteCostsTheSameWhateverIsStored() async throws {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("growth-cache-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: root) }
      let caches = Inputs { Self.filledCache($0, in: root) }
      let written = LockedValue(0)
      let server = try #require(URL(string: "http://127.0.0.1:9/"))

      let measurement = try await GrowthCheck(
        name: "one cache write", bound: 3, size: 200, prepare: { _ = caches($0) }
      ) { count in
        let (cache, _) = try #require(caches(count))
        for index in 0..<Self.writesPerRun {
          let url = server.appendingPathComponent("written/\(index)")
          _ = try await cache.answer(URLRequest(url: url), baseURL: server) { _, _ in
            guard let answer = Self.answer(url) else { throw URLError(.badServerResponse) }
            written.withLock { $0 += 1 }
            return answer
          }
        }
      }.check()

      check(measurement.passes, "\(measurement)")
      let (cache, _) = try #require(caches(measurement.size * 16))
      checkEqual(cache.summary().count, measurement.size * 16 + Self.writesPerRun)
      check(written.current > Self.writesPerRun, "every run writes again")
    }

    @Test func aWriteMarksThePagesOfItsListInTimeInProportionToThem() async throws {
      let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("growth-cache-marks-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: root) }
      let caches = Inputs { Self.filledCache($0, in: root, asPages: true) }
      let server = try #require(URL(string: "http://127.0.0.1:9/"))
      let record = try #require(URL(string: "http://127.0.0.1:9/stored/1"))

      let measurement = try await GrowthCheck(
        name: "a write marking the pages of its list", bound: 32, size: 50,
        prepare: { _ = caches($0) }
      ) { count in
        let (cache, _) = try #require(caches(count))
        var request = URLRequest(url: record)
        request.httpMethod = "PATCH"
        _ = try await cache.answer(request, baseURL: server) { _, _ in
          guard let answer = Self.answer(record) else { throw URLError(.badServerResponse) }
          return answer
        }
      }.check()

      check(measurement.passes, "\(measurement)")
      let (cache, _) = try #require(caches(measurement.size * 16))
      let page = try #require(URL(string: "http://127.0.0.1:9/stored?_page=3"))
      check(
        cache.http?.store.response(forKey: HTTPCache.key(for: page))?.changedAt != nil,
        "the write marked the pages")
    }
  }
}
