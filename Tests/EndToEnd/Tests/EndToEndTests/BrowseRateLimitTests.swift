import Foundation
import TestSupport
import Testing

/// `app browse` refused by a rate limit: the status line says the wait in words, as the
/// one-shot commands print it, and says it again as it runs down, never stale; the wait is one
/// for every request to the server; `/db` rate limited is waited out before the browser starts,
/// within `--retries`, the line saying when it asks again, then why it stopped, `r` asking again.
@Suite("app browse, a rate limit", .onWaitingThreads)
struct BrowseRateLimitTests {
  let cacheHome = ScratchCacheHome()
  /// A rate limit that resets past the longest wait of a request, which fails at once.
  static let limited = RawLoopbackServer.Reply.http(
    429, headers: ["Retry-After": "120"], body: "{}")

  @Test func theStatusLineSaysTheWaitAndTheTimeOfTheResetAsItRunsDown() throws {
    // A server whose `/db` lists posts, whose list is rate limited.
    let server = try RawLoopbackServer { request, _ in
      request.path == "/db"
        ? .http(200, body: #"{"posts": [{"id": 1}]}"#)
        : .http(429, headers: ["Retry-After": "3"], body: "{}")
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--no-cache", "--retries", "0"], columns: 120,
      rows: 24)
    defer { _ = app.wait() }
    let screen = try app.requireScreen("the status line never said the wait") {
      Self.statusLine(of: $0).contains("rate limited; try again in")
    }
    check(
      Self.statusLine(of: screen).contains(" s, at "),
      "the wait and the time of day: \(Self.statusLine(of: screen))")
    // No key is pressed: the wait is said again as the clock runs.
    _ = try app.requireScreen("the wait was never said again as it ran down") {
      Self.statusLine(of: $0).contains("try again in 1 s, at ")
    }
    app.type("q")
  }

  @Test func aWaitIsOneForEveryRequestToTheServer() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.failures.withLock { $0["/authors"] = Self.limited }
    let app = try browse(shop)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the authors were never rate limited") {
      Self.statusLine(of: $0).contains("rate limited; try again in 2 min")
    }
    app.type("2")
    _ = try app.requireScreen("the books did not wait for the reset") {
      $0.line(0).contains("[Books]")
        && $0.lines.joined().contains("not sent: the server answered HTTP 429 before")
    }
    check(!shop.receivedPaths.contains { $0.hasPrefix("/books") }, "\(shop.receivedPaths)")
    app.type("q")
  }

  @Test func aRecordRateLimitedSaysTheTimeOfTheResetWhichDoesNotGoStale() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    let app = try browse(shop)
    defer { _ = app.wait() }
    app.type("3")
    _ = try app.requireScreen("the reviews never showed") { $0.line(23).contains("review 1 of ") }
    shop.failures.withLock { $0["/reviews/1"] = Self.limited }
    app.type("\r")
    // The review is shown at once from the list, and its refresh, rate limited, keeps it.
    let record = try app.requireScreen("the review's refresh was never rate limited") {
      $0.row(containing: "review 1") != nil && Self.statusLine(of: $0).contains("r to retry:")
    }
    let status = Self.statusLine(of: record)
    check(status.contains("rate limited; try again at "), "\(status)")
    check(!status.contains("try again in"), "a notice is not drawn again each second: \(status)")
    app.type("\u{1B}q")
  }

  @Test func aDatabaseRateLimitedIsWaitedOutBeforeTheBrowserStarts() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.nextFailures.withLock {
      $0["/db"] = .http(429, headers: ["Retry-After": "2"], body: "{}")
    }
    // The request's own deadline is too short for the wait: the start waits it out itself.
    let app = try browse(shop, ["--timeout", "1"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the start-up line never said it waits for the rate limit") {
      $0.line(0).contains("Loading /db… rate limited: asking again at ")
    }
    _ = try app.requireScreen("the browser never started after the wait") {
      $0.line(0).hasPrefix(" [Authors]") || $0.line(0).hasPrefix("[Authors]")
    }
    checkEqual(shop.receivedPaths.filter { $0 == "/db" }.count, 2)
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func aDatabaseRateLimitedSaysSoFromTheFirstAnswerAndWhenItAsksAgain() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.failures.withLock { $0["/db"] = .http(429, headers: ["Retry-After": "3"], body: "{}") }
    let app = try browse(shop)
    defer { _ = app.wait() }
    // The session waits for the reset itself: the line says so from its first answer.
    _ = try app.requireScreen("the start-up line never said the session waits for the reset") {
      $0.line(0).contains("Loading /db… rate limited: asking again at ")
    }
    checkEqual(shop.receivedPaths.filter { $0 == "/db" }.count, 1, "said before asking again")
    shop.failures.withLock { $0["/db"] = nil }
    _ = try app.requireScreen("the browser never started once /db answered") {
      $0.line(0).contains("[Authors]")
    }
    checkEqual(shop.receivedPaths.filter { $0 == "/db" }.count, 2)
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func withoutRetriesADatabaseRateLimitedIsAskedOnceThenSaysWhyAndRAsksAgain() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.failures.withLock { $0["/db"] = .http(429, headers: ["Retry-After": "1"], body: "{}") }
    let app = try browse(shop, ["--retries", "0"])
    defer { _ = app.wait() }
    let limited = try app.requireScreen("the start-up line never said why it stopped asking") {
      $0.line(0).contains("rate limited; try again at ") && $0.line(0).hasSuffix("r: ask again")
    }
    check(!limited.line(0).contains("Loading"), "nothing loads: \(limited.line(0))")
    checkEqual(shop.receivedPaths.filter { $0 == "/db" }.count, 1, "--retries 0: asked once")
    shop.failures.withLock { $0["/db"] = nil }
    app.type("r")
    _ = try app.requireScreen("r never asked again") { $0.line(0).contains("[Authors]") }
    checkEqual(shop.receivedPaths.filter { $0 == "/db" }.count, 2)
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  /// The status line of `screen`, on its last two rows, its words joined by single spaces.
  private static func statusLine(of screen: TerminalScreen) -> String {
    words(of: screen.lines.suffix(2))
  }

  /// The words of `lines`, joined by single spaces, whatever the lines broke them at.
  private static func words(of lines: some Sequence<String>) -> String {
    lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
  }

  /// `app browse` on `shop`, with `arguments`, its cache this test's.
  private func browse(_ shop: BookshopServer, _ arguments: [String] = []) throws -> TerminalProcess
  {
    try TerminalProcess.start(
      ["browse", "--base-url", shop.baseURL, "--color", "never"] + arguments,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }
}
