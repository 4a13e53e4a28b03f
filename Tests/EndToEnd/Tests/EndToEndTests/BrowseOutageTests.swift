import Foundation
import TestSupport
import Testing

/// `app browse` after an outage, on a pseudo-terminal: once a request reaches the server again,
/// the tabs whose list failed ask again by themselves, once each.
@Suite("app browse after an outage")
struct BrowseOutageTests {
  let cacheHome = ScratchCacheHome()

  @Test func theTabsThatFailedAskAgainOnceTheServerAnswersAgain() throws {
    let isDown = LockedValue(true)
    let server = try RawLoopbackServer { request, _ in
      let path = String(request.path.split(separator: "?").first ?? "")
      let bodies = [
        "/posts": BrowseFreshnessTests.posts(title: "Back again"),
        "/users": "[\(RemoteServerTests.user)]",
        "/albums": #"[{"userId": 3, "id": 1, "title": "Album after the outage"}]"#,
        "/todos":
          #"[{"userId": 3, "id": 1, "title": "To-do after the outage", "completed": false}]"#,
      ]
      guard let body = bodies[path] else { return .http(404, body: "{}") }
      // A status that the client does not retry, and that does not say the server is back.
      if path == "/albums" || path == "/todos", isDown.current { return .http(501, body: "{}") }
      return .http(200, headers: ["X-Total-Count": "1"], body: body)
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("Back again") }

    app.type("3")
    _ = try app.requireScreen("the albums never failed") {
      $0.row(containing: "Could not load albums") != nil
    }
    app.type("4")
    _ = try app.requireScreen("the to-dos never failed") {
      $0.row(containing: "Could not load to-dos") != nil
    }
    app.type("1")
    isDown.withLock { $0 = false }
    app.type("r")
    _ = try app.requireScreen("the status line never said the failed tabs ask again") {
      $0.lines.joined().contains("asking again for the albums, the to-dos")
    }
    app.type("3")
    _ = try app.requireScreen("the albums never came back by themselves") {
      $0.row(containing: "Album after the outage") != nil
    }
    app.type("4")
    _ = try app.requireScreen("the to-dos never came back by themselves") {
      $0.row(containing: "To-do after the outage") != nil
    }
    let asked = server.receivedRequests.filter { $0.path.hasPrefix("/albums") }.count
    #expect(asked == 2, "the albums were asked for once more, not again and again")
    app.type("q")
  }
}
