import Dependencies
import Foundation
import Synchronization
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct DiskCacheStoreTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("DiskCacheStoreTests-\(UUID().uuidString)")

  /// A clock that a test moves by hand, one second per reading.
  final class Ticks: Sendable {
    private let seconds = Mutex(1_700_000_000.0)
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

  func allocatedSize(of files: [URL]) -> Int {
    files.compactMap { PrivateFiles.regularFile(atPath: $0.path)?.allocated }.reduce(0, +)
  }

  func cleanUp() {
    try? FileManager.default.removeItem(at: directory)
  }

  @Test func readsBackWhatItStoredAndAMissingKeyIsAMiss() throws {
    defer { cleanUp() }
    let store = store()
    let stored = response("/posts/7")

    checkEqual(store.response(forKey: "GET /posts/7"), nil)
    try store.store(stored, forKey: "GET /posts/7")

    checkEqual(store.response(forKey: "GET /posts/7"), stored)
    checkEqual(DiskCacheStore(directory: directory).response(forKey: "GET /posts/7"), stored)
  }

  @Test func replacingAnEntryLeavesOneFileAndNoTemporaryOne() throws {
    defer { cleanUp() }
    let store = store()

    try store.store(response("/posts", size: 3), forKey: "GET /posts")
    try store.store(response("/posts", size: 9), forKey: "GET /posts")

    checkEqual(store.response(forKey: "GET /posts")?.body.count, 9)
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    checkEqual(names.filter { $0.hasSuffix(".entry") }.count, 1)
    check(
      names.allSatisfy {
        $0.hasSuffix(".entry") || [".lock", ".size", ".index", "credentials-key"].contains($0)
      }, "\(names)")
  }

  /// An entry as the earlier formats wrote it, under `key`: `app-http-cache-1`, the whole
  /// response as one property list after three lines, or `app-http-cache-2`, the response but
  /// for its body after four lines, then the body.
  func earlierEntry(_ format: Int, _ stored: CachedResponse, key: String) throws -> Data {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    guard format == 2 else {
      return Data("app-http-cache-1\n\(key)\n100.0\n".utf8) + (try encoder.encode(stored))
    }
    var head = stored
    head.body = Data()
    let encoded = try encoder.encode(head)
    return Data("app-http-cache-2\n\(key)\n100.0\n\(encoded.count)\n".utf8) + encoded
      + stored.body
  }

  @Test(
    "an entry of an earlier format, which may hold a credential in clear, is a miss and removed",
    arguments: [1, 2])
  func anEntryOfAnEarlierFormatIsAMissAndIsRemoved(format: Int) throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    var stored = response("/posts", size: 100_000)
    stored.varyingRequestHeaders = ["authorization": "Bearer ghp_inClear"]
    try earlierEntry(format, stored, key: "GET /posts").write(to: file)

    checkEqual(store.response(forKey: "GET /posts"), nil)
    check(entryFiles().isEmpty)
  }

  @Test("the entries of earlier formats are all removed once the earlier index is read")
  func theEntriesOfEarlierFormatsGoWithTheEarlierIndex() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/kept"), forKey: "GET /kept")
    try store.store(response("/posts"), forKey: "GET /posts")
    try store.store(response("/users"), forKey: "GET /users")
    let byName = Dictionary(
      uniqueKeysWithValues: entryFiles().map { ($0.lastPathComponent, $0) })
    let posts = try #require(byName[CacheEntryName(key: "GET /posts").fileName])
    let users = try #require(byName[CacheEntryName(key: "GET /users").fileName])
    try earlierEntry(1, response("/posts"), key: "GET /posts").write(to: posts)
    try earlierEntry(2, response("/users"), key: "GET /users").write(to: users)
    let index = CacheIndex(folder: directory).file
    let text = try String(decoding: Data(contentsOf: index), as: UTF8.self)
    try Data(text.replacingOccurrences(of: "app-cache-index-3", with: "app-cache-index-2").utf8)
      .write(to: index)

    let summary = store.summary()

    checkEqual(summary.count, 1)
    checkEqual(entryFiles().map(\.lastPathComponent), [CacheEntryName(key: "GET /kept").fileName])
    checkEqual(store.response(forKey: "GET /kept"), response("/kept"))
  }

  @Test func theBodyIsKeptAsReceivedAfterTheRestOfTheResponse() throws {
    defer { cleanUp() }
    let store = store()
    let stored = response("/posts", size: 70_000)

    try store.store(stored, forKey: "GET /posts")

    let data = try Data(contentsOf: try #require(entryFiles().first))
    check(
      data.starts(
        with: Data(
          ("app-http-cache-5\n-" + String(repeating: " ", count: 23) + "\nGET /posts\n100.0\n")
            .utf8)))
    checkEqual(data.suffix(70_000), stored.body)
  }

  /// Entries cut short, or whose header says what cannot be (a size that is not a number,
  /// negative, larger than the file, a format that is not this one), some with a body of zeros.
  private static let corruptEntries: [Data] = {
    let padding = Data(repeating: 0, count: 64)
    let entries: [Data] = [
      Data(), Data("garbage".utf8), Data("app-http-cache-3\nGET /posts\n100\n".utf8),
      Data("app-http-cache-3\nGET /posts\nnan\n0\n".utf8) + padding,
      Data("app-http-cache-3\nGET /posts\n100\n99\n".utf8) + padding,
      Data("app-http-cache-3\nGET /posts\n100\n-1\n".utf8) + padding,
      Data("app-http-cache-3\nGET /posts\n100\n\(Int.max)\n".utf8) + padding,
      Data("app-http-cache-3\nGET /posts\n100\n3\nbplist".utf8),
      Data("app-http-cache-5\nsoon\nGET /posts\n100\n0\n".utf8) + padding,
      Data("app-http-cache-5\n-\nGET /posts\n100\n".utf8),
      Data("app-http-cache-4\n-\nGET /posts credentials=0a\n100\n0\n".utf8) + padding,
    ]
    return entries
  }()

  @Test(arguments: corruptEntries)
  func aCorruptOrTruncatedEntryIsAMissAndIsRemoved(contents: Data) throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    try contents.write(to: file)

    checkEqual(store.response(forKey: "GET /posts"), nil)
    check(entryFiles().isEmpty)
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

    checkEqual(store.response(forKey: "GET /xyzab"), nil, "another key's file name")
    checkEqual(store.response(forKey: "GET /posts"), nil)
    check(entryFiles().isEmpty)
  }

  @Test func temporaryFilesOfWritesThatNeverFinishedAreCountedThenRemoved() throws {
    defer { cleanUp() }
    let store = store(sizeLimit: 64 * 1024)
    try store.store(response("/a"), forKey: "a")
    let abandoned = [".6F1C2B9E-0000-4000-8000-000000000000.tmp", ".dat.nosyncA1b2C3"].map {
      directory.appendingPathComponent($0)
    }
    for file in abandoned {
      try Data(repeating: 0x61, count: 40 * 1024).write(to: file)
    }
    // What a killed write leaves: its file, and the total counting it before it was written.
    try CacheLedger(folder: directory).record(
      #require(CacheLedger(folder: directory).total()) + 2 * 40 * 1024 + 8192)

    try store.store(response("/b"), forKey: "b")

    check(abandoned.allSatisfy { !FileManager.default.fileExists(atPath: $0.path) })
    check(store.response(forKey: "a") != nil, "counted again, the cache is under its limit")
    checkEqual(CacheLedger(folder: directory).total(), allocatedSize(of: entryFiles()))
  }

  @Test func aMissingOrUnreadableTotalIsCountedAgainWithTheTemporaryFilesRemoved() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/a"), forKey: "a")
    let abandoned = directory.appendingPathComponent(".dat.nosyncZ9")
    try Data("x".utf8).write(to: abandoned)
    try Data("app-cache-size-1 lots\n".utf8).write(to: CacheLedger(folder: directory).file)

    try store.store(response("/b"), forKey: "b")

    check(!FileManager.default.fileExists(atPath: abandoned.path))
    checkEqual(CacheLedger(folder: directory).total(), allocatedSize(of: entryFiles()))
  }

  @Test func theTotalFollowsWritesReplacementsAndRemovalsWithoutListingTheFiles() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/a", size: 10), forKey: "a")
    try store.store(response("/b", size: 9000), forKey: "b")
    try store.store(response("/a", size: 20_000), forKey: "a")
    try store.store(response("/c"), forKey: "c")
    store.removeResponse(forKey: "c")
    store.removeResponses(where: { $0 == "b" }, reason: .neverRead)
    // A stray entry file the total does not know of: the total is kept, not counted again.
    try Data("stray".utf8).write(to: directory.appendingPathComponent("stray.entry"))

    let total = try #require(CacheLedger(folder: directory).total())
    let known = allocatedSize(of: entryFiles().filter { $0.lastPathComponent != "stray.entry" })
    checkEqual(total, known)
    check(known >= 20_000)
  }

  @Test func anEntryLargerThanTheLimitIsAMissAndIsRemoved() throws {
    defer { cleanUp() }
    try store().store(response("/posts", size: 10_000), forKey: "GET /posts")
    let small = store(sizeLimit: 4096)

    checkEqual(small.response(forKey: "GET /posts"), nil, "a whole, valid entry, but too large")
    check(entryFiles().isEmpty)
  }

  @Test func aFolderWhereAnEntryBelongsIsRemovedAndReplaced() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)

    checkEqual(store.response(forKey: "GET /posts"), nil)
    check(!FileManager.default.fileExists(atPath: file.path))
    try FileManager.default.createDirectory(
      at: file.appendingPathComponent("inside"), withIntermediateDirectories: true)
    try store.store(response("/posts"), forKey: "GET /posts")
    checkEqual(store.response(forKey: "GET /posts")?.url, response("/posts").url)
  }

  @Test func overItsLimitTheLeastRecentlyUsedEntriesGoFirst() throws {
    defer { cleanUp() }
    try store().store(response("/a"), forKey: "a")
    let fileSize = allocatedSize(of: entryFiles())
    try #require(fileSize > 0)
    let store = store(sizeLimit: fileSize * 2 + fileSize / 2)

    try store.store(response("/a"), forKey: "a")
    try store.store(response("/b"), forKey: "b")
    _ = store.response(forKey: "a")
    try store.store(response("/c"), forKey: "c")

    check(store.response(forKey: "a") != nil)
    checkEqual(store.response(forKey: "b"), nil)
    check(store.response(forKey: "c") != nil)
  }

  @Test func removesTheEntriesWhoseKeysMatch() throws {
    defer { cleanUp() }
    let store = store()
    for path in ["/posts", "/posts?_page=2", "/users"] {
      try store.store(response(path), forKey: "GET \(path)")
    }

    store.removeResponses(where: { $0.hasPrefix("GET /posts") }, reason: .neverRead)

    checkEqual(store.summary().count, 1)
    check(store.response(forKey: "GET /users") != nil)
  }

  @Test func summarisesCountSizeAndTheOldestResponse() throws {
    defer { cleanUp() }
    let store = store()
    checkEqual(store.summary(), CacheSummary(count: 0, size: 0, oldestResponseTime: nil))

    try store.store(response("/a", at: 500), forKey: "a")
    try store.store(response("/b", at: 200), forKey: "b")
    let summary = store.summary()

    checkEqual(summary.count, 2)
    checkEqual(summary.size, allocatedSize(of: entryFiles()), "the blocks on disk, not the bytes")
    checkEqual(summary.oldestResponseTime, Date(timeIntervalSince1970: 200))
  }

  @Test func aDirectoryThatCannotBeWrittenFailsTheWriteAndMisses() throws {
    defer { cleanUp() }
    try Data("a file, not a directory".utf8).write(to: directory)
    let store = store()

    #expect(throws: (any Error).self) { try store.store(response("/posts"), forKey: "GET /posts") }
    checkEqual(store.response(forKey: "GET /posts"), nil)
    checkEqual(store.summary().count, 0)
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
      check(sizes.map { $0 * 100 }.contains(read.body.count), "a whole entry, never part of one")
      check(read.body.allSatisfy { $0 == 0x61 })
    }

    let survivor = try #require(store.response(forKey: "GET /posts"))
    check(sizes.map { $0 * 100 }.contains(survivor.body.count))
    check(survivor.body.allSatisfy { $0 == 0x61 })
    checkEqual(entryFiles().count, 1)
  }

  @Test func anEntryIsReplacedWholeByAnotherFileNeverRewrittenInPlace() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts", size: 5000), forKey: "GET /posts")
    let file = try #require(entryFiles().first)
    let before = try Data(contentsOf: file)
    let reader = try FileHandle(forReadingFrom: file)
    defer { try? reader.close() }

    try store.store(response("/posts", size: 20), forKey: "GET /posts")

    // A reader that opened the old entry still reads all of it: the new one is another file.
    try checkEqual(reader.readToEnd(), before)
    checkEqual(store.response(forKey: "GET /posts")?.body.count, 20)
  }

  /// The umask belongs to the process, and other tests create files beside this one: it is
  /// changed only in a process of its own, which says on standard error what it found wrong.
  @Test func foldersArePrivateAndFilesReadableByTheOwnerOnlyWhateverTheUmask() async {
    let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
      let tests = DiskCacheStoreTests()
      defer { tests.cleanUp() }
      let nested = tests.directory.appendingPathComponent("server", isDirectory: true)
      let store = DiskCacheStore(directory: nested, sharedFolder: tests.directory)
      umask(0)

      var wrong: [String] = []
      do {
        try store.store(tests.response("/posts"), forKey: "GET /posts")
      } catch {
        wrong.append("cannot store: \(error)")
      }
      store.removeResponses(where: { _ in false }, reason: .neverRead)

      func mode(_ url: URL) -> mode_t {
        var status = stat()
        return lstat(url.path, &status) == 0 ? status.st_mode & 0o777 : 0o7777
      }
      for folder in [tests.directory, nested] where mode(folder) != 0o700 {
        wrong.append("\(folder.lastPathComponent): \(String(mode(folder), radix: 8))")
      }
      let files =
        PrivateFiles.names(in: nested).map { nested.appendingPathComponent($0) }
        + PrivateFiles.names(in: tests.directory).map { tests.directory.appendingPathComponent($0) }
        .filter { $0 != nested }
      if files.count < 4 {
        wrong.append("\(files.count) files, not the entry, index, lock and total")
      }
      for file in files where mode(file) != 0o600 {
        wrong.append("\(file.lastPathComponent): \(String(mode(file), radix: 8))")
      }
      if !wrong.isEmpty {
        FileHandle.standardError.write(Data(wrong.joined(separator: "\n").utf8))
        exit(1)
      }
    }
    checkEqual(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self), "")
  }

  @Test func aFolderOfTheCacheAlreadyThereIsMadePrivate() throws {
    defer { cleanUp() }
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    chmod(directory.path, 0o755)

    try store().store(response("/posts"), forKey: "GET /posts")

    var status = stat()
    checkEqual(lstat(directory.path, &status), 0)
    checkEqual(status.st_mode & 0o777, 0o700)
  }

  @Test func aFolderThatIsASymbolicLinkIsNeitherWrittenNorReadThrough() throws {
    defer { cleanUp() }
    let elsewhere = directory.appendingPathComponent("elsewhere", isDirectory: true)
    let linked = directory.appendingPathComponent("server", isDirectory: true)
    try DiskCacheStore(directory: elsewhere, sharedFolder: directory).store(
      response("/posts"), forKey: "GET /posts")
    try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
    let store = DiskCacheStore(directory: linked, sharedFolder: directory)
    let before = PrivateFiles.names(in: elsewhere).sorted()

    #expect(throws: PrivateFiles.LinkedFolder.self) {
      try store.store(response("/users"), forKey: "GET /users")
    }
    checkEqual(store.response(forKey: "GET /posts"), nil)
    checkEqual(store.summary().count, 0)
    store.removeResponses(where: { _ in true }, reason: .neverRead)
    checkEqual(PrivateFiles.names(in: elsewhere).sorted(), before, "nothing written or removed")
  }

  @Test func theSummaryComesFromTheIndexRebuiltWhenItDoesNotNameTheFiles() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/a", at: 500), forKey: "a")
    try store.store(response("/b", at: 200), forKey: "b")
    let index = CacheIndex(folder: directory)
    try checkEqual(#require(index.records()).values.map(\.key).sorted(), ["a", "b"])

    let fileOfB = try #require(
      entryFiles().first { (try? Data(contentsOf: $0))?.range(of: Data("\nb\n".utf8)) != nil })
    try FileManager.default.removeItem(at: fileOfB)
    checkEqual(store.summary().count, 1, "one file is gone")
    checkEqual(store.summary().oldestResponseTime, Date(timeIntervalSince1970: 500))

    try Data("not an index".utf8).write(to: index.file)
    checkEqual(store.summary().count, 1)
    try FileManager.default.removeItem(at: index.file)
    checkEqual(store.summary().count, 1)
    try checkEqual(#require(index.records()).values.map(\.key), ["a"])
  }

  @Test func anInvalidationFindsEntriesTheIndexDidNotKnow() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    try store.store(response("/users"), forKey: "GET /users")
    CacheIndex(folder: directory).rewrite([:])

    store.removeResponses(where: { $0 == "GET /posts" }, reason: .neverRead)

    checkEqual(store.response(forKey: "GET /posts"), nil)
    check(store.response(forKey: "GET /users") != nil)
  }

  @Test func writersOfManyKeysAtOnceKeepTheTotalAndTheIndexExact() async throws {
    defer { cleanUp() }
    let store = store()
    await withTaskGroup(of: Void.self) { group in
      for key in 0..<40 {
        group.addTask {
          try? store.store(response("/\(key % 20)", size: key * 300), forKey: "\(key % 20)")
        }
      }
    }

    checkEqual(CacheLedger(folder: directory).total(), allocatedSize(of: entryFiles()))
    checkEqual(CacheIndex(folder: directory).records()?.count, 20)
    checkEqual(store.summary().count, 20)
  }

  @Test func filesThatAreNotTheCachesAreCountedSoThatTheFolderKeepsToItsLimit() throws {
    defer { cleanUp() }
    let limit = 256 * 1024
    let store = store(sizeLimit: limit)
    for index in 0..<4 {
      try store.store(response("/\(index)", size: 16 * 1024), forKey: "\(index)")
    }
    let planted = ["notes.txt", "photo.jpg"]
    for name in planted {
      try Data(repeating: 0x61, count: 90 * 1024).write(to: directory.appendingPathComponent(name))
    }
    // What a person sees, which checks the index against the files.
    _ = store.summary()

    try store.store(response("/4", size: 16 * 1024), forKey: "4")

    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    let files = names.map { directory.appendingPathComponent($0) }
    check(allocatedSize(of: files) <= limit, "\(names)")
    check(planted.allSatisfy(names.contains), "a file that is not the cache's is left alone")
    check(store.response(forKey: "4") != nil, "the newest entry stays")
    checkEqual(store.response(forKey: "0"), nil, "the oldest made room")
  }

  @Test(
    "files named as entries that no entry is named are removed, on a check or a count",
    arguments: [true, false])
  func strayEntryFilesAreRemoved(onACheck: Bool) throws {
    defer { cleanUp() }
    let limit = 256 * 1024
    let store = store(sizeLimit: limit)
    try store.store(response("/a"), forKey: "a")
    // A file named as an entry is, but that is none, goes when the index is checked.
    let planted =
      ["planted-1.entry", "planted-2.entry"] + (onACheck ? ["0123456789abcdef.entry"] : [])
    for name in planted {
      try Data(repeating: 0x61, count: 100 * 1024).write(
        to: directory.appendingPathComponent(name))
    }
    if onACheck {
      _ = store.summary()
    } else {
      try Data("app-cache-size-1 lots\n".utf8).write(to: CacheLedger(folder: directory).file)
    }

    try store.store(response("/b"), forKey: "b")

    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    check(planted.allSatisfy { !names.contains($0) }, "\(names)")
    check(store.response(forKey: "a") != nil)
    check(store.response(forKey: "b") != nil)
    checkEqual(CacheLedger(folder: directory).total(), allocatedSize(of: entryFiles()))
  }

  // MARK: Changes, removals and earlier formats

  /// Rewrites the entry `file` as the format before wrote it, its credentials keyed by a bare
  /// SHA-256.
  func rewriteInTheFormatBefore(_ file: URL) throws {
    let data = try Data(contentsOf: file)
    let lines = data.split(
      separator: UInt8(ascii: "\n"), maxSplits: 1, omittingEmptySubsequences: false)
    try #require(lines.count == 2 && lines[0].elementsEqual("app-http-cache-5".utf8))
    try (Data("app-http-cache-4\n".utf8) + lines[1]).write(to: file)
  }

  @Test func aMarkedEntryCarriesTheChangeUntilStoredAgainAndKeepsItsLastUse() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    try store.store(response("/users"), forKey: "GET /users")
    let file = try #require(
      entryFiles().first { (try? Data(contentsOf: $0))?.range(of: Data("GET /posts".utf8)) != nil })
    let lastUse = PrivateFiles.regularFile(atPath: file.path)?.modified
    let changedAt = Date(timeIntervalSince1970: 1_700_000_123.25)

    store.invalidate(at: changedAt) { $0 == "GET /posts" ? .changed : nil }

    checkEqual(PrivateFiles.regularFile(atPath: file.path)?.modified, lastUse)
    checkEqual(store.response(forKey: "GET /posts")?.changedAt, changedAt)
    checkEqual(store.response(forKey: "GET /users")?.changedAt, nil)
    try store.store(response("/posts"), forKey: "GET /posts")
    checkEqual(store.response(forKey: "GET /posts")?.changedAt, nil)
  }

  @Test func anEntryOfTheFormatBeforeIsNeverRead() throws {
    defer { cleanUp() }
    let store = store()
    try store.store(response("/posts"), forKey: "GET /posts")
    try rewriteInTheFormatBefore(try #require(entryFiles().first))

    checkEqual(store.response(forKey: "GET /posts"), nil, "its key may hold a bare hash")
    check(entryFiles().isEmpty)
  }

  @Test func eachRemovalIsToldWithItsReason() throws {
    defer { cleanUp() }
    let ticks = Ticks()
    let store = store(ticks: ticks)
    for path in ["/a", "/b", "/c"] {
      try store.store(response(path), forKey: "GET \(path)")
    }
    let writtenAt = Date(timeIntervalSince1970: 1_700_000_900)

    store.removeResponses(where: { $0 == "GET /a" }, reason: .clearedByWrite(at: writtenAt))
    store.removeResponse(forKey: "GET /b")
    try Data("garbage".utf8).write(to: try #require(entryFiles().first))
    checkEqual(store.response(forKey: "GET /c"), nil)

    checkEqual(store.removal(forKey: "GET /a"), .clearedByWrite(at: writtenAt))
    guard case .discarded = store.removal(forKey: "GET /b"),
      case .discarded = store.removal(forKey: "GET /c")
    else {
      Issue.record("a discarded entry was not told as such")
      return
    }
    checkEqual(store.removal(forKey: "GET /d"), .neverRead)
  }

  @Test func anOldFolderDropsWhatItCannotReadOnceAndKeepsTheRest() throws {
    defer { cleanUp() }
    let store = store()
    let kept = response("/kept")
    try store.store(kept, forKey: "GET /kept")
    try store.store(response("/old"), forKey: "GET /old")
    let old = try #require(
      entryFiles().first { (try? Data(contentsOf: $0))?.range(of: Data("GET /old".utf8)) != nil })
    try Data("app-http-cache-2\nGET /old\n100\n".utf8).write(to: old)
    try FileManager.default.removeItem(at: directory.appendingPathComponent(".index"))

    checkEqual(store.dropEarlierEntries(), 1)
    checkEqual(store.dropEarlierEntries(), 0, "the folder is checked once")
    checkEqual(store.response(forKey: "GET /kept"), kept)
    checkEqual(store.response(forKey: "GET /old"), nil)
    checkEqual(store.summary().count, 1)
  }
}
