import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if canImport(Glibc)
  import Glibc
#endif

/// `app serve` as a real server: every other command against it, its file, its signals and its
/// errors.
@Suite("app serve", .onWaitingThreads)
struct ServeCommandTests {
  /// A cache folder for the runs of one test, removed with it.
  let cacheHome = ScratchCacheHome()

  private func run(_ arguments: [String], against server: ServeProcess) throws -> AppResult {
    try AppProcess.run(
      arguments + ["--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path]
    )
  }

  @Test(arguments: [
    ["posts"], ["post", "1"], ["users"], ["user", "3"], ["albums"], ["photos", "--album", "2"],
    ["comments", "--post", "7"], ["todos"], ["posts", "--search", "tea", "--page", "2"],
  ])
  func readsWhatTheSampleAPIAnswersInProcess(arguments: [String]) throws {
    let server = try ServeProcess()
    let served = try run(arguments, against: server)
    let inProcess = try AppProcess.run(arguments + ["--sample"])

    checkEqual(served.status, 0)
    checkEqual(served.standardError, "")
    checkEqual(served.standardOutput, inProcess.standardOutput)
    checkEqual(server.stop().status, 0)
  }

  @Test func keepsWritesWhileItRuns() throws {
    let server = try ServeProcess()
    let created = try run(
      ["post", "create", "--user", "1", "--title", "Served", "--body", "Over HTTP"],
      against: server)
    let edited = try run(["post", "edit", "101", "--title", "Served again"], against: server)
    let shown = try run(["post", "101"], against: server)
    let deleted = try run(["post", "delete", "101", "--yes"], against: server)
    let gone = try run(["post", "101"], against: server)
    let rejected = try run(
      ["user", "create", "--name", "Ada", "--username", "ada", "--email", "not an address"],
      against: server)
    let stopped = server.stop()

    checkEqual(created.status, 0)
    checkEqual(edited.status, 0)
    check(shown.standardOutput.contains("Served again"))
    checkEqual(deleted.status, 0)
    checkEqual(gone.status, 1)
    checkEqual(rejected.status, 65)
    check(stopped.standardOutput.contains("POST /posts 201 "))
    check(stopped.standardOutput.contains("DELETE /posts/101 200 "))
  }

  @Test func revalidatesStoredAnswersThenServesThemOfflineOnceStopped() throws {
    let server = try ServeProcess()
    let first = try run(["post", "1"], against: server)
    let second = try run(["post", "1"], against: server)
    let revalidated = server.waitForOutputLine {
      $0.hasPrefix("GET /posts/1") && $0.contains(" 304 ")
    }
    let stopped = server.stop(with: SIGINT)
    let offline = try run(["post", "1", "--offline"], against: server)

    checkEqual(first.status, 0)
    checkEqual(second.standardOutput, first.standardOutput)
    check(revalidated != nil, "the second run revalidated with If-None-Match and got 304")
    checkEqual(stopped.status, 0)
    checkEqual(offline.status, 0)
    checkEqual(offline.standardOutput, first.standardOutput)
  }

  @Test func keepsWritesToItsFileAcrossARestart() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("db.json")
    try Data(#"{"notes": [{"id": 1, "text": "first"}], "profile": {"name": "a"}}"#.utf8).write(
      to: file)

    let server = try ServeProcess([file.path])
    let created = try await ServeOptionTests.request(
      "POST", server.baseURL + "/notes", body: #"{"text": "kept"}"#)
    let stopped = server.stop(with: SIGTERM)
    let restarted = try ServeProcess([file.path])
    let read = try await ServeOptionTests.request("GET", restarted.baseURL + "/notes/2")
    _ = restarted.stop()

    checkEqual(created.status, 201)
    checkEqual(stopped.status, 0)
    check(stopped.standardOutput.contains("  \(server.baseURL)/notes\n"))
    check(stopped.standardOutput.contains("  \(server.baseURL)/profile\n"))
    checkEqual(read.status, 200)
    check(read.body.contains(#""text": "kept""#))
  }

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func stopsOnASignalAndExitsWithSuccess(signalNumber: Int32) throws {
    let server = try ServeProcess()
    let read = try run(["users"], against: server)
    let stopped = server.stop(with: signalNumber)

    checkEqual(read.status, 0)
    checkEqual(stopped.status, 0)
    checkEqual(stopped.standardError, "")
    check(stopped.standardOutput.contains("GET /users"))
  }

  @Test func servesOverIPv6QuietlyWhenAsked() async throws {
    let server = try ServeProcess(["--host", "::1", "--quiet"])
    let port = try #require(URL(string: server.baseURL)?.port)
    // URLSession on Linux takes no IPv6 literal in a URL; localhost reaches ::1 too.
    let read = try await ServeOptionTests.request("GET", "http://localhost:\(port)/users/1")
    let stopped = server.stop()

    check(server.baseURL.hasPrefix("http://[::1]:"))
    checkEqual(read.status, 200)
    check(read.body.contains(#""id": 1"#))
    check(!stopped.standardOutput.contains("GET "))
  }

  @Test func refusesAPortInUseWithOneLine() throws {
    let server = try ServeProcess()
    let port = try #require(URL(string: server.baseURL)?.port)
    let result = try AppProcess.run(["serve", "--port", "\(port)"])
    _ = server.stop()

    checkEqual(result.status, 69)
    checkEqual(result.errorLines, ["app: the address 127.0.0.1:\(port) is already in use"])
  }

  @Test func refusesAFileThatIsNotADatabaseWithItsLineAndColumn() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-\(UUID().uuidString).json")
    try Data("{\"posts\": [1,\n 2,, ]}".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try AppProcess.run(["serve", file.path, "--port", "0"])

    checkEqual(result.status, 65)
    checkEqual(result.errorLines.count, 1)
    check(result.standardError.contains("line 2, column 4"))
  }

  @Test(arguments: ["--middlewares", "--snapshots"])
  func refusesWhatNeedsNodeWithOneLine(option: String) throws {
    let result = try AppProcess.run(["serve", option, "x.js", "--port", "0"])

    checkEqual(result.status, 64)
    checkEqual(result.errorLines.count, 1)
    check(result.standardError.contains("'\(option)' is not supported"))
  }
}
