import Foundation
import Testing

@testable import NetworkClientLive

@Suite struct CacheIndexTests {
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("CacheIndexTests-\(UUID().uuidString)", isDirectory: true)

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
      #expect(index.records() == nil, "no file, no records")
      index.append([
        .stored(name: "a.entry", record("GET /a b c", at: 1.5)),
        .stored(name: "b.entry", record("GET /b")),
      ])
      index.append([.removed(name: "b.entry"), .stored(name: "a.entry", record("GET /a", at: 7))])

      #expect(index.records() == ["a.entry": record("GET /a", at: 7)])
    }
  }

  @Test(arguments: [
    "", "app-cache-index-1 0\n+a.entry 4096 100 GET /a", "app-cache-index-1 0\n+a.entry x 1 k\n",
    "app-cache-index-1 0\n+a.entry 4096 nan k\n", "app-cache-index-1 0\n*a.entry\n",
    "app-cache-index-2 0\n", "app-cache-index-1 0\n+a.entry 99999999999999999999 1 k\n",
  ])
  func aTornOrForeignIndexIsNone(text: String) throws {
    try withFolder { index in
      try Data(text.utf8).write(to: index.file)

      #expect(index.records() == nil)
    }
  }

  @Test func anIndexThatOutgrowsWhatItHoldsIsRewritten() throws {
    try withFolder { index in
      for round in 0..<4000 {
        index.append([.stored(name: "a.entry", record("GET /posts?_page=\(round)"))])
      }
      let size = try #require(
        try FileManager.default.attributesOfItem(atPath: index.file.path)[.size] as? Int)

      #expect(size < 300 * 1024, "rewritten rather than grown to \(size) bytes")
      #expect(index.records() == ["a.entry": record("GET /posts?_page=3999")])
    }
  }
}
