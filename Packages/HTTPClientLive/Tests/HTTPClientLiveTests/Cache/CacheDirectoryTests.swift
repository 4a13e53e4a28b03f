import Foundation
import Synchronization
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

@Suite struct CacheDirectoryTests {
  let root = FileManager.default.temporaryDirectory
    .appendingPathComponent("cache-directory-\(UUID().uuidString)", isDirectory: true)
  var directory: CacheDirectory { CacheDirectory(root: root) }

  func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
  }

  /// Stores one answer for `path` below `baseURL` in its server's cache, in `folder` or else the
  /// test's.
  func store(
    _ path: String, below baseURL: URL, in folder: CacheDirectory? = nil, at time: Date = Date()
  ) throws {
    let cache = (folder ?? directory).cache(for: baseURL)
    try cache.http?.keep(
      CachedResponse(
        url: baseURL.appendingPathComponent(path), status: 200, headers: [:],
        body: Data("[]".utf8), requestTime: time, responseTime: time, varyingRequestHeaders: [:]),
      requestHeaders: [:])
  }

  @Test func theStandardFolderIsXDGCacheHomeElseTheHomesDotCache() {
    checkEqual(
      CacheDirectory.standard(
        named: "app", environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"])?
        .root.path, "/x/cache/app")
    checkEqual(
      CacheDirectory.standard(
        named: "app", environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])?
        .root.path, "/h/.cache/app")
    checkEqual(
      CacheDirectory.standard(named: "app", environment: ["HOME": "/h"])?.root.path, "/h/.cache/app"
    )
    checkEqual(CacheDirectory.standard(named: "app", environment: [:]), nil)
  }

  @Test func eachAPIRootHasAFolderOfItsOwnNamedAfterItsHost() throws {
    let names = try [
      "https://jsonplaceholder.typicode.com", "https://jsonplaceholder.typicode.com/v2",
      "http://127.0.0.1:3000", "http://127.0.0.1:3001", "http://[::1]:3000/a b",
    ].map { try directory.directory(for: url($0)).lastPathComponent }

    checkEqual(Set(names).count, names.count)
    try #require(names.count == 5)
    check(names[0].hasPrefix("jsonplaceholder.typicode.com-"))
    check(names[2].hasPrefix("127.0.0.1_3000-"))
    check(names.allSatisfy { name in name.allSatisfy { $0.isASCII && !"/ :[]".contains($0) } })
    try checkEqual(
      directory.directory(for: url("http://127.0.0.1:3000")).lastPathComponent, names[2])
    try checkEqual(
      directory.directory(for: url("http://127.0.0.1:3000/")),
      directory.directory(for: url("http://127.0.0.1:3000")), "a final slash names one root")
    try checkEqual(
      directory.directory(for: url("https://api.test/v1/")),
      directory.directory(for: url("https://api.test/v1")))
  }

  @Test func theLongAndShortFormsOfOneIPv6AddressAreOneServerShownShort() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let long = try url("http://[0:0:0:0:0:0:0:1]:3000")
    let short = try url("http://[::1]:3000/")

    checkEqual(directory.directory(for: long), directory.directory(for: short))
    try store("posts", below: long)
    try store("users", below: short)

    let servers = directory.servers()
    checkEqual(servers.map(\.baseURL), ["http://[::1]:3000"])
    checkEqual(servers.map(\.summary.count), [2])
  }

  @Test func theRootTextIsWhatSettingsKeyEachServerBy() throws {
    let forms = [
      "http://ada:pw@[0:0:0:0:0:0:0:1]:3000/api/", "http://ada@[::1]:3000/api",
      "http://ada:other@[::1]:3000/api//",
    ]
    for form in forms {
      checkEqual(
        CacheDirectory.rootText(of: try #require(URL(string: form))), "http://ada@[::1]:3000/api")
    }
    checkEqual(
      CacheDirectory.rootText(of: try #require(URL(string: "https://api.example/"))),
      "https://api.example")
  }

  @Test func listsEachServerWithWhatItHolds() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try url("http://127.0.0.1:3000")
    let second = try url("https://api.test/v1")
    let old = Date(timeIntervalSince1970: 1_700_000_000)
    try store("posts", below: first, at: old)
    try store("users", below: first)
    try store("posts", below: second)

    let servers = directory.servers()

    checkEqual(servers.map(\.baseURL), [first.absoluteString, second.absoluteString])
    checkEqual(servers.map(\.summary.count), [2, 1])
    checkEqual(servers.first?.summary.oldestResponseTime, old)
    check(servers.allSatisfy { $0.summary.size > 0 })
  }

  @Test func aCacheThatCannotBeLockedIsCountedAsItIsAndLeftUnchanged() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let server = try url("http://127.0.0.1:3000")
    try store("posts", below: server)
    try store("users", below: server)
    let folder = directory.directory(for: server)
    let lock = root.appendingPathComponent(CacheLock.fileName)
    try FileManager.default.removeItem(at: lock)
    // A folder where the lock cannot be opened, whoever runs the test.
    try FileManager.default.createDirectory(at: lock, withIntermediateDirectories: false)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()

    checkEqual(directory.servers().map(\.summary.count), [2])
    try checkEqual(FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), before)
  }

  @Test func removesOneServerOrEvery() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try url("http://127.0.0.1:3000")
    let second = try url("https://api.test")
    try store("posts", below: first)
    try store("users", below: first)
    try store("posts", below: second)

    let removed = try directory.removeCache(for: first)
    checkEqual(removed.count, 2)
    checkEqual(directory.servers().map(\.baseURL), [second.absoluteString])

    try checkEqual(directory.removeCache(for: first).count, 0, "removing nothing is no error")
    try checkEqual(directory.removeAll().count, 1)
    check(!FileManager.default.fileExists(atPath: root.path))
    try checkEqual(directory.removeAll().count, 0)
  }

  @Test func aFolderWithEntriesButNoOriginIsNamedByItselfAndOthersAreNotTheCaches() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let stray = root.appendingPathComponent("stray-0000", isDirectory: true)
    try ResponseCache.disk(directory: stray).http?.keep(
      CachedResponse(
        url: try url("http://a.test/posts"), status: 200, headers: [:], body: Data("[]".utf8),
        requestTime: Date(), responseTime: Date(), varyingRequestHeaders: [:]),
      requestHeaders: [:])
    let foreign = root.appendingPathComponent("someone-else", isDirectory: true)
    try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: root.appendingPathComponent("notes.txt"))

    checkEqual(directory.servers().map(\.baseURL), ["stray-0000"])
    try checkEqual(directory.removeAll().count, 1)
    check(FileManager.default.fileExists(atPath: foreign.path), "not the cache's")
    check(FileManager.default.fileExists(atPath: root.appendingPathComponent("notes.txt").path))
    check(!FileManager.default.fileExists(atPath: stray.path))
  }

  /// A clock for the caches of a test, which moves a minute on each time it is read.
  final class MinuteClock: Sendable {
    private let time = Mutex(Date(timeIntervalSince1970: 1_700_000_000))

    func next() -> Date {
      time.withLock {
        $0 = $0.addingTimeInterval(60)
        return $0
      }
    }
  }

  /// Stores an answer of `size` bytes for `path` below `baseURL`, in caches whose servers
  /// share `limit` bytes; returns the key it is stored under.
  @discardableResult
  func store(
    _ path: String, below baseURL: URL, size: Int, limit: Int, clock: MinuteClock
  ) throws -> String {
    let cache = directory.cache(for: baseURL, sizeLimit: limit, now: clock.next)
    let time = clock.next()
    let url = baseURL.appendingPathComponent(path)
    try cache.http?.keep(
      CachedResponse(
        url: url, status: 200, headers: [:], body: Data(repeating: 0x61, count: size),
        requestTime: time, responseTime: time, varyingRequestHeaders: [:]),
      requestHeaders: [:])
    return HTTPCache.key(for: url)
  }

  @Test func aServerPastItsShareEvictsItsOwnOldestAnswersFirst() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let first = try url("http://127.0.0.1:3000")
    let second = try url("http://127.0.0.1:3001")
    let clock = MinuteClock()

    try store("posts", below: first, size: 3000, limit: 1 << 20, clock: clock)
    let entrySize = try #require(directory.servers().first?.summary.size)
    let limit = entrySize * 2 + entrySize / 2
    try store("users", below: second, size: 3000, limit: limit, clock: clock)
    try store("albums", below: second, size: 3000, limit: limit, clock: clock)

    checkEqual(
      directory.servers(sizeLimit: limit).map(\.summary.count), [1, 1],
      "the second server's own oldest went, though the first server's was older")
    checkEqual(directory.servers(sizeLimit: limit).map(\.share), [limit / 2, limit / 2])
  }

  /// docs/offline-and-cache.md: "each server with answers stored has an equal share".
  @Test func aServerWhoseFolderIsLeftWithNoAnswersTakesNoShare() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let emptied = try url("http://127.0.0.1:3000")
    try store("posts", below: emptied)
    try store("users", below: try url("http://127.0.0.1:3001"))
    try store("albums", below: try url("http://127.0.0.1:3002"))
    directory.cache(for: emptied).http?.store.removeResponses(
      where: { _ in true }, reason: .discarded(at: Date()))
    let limit = 1 << 20

    let servers = directory.servers(sizeLimit: limit)

    checkEqual(servers.map(\.summary.count), [0, 1, 1], "the emptied server is still listed")
    checkEqual(servers.map(\.share), [limit / 2, limit / 2, limit / 2])
  }

  @Test func aServerFillingTheStoreNeverPushesOutAnotherWithinItsShare() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let small = try url("http://127.0.0.1:3000")
    let large = try url("http://127.0.0.1:3001")
    let clock = MinuteClock()
    let limit = 400_000
    let kept = try (1...10).map { id in
      try store("users/\(id)", below: small, size: 2000, limit: limit, clock: clock)
    }

    let pages = try (1...60).map { page in
      try store("reviews?_page=\(page)", below: large, size: 20_000, limit: limit, clock: clock)
    }

    let servers = directory.servers(sizeLimit: limit)
    checkEqual(servers.map(\.summary.count).first, 10, "the small server kept every answer")
    check(servers.reduce(0) { $0 + $1.summary.size } <= limit)
    check(try #require(servers.last?.summary.count) < pages.count, "it evicted its own")
    let smallCache = directory.cache(for: small, sizeLimit: limit, now: clock.next)
    check(kept.allSatisfy { smallCache.http?.store.response(forKey: $0) != nil })
    let largeCache = directory.cache(for: large, sizeLimit: limit, now: clock.next)
    guard case .evicted(_, let share) = largeCache.http?.store.removal(forKey: pages[0]) else {
      Issue.record("the first page's removal was not told as an eviction")
      return
    }
    checkEqual(share, limit / 2)
    checkEqual(largeCache.http?.store.removal(forKey: "GET never-read"), .neverRead)
  }

  @Test func aPasswordIsNeverStoredNorShownAndEachUserHasAFolderOfItsOwn() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let withPassword = try url("http://u:secretpw@127.0.0.1:3000/api")
    try store("posts", below: withPassword)

    checkEqual(
      directory.directory(for: withPassword),
      directory.directory(for: try url("http://u:otherpw@127.0.0.1:3000/api")),
      "the folder does not depend on the password")
    check(
      directory.directory(for: withPassword)
        != directory.directory(for: try url("http://v:secretpw@127.0.0.1:3000/api")),
      "another user's answers are kept apart")
    check(
      directory.directory(for: withPassword)
        != directory.directory(for: try url("http://127.0.0.1:3000/api")))
    checkEqual(directory.servers().map(\.baseURL), ["http://u@127.0.0.1:3000/api"])
    let files = try #require(
      FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
    var contents = 0
    for case let file as URL in files {
      guard let data = FileManager.default.contents(atPath: file.path) else { continue }
      contents += 1
      checkEqual(data.range(of: Data("secretpw".utf8)), nil, "\(file.lastPathComponent)")
    }
    check(contents >= 3, "the entry, the index and the origin were read")
  }

  @Test func anOriginWrittenWithAPasswordIsShownWithout() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let folder = root.appendingPathComponent("old-0000", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data("http://u:secretpw@h.test\n".utf8).write(to: folder.appendingPathComponent("origin"))

    checkEqual(directory.servers().map(\.baseURL), ["http://u@h.test"])
  }

  @Test func aCacheFolderReachedThroughASymbolicLinkIsMadePrivate() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let target = root.appendingPathComponent("elsewhere", isDirectory: true)
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    chmod(target.path, 0o755)
    let link = root.appendingPathComponent("app", isDirectory: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let linked = CacheDirectory(root: link)

    try store("posts", below: url("http://127.0.0.1:3000"), in: linked)

    var status = stat()
    checkEqual(stat(target.path, &status), 0)
    checkEqual(status.st_mode & 0o777, 0o700, "the folder the link leads to")
    check(PrivateFiles.isSymbolicLink(link), "the link stays")
    checkEqual(linked.servers().map(\.summary.count), [1])
  }

  @Test func aCacheFolderOfAnotherUserReachedThroughASymbolicLinkIsRefused() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let target = try othersFolder()
    var before = stat()
    checkEqual(stat(target.path, &before), 0)
    let names = PrivateFiles.names(in: target).sorted()
    let link = root.appendingPathComponent("app", isDirectory: true)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)

    let error = #expect(throws: PrivateFiles.OthersFolder.self) {
      try store("posts", below: url("http://127.0.0.1:3000"), in: CacheDirectory(root: link))
    }

    var after = stat()
    checkEqual(stat(target.path, &after), 0)
    checkEqual(after.st_mode, before.st_mode, "another user's folder is not changed")
    checkEqual(PrivateFiles.names(in: target).sorted(), names, "nor written in")
    checkEqual(
      error.map { ResponseCache.reason(for: $0) },
      "\(link.path) belongs to another user, so it cannot be made private")
  }

  /// A folder another user owns: one made here and given to `nobody` when the tests run as
  /// root, else the root of the file system, which the tests' user does not own.
  private func othersFolder() throws -> URL {
    guard geteuid() == 0 else {
      let slash = URL(fileURLWithPath: "/", isDirectory: true)
      var status = stat()
      try #require(stat(slash.path, &status) == 0 && status.st_uid != geteuid())
      return slash
    }
    let folder = root.appendingPathComponent("others", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    chmod(folder.path, 0o755)
    try #require(chown(folder.path, 65_534, 65_534) == 0)
    return folder
  }

  @Test func aServerFolderThatIsASymbolicLinkIsNotTheCaches() throws {
    defer { try? FileManager.default.removeItem(at: root) }
    let baseURL = try url("http://127.0.0.1:3000")
    let elsewhere = root.appendingPathComponent("elsewhere-0000", isDirectory: true)
    try ResponseCache.disk(directory: elsewhere).http?.keep(
      CachedResponse(
        url: try url("http://127.0.0.1:3000/posts"), status: 200, headers: [:],
        body: Data("[]".utf8), requestTime: Date(), responseTime: Date(),
        varyingRequestHeaders: [:]),
      requestHeaders: [:])
    try FileManager.default.createSymbolicLink(
      at: directory.directory(for: baseURL), withDestinationURL: elsewhere)

    #expect(throws: PrivateFiles.LinkedFolder.self) { try store("users", below: baseURL) }
    checkEqual(directory.servers().map(\.baseURL), ["elsewhere-0000"])
    try directory.removeCache(for: baseURL)
    check(!PrivateFiles.isSymbolicLink(directory.directory(for: baseURL)), "the link went")
    checkEqual(directory.servers().map(\.summary.count), [1], "not what it pointed to")
  }
}
