import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A base URL with an IPv6 address, short or written out, against `app serve` on `::1`: reads,
/// writes and the cache as with any other host.
@Suite("IPv6 base URLs", .onWaitingThreads)
struct IPv6BaseURLTests {
  /// A cache folder for the runs of one test, removed with it.
  let cacheHome = ScratchCacheHome()

  private func run(_ arguments: [String], baseURL: String) throws -> AppResult {
    try AppProcess.run(
      arguments + ["--base-url", baseURL], environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }

  /// `server`'s base URL with its address written as `address`.
  private func baseURL(of server: ServeProcess, address: String) throws -> String {
    let port = try #require(URL(string: server.baseURL)?.port)
    return "http://[\(address)]:\(port)"
  }

  @Test(arguments: ["::1", "0:0:0:0:0:0:0:1"])
  func readsWhatTheSampleAPIAnswers(address: String) throws {
    let server = try ServeProcess(["--host", "::1"])
    let posts = try run(["posts"], baseURL: try baseURL(of: server, address: address))
    let user = try run(["user", "3"], baseURL: try baseURL(of: server, address: address))
    let stopped = server.stop()

    check(server.baseURL.hasPrefix("http://[::1]:"))
    checkEqual(posts.status, 0, "\(posts.standardError)")
    checkEqual(posts.standardOutput, (try AppProcess.run(["posts", "--sample"])).standardOutput)
    checkEqual(user.status, 0, "\(user.standardError)")
    checkEqual(user.standardOutput, (try AppProcess.run(["user", "3", "--sample"])).standardOutput)
    check(stopped.standardOutput.contains("GET /posts"))
  }

  @Test(arguments: ["::1", "0:0:0:0:0:0:0:1"])
  func writesCreateEditAndDelete(address: String) throws {
    let server = try ServeProcess(["--host", "::1"])
    let base = try baseURL(of: server, address: address)
    let created = try run(
      ["post", "create", "--user", "1", "--title", "Over IPv6", "--body", "Sent to ::1"],
      baseURL: base)
    let edited = try run(["post", "edit", "101", "--title", "Over IPv6 again"], baseURL: base)
    let shown = try run(["post", "101"], baseURL: base)
    let deleted = try run(["post", "delete", "101", "--yes"], baseURL: base)
    let stopped = server.stop()

    checkEqual(created.status, 0, "\(created.standardError)")
    checkEqual(edited.status, 0, "\(edited.standardError)")
    check(shown.standardOutput.contains("Over IPv6 again"))
    checkEqual(deleted.status, 0, "\(deleted.standardError)")
    check(stopped.standardOutput.contains("POST /posts 201 "))
    check(stopped.standardOutput.contains("DELETE /posts/101 200 "))
  }

  @Test(arguments: ["::1", "0:0:0:0:0:0:0:1"])
  func storesRevalidatesAndNamesTheOrigin(address: String) throws {
    let server = try ServeProcess(["--host", "::1"])
    let base = try baseURL(of: server, address: address)
    let first = try run(["post", "1"], baseURL: base)
    let second = try run(["post", "1"], baseURL: base)
    let revalidated = server.waitForOutputLine {
      $0.hasPrefix("GET /posts/1") && $0.contains(" 304 ")
    }
    _ = server.stop()
    let offline = try run(["post", "1", "--offline"], baseURL: base)
    let info = try run(["cache", "info"], baseURL: base)

    checkEqual(first.status, 0, "\(first.standardError)")
    checkEqual(second.standardOutput, first.standardOutput)
    check(revalidated != nil, "the second run revalidated and got 304")
    checkEqual(offline.status, 0, "\(offline.standardError)")
    checkEqual(offline.standardOutput, first.standardOutput)
    checkEqual(info.status, 0)
    let shortBase = try baseURL(of: server, address: "::1")
    check(
      info.standardOutput.hasPrefix("\(shortBase)\t2\t"), "one server, shown in its shortest form")
  }
}
