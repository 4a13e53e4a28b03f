import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

/// A valid entry file name, for the index texts below.
private let name = CacheEntryName(key: "a").fileName

@Suite struct CacheIndexTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("CacheIndexTests-\(UUID().uuidString)", isDirectory: true)

  let a = CacheEntryName(key: "a")
  let b = CacheEntryName(key: "b")

  func record(_ key: String, allocated: Int = 4096, at seconds: Double = 100) -> CacheIndex.Record {
    CacheIndex.Record(
      allocated: allocated, responseTime: Date(timeIntervalSince1970: seconds), key: key)
  }

  func withFolder(_ body: (CacheIndex) throws -> Void) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try body(CacheIndex(folder: folder))
  }

  @Test func readsBackWhatWasStoredAndNotWhatWasRemoved() throws {
    try withFolder { index in
      checkEqual(index.records(), nil, "no file, no records")
      index.append([
        .stored(a, record("GET /a b c", at: 1.5)),
        .stored(b, record("GET /b")),
      ])
      index.append([.removed(b), .stored(a, record("GET /a", at: 7))])

      checkEqual(index.records(), [a: record("GET /a", at: 7)])
    }
  }

  @Test(arguments: [
    "", "app-cache-index-3 0\n+\(name) 4096 100 GET /a", "app-cache-index-3 0\n+\(name) x 1 k\n",
    "app-cache-index-3 0\n+\(name) 4096 nan k\n", "app-cache-index-3 0\n*\(name)\n",
    "app-cache-index-4 0\n", "app-cache-index-3 0\n+\(name) 99999999999999999999 1 k\n",
    "app-cache-index-3 0\n+a.entry 4096 100 GET /a\n", "app-cache-index-3 0\n-0123\n",
    // The earlier format, which listed entries that may hold credentials in clear.
    "app-cache-index-1 0\n+\(name) 4096 100 GET /a\n",
  ])
  func aTornOrForeignIndexIsNone(text: String) throws {
    try withFolder { index in
      try Data(text.utf8).write(to: index.file)

      checkEqual(index.records(), nil)
    }
  }

  @Test func anIndexThatOutgrowsWhatItHoldsIsRewritten() throws {
    try withFolder { index in
      for round in 0..<4000 {
        index.append([.stored(a, record("GET /posts?_page=\(round)"))])
      }
      let size = try #require(
        try FileManager.default.attributesOfItem(atPath: index.file.path)[.size] as? Int)

      check(size < 300 * 1024, "rewritten rather than grown to \(size) bytes")
      checkEqual(index.records(), [a: record("GET /posts?_page=3999")])
    }
  }
}
