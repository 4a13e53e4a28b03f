import Foundation
import TestSupport
import Testing

/// `app browse` on a server that cannot be reached when it starts, on a pseudo-terminal: it
/// never makes tabs up (JSONPlaceholder's least of all); it says so and asks again until the
/// server answers, then shows the server's own tabs, or shows at once those kept from an earlier
/// start; offline with nothing kept, it says so in one line.
@Suite("app browse, the server down at the start", .onWaitingThreads)
struct BrowseServerDownAtStartTests {
  let cacheHome = ScratchCacheHome()

  /// A server of books, `/db` listing them, on `port` (any free one by default).
  static func books(port: Int = 0) throws -> LoopbackServer {
    try LoopbackServer(port: port) { request, _ in
      switch request.path.prefix(while: { $0 != "?" }) {
      case "/db": .http(200, body: #"{"books": [{"id": 1, "title": "Dune"}]}"#)
      case "/books": .http(200, body: #"[{"id": 1, "title": "Dune"}]"#)
      default: .http(404, body: "{}")
      }
    }
  }

  /// A server of authors and books, `/db` listing both, on `port`.
  static func authorsAndBooks(port: Int) throws -> LoopbackServer {
    try LoopbackServer(port: port) { request, _ in
      switch request.path.prefix(while: { $0 != "?" }) {
      case "/db":
        .http(
          200,
          body:
            #"{"authors": [{"id": 1, "name": "Herbert"}], "books": [{"id": 1, "title": "Dune"}]}"#
        )
      case "/authors": .http(200, body: #"[{"id": 1, "name": "Herbert"}]"#)
      case "/books": .http(200, body: #"[{"id": 1, "title": "Dune"}]"#)
      default: .http(404, body: "{}")
      }
    }
  }

  /// The port of a server that was there and is gone: connecting to it is refused.
  static func portOfAServerGone() throws -> Int {
    let gone = try books()
    gone.stop()
    return gone.port
  }

  func browse(port: Int, _ options: [String] = []) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", "http://127.0.0.1:\(port)", "--retries", "0", "--color", "never"]
        + options,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }

  /// The port of a server of books that an earlier start browsed, keeping its tab, and that
  /// is gone since.
  func keptFromAnEarlierStart() throws -> Int {
    let first = try Self.books()
    defer { first.stop() }
    let earlier = try browse(port: first.port)
    _ = try earlier.requireScreen("the books never showed") { $0.row(containing: "Dune") != nil }
    earlier.type("q")
    checkEqual(earlier.wait().status, 0)
    return first.port
  }

  @Test func itSaysSoAsksAgainAndShowsTheServersTabsOnceItAnswers() throws {
    let port = try Self.portOfAServerGone()
    let app = try browse(port: port)
    defer { _ = app.wait() }

    let waiting = try app.requireScreen("the program never said the server cannot be reached") {
      $0.lines.joined().contains("again in")
    }
    check(
      waiting.lines.joined().contains("cannot reach 127.0.0.1:\(port)"), "\(waiting.lines)")
    check(!waiting.lines.joined().contains("Posts"), "no JSONPlaceholder tab is made up")
    let server = try Self.books(port: port)
    defer { server.stop() }
    _ = try app.requireScreen("the server's tabs never showed once it answered") {
      $0.line(0).hasPrefix("[Books]") && $0.row(containing: "Dune") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func keysTypedWhileItWaitsReachTheBrowserOnceTheServerAnswers() throws {
    let port = try Self.portOfAServerGone()
    let app = try browse(port: port)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the program never said it asks again") {
      $0.line(0).hasSuffix("· r: now")
    }

    app.type("2")
    let server = try Self.authorsAndBooks(port: port)
    defer { server.stop() }
    app.type("r")

    _ = try app.requireScreen("the second tab, chosen while waiting, never showed") {
      $0.line(0).contains("[Books]") && $0.row(containing: "Dune") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func qWhileItWaitsQuitsAndLeavesTheTerminalAsItWas() throws {
    let port = try Self.portOfAServerGone()
    let app = try browse(port: port)
    _ = try app.requireScreen("the program never said it asks again") {
      $0.line(0).hasSuffix("· r: now")
    }

    app.type("q")

    let result = app.wait(keepingTerminal: true)
    defer { app.closeTerminal() }
    checkEqual(result.status, 0)
    check(!result.output.contains("\u{1B}[?1049h"), "no full screen was entered")
    check(app.hasInitialModes(app.modes), "the terminal echoes and edits lines again")
  }

  @Test func theTabsKeptFromAnEarlierStartShowAtOnceAndComeBackWithTheServer() throws {
    let port = try keptFromAnEarlierStart()

    let app = try browse(port: port)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the kept tab never showed with the server gone") {
      $0.line(0).hasPrefix("[Books]") && $0.line(23).contains("offline: showing data from")
    }
    let server = try Self.books(port: port)
    defer { server.stop() }
    app.type("r")
    _ = try app.requireScreen("the books were never read again from the server once it answered") {
      $0.row(containing: "Dune") != nil && !$0.line(23).contains("offline")
    }
    check(server.receivedPaths.contains { $0.hasPrefix("/books") }, "\(server.receivedPaths)")
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func theServersOwnTabsTakeThePlaceOfThoseKeptOnceItAnswers() throws {
    let port = try keptFromAnEarlierStart()

    let app = try browse(port: port)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the kept tab never showed with the server gone") {
      $0.line(0).hasPrefix("[Books]") && $0.line(23).contains("offline")
    }
    let server = try Self.authorsAndBooks(port: port)
    defer { server.stop() }

    // No key: the server is asked again behind the browser until it answers.
    _ = try app.requireScreen("the server's own tabs never took the place of those kept") {
      $0.line(0).hasPrefix("[Authors]") && $0.row(containing: "Herbert") != nil
        && $0.line(23).contains("the tabs are its own now")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func offlineWithNothingKeptItSaysSoInOneLineAskingNothing() throws {
    let server = try Self.books()
    defer { server.stop() }
    let app = try browse(port: server.port, ["--offline"])

    let result = app.wait()

    checkEqual(result.status, 69)
    let text = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    check(!text.contains("\n"), "one line: \(result.output)")
    check(text.hasPrefix("app: offline, and GET \(server.baseURL)/db is not stored"), "\(text)")
    check(text.hasSuffix("run the command once online first"), "\(text)")
    check(server.receivedRequests.isEmpty)
  }

}
