import Foundation
import TestSupport
import Testing

/// What the app leaves on disk: nothing for `--sample`, nothing outside its cache folder
/// otherwise, that folder private, and never a password.
@Suite("what the app keeps on disk", .onWaitingThreads)
struct PrivateStorageTests {
  /// A home folder of its own for one test, removed with it.
  final class Home: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "app-test-home-\(UUID().uuidString)", isDirectory: true)

    init() throws {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
      try? FileManager.default.removeItem(at: url)
    }

    /// The environment of a run with this home and no XDG folders of its own.
    var environment: [String: String] {
      ["HOME": url.path, "XDG_CACHE_HOME": "", "XDG_DATA_HOME": ""]
    }

    /// Every path below the home, relative to it, with its permission bits.
    func contents() -> [String: Int] {
      var found: [String: Int] = [:]
      let enumerator = FileManager.default.enumerator(atPath: url.path)
      while let path = enumerator?.nextObject() as? String {
        let attributes = try? FileManager.default.attributesOfItem(
          atPath: url.appendingPathComponent(path).path)
        found[path] = (attributes?[.posixPermissions] as? NSNumber)?.intValue ?? -1
      }
      return found
    }
  }

  @Test("--sample writes no file and makes no folder")
  func sampleLeavesNothing() throws {
    let home = try Home()

    let result = try AppProcess.run(["posts", "--sample"], environment: home.environment)

    checkEqual(result.status, 0)
    check(home.contents().isEmpty, "\(home.contents().keys.sorted())")
  }

  @Test("a live run makes only the app's own cache folder, readable by its owner alone")
  func liveRunKeepsItsCachePrivate() throws {
    let home = try Home()
    let server = try CacheTests.validatingServer()
    defer { server.stop() }

    let result = try AppProcess.run(
      ["posts", "--base-url", server.baseURL], environment: home.environment)

    checkEqual(result.status, 0)
    let contents = home.contents()
    check(contents.keys.allSatisfy { $0 == ".cache" || $0.hasPrefix(".cache/app") })
    check(contents.keys.contains { $0.hasSuffix(".entry") })
    for (path, mode) in contents where path.hasPrefix(".cache/app") {
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(
        atPath: home.url.appendingPathComponent(path).path, isDirectory: &isDirectory)
      checkEqual(mode, (isDirectory.boolValue ? 0o700 : 0o600), "\(path)")
    }
  }

  @Test("a password in --base-url is sent but never printed nor stored")
  func passwordNeverShownNorStored() throws {
    let home = try Home()
    let credentials = Data("u:secretpw".utf8).base64EncodedString()
    let server = try LoopbackServer { request, _ in
      guard request.headers["authorization"] == "Basic \(credentials)" else {
        return .http(401, body: "{}")
      }
      switch request.path {
      case "/posts": return .http(200, body: CacheTests.posts)
      case "/users": return .http(200, body: CacheTests.users)
      default: return .http(404, body: "{}")
      }
    }
    defer { server.stop() }
    let root = server.baseURL.replacingOccurrences(of: "://", with: "://u:secretpw@")
    let shown = server.baseURL.replacingOccurrences(of: "://", with: "://u@")

    let posts = try AppProcess.run(["posts", "--base-url", root], environment: home.environment)
    let missing = try AppProcess.run(
      ["users", "--base-url", root + "/api"], environment: home.environment)
    let info = try AppProcess.run(["cache", "info"], environment: home.environment)

    checkEqual(posts.status, 0, "Basic auth was sent: \(posts.standardError)")
    check(missing.standardError.contains("GET \(shown)/api/users: HTTP 404"))
    check(info.standardOutput.contains(shown))
    for result in [posts, missing, info] {
      check(!(result.standardOutput + result.standardError).contains("secretpw"))
    }
    let files = home.contents().keys.map { home.url.appendingPathComponent($0) }
    check(files.contains { $0.pathExtension == "entry" })
    for file in files {
      let data = FileManager.default.contents(atPath: file.path) ?? Data()
      checkEqual(data.range(of: Data("secretpw".utf8)), nil, "\(file.lastPathComponent)")
    }
  }

  @Test("a server folder that is a symbolic link is one warning, and nothing goes through it")
  func linkedServerFolderIsRefused() throws {
    let home = try Home()
    let server = try CacheTests.validatingServer()
    defer { server.stop() }
    let run = { (arguments: [String]) in
      try AppProcess.run(arguments + ["--base-url", server.baseURL], environment: home.environment)
    }
    _ = try run(["posts"])
    let cache = home.url.appendingPathComponent(".cache/app", isDirectory: true)
    let folder = try #require(
      FileManager.default.contentsOfDirectory(atPath: cache.path).first { !$0.hasPrefix(".") })
    let elsewhere = home.url.appendingPathComponent("elsewhere", isDirectory: true)
    try FileManager.default.moveItem(
      at: cache.appendingPathComponent(folder), to: elsewhere)
    try FileManager.default.createSymbolicLink(
      at: cache.appendingPathComponent(folder), withDestinationURL: elsewhere)
    let before = try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted()

    let refreshed = try run(["posts", "--refresh"])

    checkEqual(refreshed.status, 0)
    checkEqual(refreshed.errorLines.count, 1)
    check(refreshed.standardError.contains("is a symbolic link, which the cache does not follow"))
    try checkEqual(FileManager.default.contentsOfDirectory(atPath: elsewhere.path).sorted(), before)
  }
}
