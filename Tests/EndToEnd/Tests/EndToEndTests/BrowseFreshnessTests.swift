import Foundation
import TestSupport
import Testing

/// `app browse` with the HTTP cache: stored screens shown at once, revalidated in the
/// background, and used offline.
@Suite("app browse with stored data", .onWaitingThreads)
struct BrowseFreshnessTests {
  /// A cache folder shared by the runs of one test.
  let cacheHome = ScratchCacheHome()

  static func posts(title: String) -> String {
    """
    [{"userId": 3, "id": 1, "title": "\(title)", "body": "b"}]
    """
  }

  /// A server whose posts are titled `title`, with an `ETag` of that title, that answers a
  /// revalidation as `revalidation` says.
  static func server(
    title: String, revalidation: @escaping @Sendable (_ title: String) -> RawLoopbackServer.Reply
  ) throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      let etag = "\"\(title)\""
      let headers = ["ETag": etag, "Cache-Control": "no-cache", "X-Total-Count": "1"]
      if request.headers["if-none-match"] != nil {
        return revalidation(title)
      }
      let path = request.path.split(separator: "?").first ?? ""
      let post = String(posts(title: title).dropFirst().dropLast())
      let bodies = [
        "/posts": posts(title: title), "/posts/1": post, "/posts/1/comments": "[]",
        "/users": "[\(RemoteServerTests.user)]", "/users/3": RemoteServerTests.user,
      ]
      guard let body = bodies[String(path)] else { return .http(404, body: "{}") }
      return .http(200, headers: headers, body: body)
    }
  }

  /// Stores the server's first page of posts, its users and post 1 by browsing them once.
  func warm(_ server: RawLoopbackServer) throws {
    let app = try browse(server)
    _ = try app.requireScreen("the posts never showed the first time") {
      $0.line(2).contains(" title") && $0.line(23).contains("post 1 of 1")
    }
    app.type("\r")
    // The row shows at once; its author's name only once the post itself has come (and been
    // stored), so quitting before that would leave the post out of the store.
    _ = try app.requireScreen("the post never came the first time") {
      $0.row(containing: "3 › Ada Quill") != nil
    }
    app.type("\u{1B}2")
    // The posts name Ada Quill too: wait for the users' own tab, whose list is then stored.
    _ = try app.requireScreen("the users never showed the first time") {
      $0.line(0).contains("[Users]") && $0.row(containing: "Ada Quill") != nil
    }
    app.type("q")
    try #require(app.wait().status == 0)
  }

  func browse(_ server: RawLoopbackServer, _ arguments: [String] = []) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL] + arguments,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }

  @Test("stored posts show at once, marked with their age, while the server is asked again")
  func storedFirst() throws {
    let server = try Self.server(title: "Stored title") { _ in .hold(Data()) }
    defer { server.stop() }
    try warm(server)
    let app = try browse(server)
    defer { _ = app.wait() }

    _ = try app.requireScreen("the stored posts never showed with their age") {
      $0.line(2).contains("Stored title") && $0.line(23).contains("updated ")
    }
    _ = try app.requireScreen("the posts were never asked for again") { _ in
      server.receivedRequests.contains { $0.headers["if-none-match"] == "\"Stored title\"" }
    }
    app.type("q")
  }

  @Test("what the server answers in the background replaces the stored screen in place")
  func updatedInPlace() throws {
    let stored = try Self.server(title: "Old title") { _ in .http(500) }
    try warm(stored)
    stored.stop()
    let server = try Self.server(title: "New title") { title in
      .http(200, headers: ["ETag": "\"\(title)\""], body: Self.posts(title: title))
    }
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }

    let screen = try app.requireScreen("the new title never replaced the stored one") {
      $0.line(2).contains("New title")
    }
    check(!screen.line(23).contains("updated"), "the data is the server's now")
    check(!screen.line(23).contains("offline"))
    app.type("q")
  }

  @Test("with the server gone, the stored screens still work and say they are offline")
  func serverGone() throws {
    let server = try Self.server(title: "Stored title") { _ in .hold(Data()) }
    try warm(server)
    server.stop()
    let app = try browse(server)
    defer { _ = app.wait() }

    let screen = try app.requireScreen("the status line never said it was offline") {
      $0.line(2).contains("Stored title") && $0.line(23).contains("offline: showing data from")
    }
    check(!screen.line(23).contains("warning"), "said once, not also as a warning")
    app.type("\r")
    _ = try app.requireScreen("the stored post never opened") {
      $0.row(containing: "title   Stored title") != nil
        && $0.line(23).contains("offline: showing data from")
    }
    app.type("q")
  }

  @Test("--offline runs the whole browser from the store and sends nothing")
  func offline() throws {
    let server = try Self.server(title: "Stored title") { _ in .hold(Data()) }
    defer { server.stop() }
    try warm(server)
    let sent = server.receivedRequests.count
    let app = try browse(server, ["--offline"])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the stored posts never showed offline") {
      $0.line(2).contains("Stored title") && $0.line(23).contains("offline: showing data from")
    }
    app.type("2")
    _ = try app.requireScreen("the stored users never showed offline") {
      $0.line(0).contains("[Users]") && $0.row(containing: "Ada Quill") != nil
    }
    app.type("q")
    checkEqual(server.receivedRequests.count, sent)
  }

  @Test("a tab that stood in for a failing server says so no more once a request succeeds")
  func aSuccessEndsTheOfflineNote() throws {
    let failing = LockedValue(false)
    let server = try RawLoopbackServer { request, _ in
      let path = URLComponents(string: request.path)?.path ?? ""
      if failing.current, path == "/users" { return .http(503, body: "{}") }
      let headers = ["ETag": "\"1\"", "Cache-Control": "no-cache", "X-Total-Count": "1"]
      switch path {
      case "/posts": return .http(200, headers: headers, body: Self.posts(title: "Stored title"))
      case "/users": return .http(200, headers: headers, body: "[\(RemoteServerTests.user)]")
      default: return .http(404, body: "{}")
      }
    }
    defer { server.stop() }
    let first = try browse(server)
    _ = try first.requireScreen("the posts never showed the first time") {
      $0.line(2).contains("Stored title")
    }
    first.type("2")
    // The posts name Ada Quill too: wait for the users' own tab, whose list is then stored.
    _ = try first.requireScreen("the users never showed the first time") {
      $0.line(0).contains("[Users]") && $0.row(containing: "Ada Quill") != nil
    }
    first.type("q")
    try #require(first.wait().status == 0)

    failing.withLock { $0 = true }
    let app = try browse(server)
    defer { _ = app.wait() }
    // The posts, shown from the store, are asked for again in the background, with their
    // authors: wait for that answer, whose authors stood in for the failing users, before the
    // users' tab. Its posts came from the server, which ends every tab's offline note: taken
    // after the users', it would end theirs before the test could see it.
    _ = try app.requireScreen("the posts were never asked for again in the background") {
      $0.line(2).contains("Stored title") && $0.line(23).contains("offline: showing data from")
    }
    app.type("2")
    _ = try app.requireScreen("the users never said they stood in for the server") {
      $0.line(0).contains("[Users]") && $0.row(containing: "Ada Quill") != nil
        && $0.line(23).contains("offline: showing data from")
    }
    let usersAsked = { server.receivedRequests.filter { $0.path.hasPrefix("/users") }.count }
    let askedInTheOutage = usersAsked()
    failing.withLock { $0 = false }
    app.type("1r")
    _ = try app.requireScreen("the posts were never asked for again") {
      $0.line(23).contains("up to date")
    }
    app.type("2")
    // The posts' answer ends the outage: the users' tab asks again by itself.
    _ = try app.requireScreen("the users never came back from the server") {
      $0.row(containing: "Ada Quill") != nil && $0.line(23).contains("user 3 · 1 of 1")
        && !$0.line(23).contains("offline") && usersAsked() > askedInTheOutage
    }
    app.type("q")
  }
}
