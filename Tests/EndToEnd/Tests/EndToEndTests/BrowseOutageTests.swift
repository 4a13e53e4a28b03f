import Foundation
import TestSupport
import Testing

/// `app browse` after an outage, on a pseudo-terminal: once a request reaches the server again,
/// the tabs whose list failed and the screens whose record failed ask again by themselves, once
/// each.
@Suite("app browse after an outage", .onWaitingThreads)
struct BrowseOutageTests {
  let cacheHome = ScratchCacheHome()

  @Test func theTabsThatFailedAskAgainOnceTheServerAnswersAgain() throws {
    let isDown = LockedValue(true)
    // The users, which name the owners of the albums and the to-dos, fail too once the posts
    // showed: a read the server answers would end the outage before the test does.
    let usersDown = LockedValue(false)
    let server = try Self.server(
      [
        "/albums": #"[{"userId": 3, "id": 1, "title": "Album after the outage"}]"#,
        "/todos":
          #"[{"userId": 3, "id": 1, "title": "To-do after the outage", "completed": false}]"#,
      ], isDown: isDown,
      failing: { $0 == "/albums" || $0 == "/todos" || ($0 == "/users" && usersDown.current) })
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }
    usersDown.withLock { $0 = true }

    app.type("3")
    _ = try app.requireScreen("the albums never failed") {
      $0.row(containing: "Could not load albums") != nil
    }
    app.type("4")
    _ = try app.requireScreen("the to-dos never failed") {
      $0.row(containing: "Could not load todos") != nil
    }
    app.type("1")
    isDown.withLock { $0 = false }
    app.type("r")
    _ = try app.requireScreen("the status line never said the failed tabs ask again") {
      $0.lines.joined().contains("asking again for the albums, the todos")
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
    // Once by the discovery of the resources, once by the tab, once more after the outage.
    checkEqual(asked, 3, "the albums were asked for once more, not again and again")
    app.type("q")
  }

  @Test func aPostThatFailedAsksAgainOnceTheServerAnswersAnotherRequest() throws {
    let isDown = LockedValue(true)
    let post = #"{"userId": 3, "id": 1, "title": "The post after the outage", "body": "b"}"#
    let server = try Self.server(
      ["/posts/1": post, "/posts/1/comments": "[]", "/users/3": RemoteServerTests.user],
      isDown: isDown, failing: { $0.hasPrefix("/posts/1") })
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }
    app.type("\r")
    // The post shows what its row had at once; its own read fails, and says so.
    _ = try app.requireScreen("the post never failed") {
      $0.lines.joined().contains("r to retry") && $0.lines.joined().contains("did not answer")
    }
    isDown.withLock { $0 = false }
    app.type("2")
    _ = try app.requireScreen("the status line never said the post asks again") {
      $0.lines.joined().contains("asking again for post 1")
    }
    app.type("1")
    _ = try app.requireScreen("the post never came back by itself") {
      $0.row(containing: "The post after the outage") != nil
    }
    // Another answer of the server asks nothing more of the post.
    app.type("2r")
    _ = try app.requireScreen("the users were never asked again") {
      $0.line(23).contains("up to date")
    }
    let asked = server.receivedRequests.filter { $0.path.split(separator: "?").first == "/posts/1" }
    checkEqual(asked.count, 2, "the post was asked for once more, not again and again")
    app.type("\u{1B}q")
  }

  /// A server of one post and one user, and of `bodies` by path, whose paths that are
  /// `failing` are cut off unanswered while `isDown`, as by an outage (an answer, even a 501,
  /// would say the server never stopped).
  private static func server(
    _ bodies: [String: String], isDown: LockedValue<Bool>,
    failing: @escaping @Sendable (String) -> Bool
  ) throws -> RawLoopbackServer {
    let bodies = bodies.merging([
      "/posts": BrowseFreshnessTests.posts(title: "Back again"),
      "/users": "[\(RemoteServerTests.user)]",
    ]) { own, _ in own }
    return try RawLoopbackServer { request, _ in
      let path = String(request.path.split(separator: "?").first ?? "")
      guard let body = bodies[path] else { return .http(404, body: "{}") }
      if failing(path), isDown.current { return .bytes(Data()) }
      return .http(200, headers: ["X-Total-Count": "1"], body: body)
    }
  }

  /// `app browse` on `server`, once its posts show.
  private func browse(_ server: RawLoopbackServer) throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--retries", "0"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("Back again") }
    return app
  }
}
