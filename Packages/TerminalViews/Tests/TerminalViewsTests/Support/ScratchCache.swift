import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport

/// A cache folder of a test's own in the temporary folder, filled with the answers of loopback
/// servers.
struct ScratchCache {
  let directory = CacheDirectory(
    root: FileManager.default.temporaryDirectory
      .appendingPathComponent("terminal-views-cache-\(UUID().uuidString)", isDirectory: true))

  /// Stores in the folder an answer of a new loopback server for each of `paths`; returns the
  /// server's API root.
  func storeAnswers(for paths: [String]) async throws -> URL {
    let server = try HostileServer { _, _ in
      [.response(200, headers: ["Cache-Control": "max-age=60"], body: "[]")]
    }
    defer { server.stop() }
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "test", cache: directory.cache(for: server.baseURL))
    for path in paths {
      _ = try await session.send(Endpoint<[Int]>.get([path], resource: path))
    }
    return server.baseURL
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory.root)
  }
}
