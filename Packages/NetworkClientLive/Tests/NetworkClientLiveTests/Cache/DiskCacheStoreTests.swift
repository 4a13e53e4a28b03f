import Dependencies
import Foundation
import Testing

@testable import NetworkClientLive

@Suite struct DiskCacheStoreTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("DiskCacheStoreTests-\(UUID().uuidString)")

  /// A clock that a test moves by hand, one second per reading.
  final class Ticks: Sendable {
    private let seconds = Locked(1_700_000_000.0)
    func next() -> Date {
      seconds.withLock {
        $0 += 1
        return Date(timeIntervalSince1970: $0)
      }
    }
  }

  func store(sizeLimit: Int = 1 << 20, ticks: Ticks = Ticks()) -> DiskCacheStore {
    DiskCacheStore(directory: directory, sizeLimit: sizeLimit, now: { ticks.next() })
  }

  func response(_ path: String, size: Int = 3, at time: TimeInterval = 100) -> CachedResponse {
    CachedResponse(
      url: URL(string: "http://127.0.0.1:9\(path)") ?? URL(fileURLWithPath: path), status: 200,
      headers: ["etag": "\"\(path)\"", "cache-control": "no-cache"],
      body: Data(repeating: 0x61, count: size),
      requestTime: Date(timeIntervalSince1970: time - 1),
      responseTime: Date(timeIntervalSince1970: time),
      varyingRequestHeaders: ["accept": "application/json"])
  }

  func entryFiles() -> [URL] {
    ((try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil))
      ?? []).filter { $0.pathExtension == "entry" }
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }

  @Test func readsBackWhatItStoredAndAMissingKeyIsAMiss() throws {
    defer { cleanUp() }
    let store = store()
    let stored = response("/posts/7")

    #expect(store.response(forKey: "GET /posts/7") == nil)
    try store.store(stored, forKey: "GET /posts/7")

    #expect(store.response(forKey: "GET /posts/7") == stored)
    #expect(DiskCacheStore(directory: directory).response(forKey: "GET /posts/7") == stored)
  }

  @Test func replacingAnEntryLeavesOneFileAndNoTemporaryOne() throws {
    defer { cleanUp() }
    let store = store()

    try store.store(response("/posts", size: 3), forKey: "GET /posts")
    try store.store(response("/posts", size: 9), forKey: "GET /posts")

    #expect(store.response(forKey: "GET /posts")?.body.count == 9)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names.count == 1)
    #expect(names.allSatisfy { $0.hasSuffix(".entry") })
  }

  @Test(arguments: [
    Data(), Data("garbage".utf8), Data("app-http-cache-1\nGET /posts\n100\n".utf8),
    Data("app-http-cache-1\nGET /posts\nnan\n".utf8) + Data(repeating: 0, count: 64),
  ])
  func aCorruptOrTruncatedEntryIsAMissAndIsRemoved(contents: Data) throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    try contents.write(to: file)

    #expect(store.response(forKey: "GET /posts") == nil)
    #expect(entryFiles().isEmpty)
  }

  @Test func anEntryWhoseKeyDiffersIsAMissAndIsRemoved() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    let data = try Data(contentsOf: file)
    let key = Data("GET /posts".utf8)
    let range = try #require(data.range(of: key))
    var forged = data
    forged.replaceSubrange(range, with: Data("GET /xyzab".utf8))
    try forged.write(to: file)

    #expect(store.response(forKey: "GET /xyzab") == nil, "another key's file name")
    #expect(store.response(forKey: "GET /posts") == nil)
    #expect(entryFiles().isEmpty)
  }

  @Test func aWriteRemovesTemporaryFilesAbandonedAnHourAgo() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/a"), forKey: "a")
    let old = directory.appendingPathComponent(".abandoned.tmp")
    let recent = directory.appendingPathComponent(".in-progress.tmp")
    try Data("x".utf8).write(to: old)
    try Data("x".utf8).write(to: recent)
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try FileManager.default.setAttributes(
      [.modificationDate: start.addingTimeInterval(-7200)], ofItemAtPath: old.path)
    try FileManager.default.setAttributes(
      [.modificationDate: start.addingTimeInterval(-600)], ofItemAtPath: recent.path)

    try store.store(response("/b"), forKey: "b")

    #expect(!FileManager.default.fileExists(atPath: old.path))
    #expect(FileManager.default.fileExists(atPath: recent.path), "another process's, maybe")
  }

  @Test func anEntryLargerThanTheLimitIsAMissAndIsRemoved() throws {
    defer { cleanUp() }
    try store().store(response("/posts", size: 10_000), forKey: "GET /posts")
    let small = store(sizeLimit: 4096)

    #expect(small.response(forKey: "GET /posts") == nil, "a whole, valid entry, but too large")
    #expect(entryFiles().isEmpty)
  }

  @Test func aFolderWhereAnEntryBelongsIsRemovedAndReplaced() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)

    #expect(store.response(forKey: "GET /posts") == nil)
    #expect(!FileManager.default.fileExists(atPath: file.path))
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
    try store.store(response("/posts"), forKey: "GET /posts")
    #expect(store.response(forKey: "GET /posts")?.url == response("/posts").url)
  }

  @Test func overItsLimitTheLeastRecentlyUsedEntriesGoFirst() throws {
    defer { cleanUp() }
    try store().store(response("/a"), forKey: "a")
    let fileSize = try #require(
      entryFiles().first.flatMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize })
    let store = store(sizeLimit: fileSize * 2 + fileSize / 2)

    try store.store(response("/a"), forKey: "a")
    try store.store(response("/b"), forKey: "b")
    _ = store.response(forKey: "a")
    try store.store(response("/c"), forKey: "c")

    #expect(store.response(forKey: "a") != nil)
    #expect(store.response(forKey: "b") == nil)
    #expect(store.response(forKey: "c") != nil)
  }

  @Test func removesTheEntriesWhoseKeysMatch() throws {
    defer { cleanUp() }
    let store = store()
    for path in ["/posts", "/posts?_page=2", "/users"] {
      try store.store(response(path), forKey: "GET \(path)")
    }

    store.removeResponses { $0.hasPrefix("GET /posts") }

    #expect(store.summary().count == 1)
    #expect(store.response(forKey: "GET /users") != nil)
  }

  @Test func summarisesCountSizeAndTheOldestResponse() throws {
    defer { cleanUp() }
    let store = store()
    #expect(store.summary() == CacheSummary(count: 0, size: 0, oldestResponseTime: nil))

    try store.store(response("/a", at: 500), forKey: "a")
    try store.store(response("/b", at: 200), forKey: "b")
    let summary = store.summary()

    #expect(summary.count == 2)
    #expect(
      summary.size
        == entryFiles().compactMap { try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize }
        .reduce(0, +))
    #expect(summary.oldestResponseTime == Date(timeIntervalSince1970: 200))
  }

  @Test func aDirectoryThatCannotBeWrittenFailsTheWriteAndMisses() throws {
    defer { cleanUp() }
    try Data("a file, not a directory".utf8).write(to: directory)
    let store = store()

    #expect(throws: (any Error).self) { try store.store(response("/posts"), forKey: "GET /posts") }
    #expect(store.response(forKey: "GET /posts") == nil)
    #expect(store.summary().count == 0)
  }

  @Test func writersRacingOnOneKeyLeaveOneWholeEntry() async throws {
    defer { cleanUp() }
    let store = store()
    let sizes = Array(1...40)

    let reads = await withTaskGroup(of: CachedResponse?.self) { group in
      for size in sizes {
        group.addTask {
          try? store.store(response("/posts", size: size * 100), forKey: "GET /posts")
          return nil
        }
        group.addTask { store.response(forKey: "GET /posts") }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }

    for read in reads.compactMap({ $0 }) {
      #expect(sizes.map { $0 * 100 }.contains(read.body.count), "a whole entry, never part of one")
      #expect(read.body.allSatisfy { $0 == 0x61 })
    }

    let survivor = try #require(store.response(forKey: "GET /posts"))
    #expect(sizes.map { $0 * 100 }.contains(survivor.body.count))
    #expect(survivor.body.allSatisfy { $0 == 0x61 })
    #expect(entryFiles().count == 1)
  }
}
