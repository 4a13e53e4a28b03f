import Dependencies
import Foundation
import JSONServer
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a shell's completion script is told for `app get`'s path (`app __complete get …`).
@Suite struct GetCommandCompletionsTests {
  /// Runs `app __complete` with `words`, in a fresh home, its network timers on
  /// `transferClock` (by default one that never moves), returning the status and the lines.
  func complete(
    _ words: [String], transferClock: (any Clock<Duration>)? = nil
  ) async -> (ExitCode, [String], ConsoleRecorder) {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("complete-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    return await complete(words, home: home, transferClock: transferClock)
  }

  /// Runs `app __complete` with `words` as ``complete(_:transferClock:)`` does, in `home`,
  /// whose stored answers stay for the next run.
  func complete(
    _ words: [String], home: String, transferClock: (any Clock<Duration>)? = nil
  ) async -> (ExitCode, [String], ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(width: 80), environment: ["HOME": home])
    // A real session, for the loopback servers.
    let status = await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
      if let transferClock {
        $0.transferClock = transferClock
      }
    } operation: {
      await application.run(arguments: ["__complete"] + words)
    }
    return (status, recorder.output.split(separator: "\n").map(String.init), recorder)
  }

  /// A server of a database of three resources the program has never seen, one singular.
  static func server(address: String) throws -> JSONServerListener {
    let document = Data(
      #"{"customers": [{"id": "c1"}], "orders": [], "shop": {"name": "Corner"}, "name with space": []}"#
        .utf8)
    return try JSONServerListener(
      api: JSONServer(document: document), host: address, port: 0, log: nil)
  }

  @Test func offersJSONPlaceholdersResourcesForTheSampleWithoutAsking() async {
    let (status, lines, console) = await complete(["--sample", "get"])

    checkEqual(status, .success)
    checkEqual(lines, ["/posts", "/users", "/comments", "/albums", "/photos", "/todos"])
    check(console.error.isEmpty)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func offersTheResourcesTheServersDatabaseNames(address: String) async throws {
    let server = try Self.server(address: address)
    let url = "http://\(server.address)"

    // Options before and after the command, and `--name=value` as bash gives it back.
    let (status, lines, console) = await complete(["get", "--base-url=\(url)", "--json"])

    checkEqual(status, .success)
    checkEqual(
      lines, ["/customers", "/orders", "/name%20with%20space"],
      "the collections, not the singular /shop, as browse finds them")
    check(console.error.isEmpty)
  }

  /// A server that answers no `/db`, and lists its collections at its root as Django REST
  /// framework's router does, below the base URL's path.
  static func router() throws -> HostileServer {
    try HostileServer { request, _ in
      let json = ["Content-Type": "application/json"]
      switch request.path {
      case "/api":
        return [
          .response(
            200, headers: json, body: #"{"books": "/api/books/", "authors": "/api/authors/"}"#)
        ]
      case "/api/books/":
        return [
          .response(
            200, headers: json,
            body:
              #"{"count": 1, "next": null, "results": [{"id": 7, "title": "Tides", "year": 1998}]}"#
          )
        ]
      default: return [.response(404, headers: json, body: #"{"detail": "Not found."}"#)]
      }
    }
  }

  @Test func offersTheCollectionsARouterRootLinks() async throws {
    let server = try Self.router()

    let (status, lines, console) = await complete([
      "get", "--base-url", server.baseURL.absoluteString + "/api",
    ])

    checkEqual(status, .success)
    checkEqual(lines, ["/books/", "/authors/"])
    check(console.error.isEmpty)
    checkEqual(
      Set(server.requests.map(\.path)), ["/api/db", "/api", "/api.json"],
      "only what lists the resources, none of JSONPlaceholder's paths")
  }

  @Test func offersTheResourcesStoredWhenOffline() async throws {
    let server = try Self.server(address: "127.0.0.1")
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("complete-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    let words = ["get", "--base-url", "http://\(server.address)"]

    let (_, online, _) = await complete(words, home: home)
    await server.shutdown()
    let (status, offline, console) = await complete(words + ["--offline"], home: home)

    checkEqual(online, ["/customers", "/orders", "/name%20with%20space"])
    checkEqual(status, .success)
    checkEqual(offline, online, "answered from the cache")
    check(console.error.isEmpty)
  }

  @Test func offersNothingWhenTheServerAnswersNoDatabase() async throws {
    let server = try HostileServer(answering: [.response(404, body: "{}")])

    let (status, lines, console) = await complete([
      "get", "--base-url", server.baseURL.absoluteString,
    ])

    checkEqual(status, .success)
    check(lines.isEmpty)
    check(console.error.isEmpty, "a shell shows no error at the prompt")
    checkEqual(
      server.requests.map(\.path).sorted(), ["/", "/db"],
      "the database and the root, never JSONPlaceholder's paths one by one")
  }

  @Test func offersNothingForADatabaseThatIsNoObject() async throws {
    let server = try HostileServer(answering: [.response(200, body: "<html>hi</html>")])

    let (status, lines, _) = await complete(["get", "--base-url", server.baseURL.absoluteString])

    checkEqual(status, .success)
    check(lines.isEmpty)
  }

  @Test(.timeLimit(.minutes(1)))
  func givesUpOnAServerThatNeverAnswersWithinTheCompletionTimeout() async throws {
    let server = try HostileServer(answering: [.hold])
    let clock = TestClock()
    let words = [
      "get", "--base-url", server.baseURL.absoluteString, "--timeout", "30s", "--retries", "3",
    ]
    async let completion = complete(words, transferClock: clock)
    await server.waitForRequests(count: 2)
    await clock.waitForSleepers(count: 2)

    await clock.advance(by: GetCommand.completionTimeout - .nanoseconds(1))
    checkEqual(
      clock.sleeperCount, 2, "still waiting for /db and the root just before the deadline")
    await clock.advance(by: .nanoseconds(1))
    checkEqual(clock.sleeperCount, 0, "the completion's deadline, not --timeout's, has passed")
    let (status, lines, _) = await completion

    checkEqual(status, .success)
    check(lines.isEmpty)
    checkEqual(
      server.requests.map(\.path).sorted(), ["/", "/db"], "a completion tries each once")
  }

  @Test func offersNothingForACommandLineThatDoesNotParse() async {
    let (status, lines, console) = await complete(["get", "--no-such-option"])

    checkEqual(status, .success)
    check(lines.isEmpty)
    check(console.error.isEmpty)
  }

  @Test func offersNothingForACommandWithoutCandidates() async {
    let (status, lines, _) = await complete(["--sample", "post"])

    checkEqual(status, .success)
    check(lines.isEmpty)
  }
}
