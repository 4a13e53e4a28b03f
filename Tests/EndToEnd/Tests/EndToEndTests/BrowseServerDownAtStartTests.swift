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

  @Test func itSaysSoAsksAgainAndShowsTheServersTabsOnceItAnswers() throws {
    let port = try Self.portOfAServerGone()
    let app = try browse(port: port)
    defer { _ = app.wait() }

    let waiting = try app.requireScreen("the program never said the server cannot be reached") {
      $0.lines.joined().contains("asking again in")
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

  @Test func theTabsKeptFromAnEarlierStartShowAtOnceAndComeBackWithTheServer() throws {
    let first = try Self.books()
    let port = first.port
    let earlier = try browse(port: port)
    _ = try earlier.requireScreen("the books never showed") { $0.row(containing: "Dune") != nil }
    earlier.type("q")
    checkEqual(earlier.wait().status, 0)
    first.stop()

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

  @Test func offlineWithNothingKeptItSaysSoInOneLine() throws {
    let port = try Self.portOfAServerGone()
    let app = try browse(port: port, ["--offline"])

    let result = app.wait()

    check(result.status != 0)
    let lines = result.output.split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).isEmpty
    }
    checkEqual(lines.count, 1, "\(result.output)")
    check(lines.first?.contains("offline") ?? false, "\(result.output)")
  }
}
