import Foundation
import TestSupport
import Testing

/// `app browse --offline` refusing a change at once, as it refuses a delete: a to-do's tick and
/// a form's save say why in the status line, change nothing and send nothing.
@Suite("app browse refusing changes offline", .onWaitingThreads)
struct BrowseOfflineChangesTests {
  /// A cache folder of the test's own.
  let cacheHome = ScratchCacheHome()

  /// A server of one post, its author and one of their to-dos, recording every request.
  static func server() throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      switch URLComponents(string: request.path)?.path ?? "" {
      case "/users":
        return .http(200, body: "[\(RemoteServerTests.user)]")
      case "/posts":
        let post = #"{"userId": 3, "id": 1, "title": "Post 1", "body": "b"}"#
        return .http(200, headers: ["X-Total-Count": "1"], body: "[\(post)]")
      case "/todos":
        return .http(200, body: #"[{"userId": 3, "id": 1, "title": "Water", "completed": false}]"#)
      default:
        return .http(404, body: "{}")
      }
    }
  }

  /// Starts the browser on `server` with `options` and waits for its posts.
  func browse(_ server: RawLoopbackServer, _ options: [String] = []) throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL] + options,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("Post 1") }
    return app
  }

  @Test func offlineATickAndASaveAreRefusedAtOnceAndNothingIsSent() throws {
    let server = try Self.server()
    defer { server.stop() }
    let first = try browse(server)
    first.type(":todos\r")
    _ = try first.requireScreen("the to-dos never showed") { $0.line(2).contains("Water") }
    first.type("q")
    try #require(first.wait().status == 0)

    let app = try browse(server, ["--offline"])
    defer { _ = app.wait() }
    app.type(":todos\r")
    _ = try app.requireScreen("the stored to-dos never showed") { $0.line(2).contains("Water") }
    app.type(" ")
    let refused = try app.requireScreen("Space offline was never refused") {
      $0.lines.contains {
        $0.contains("Cannot change completed of todo 1: offline, nothing is sent")
      }
    }
    check(refused.line(2).hasSuffix("[ ]"), "the tick never flips: \(refused)")
    app.type("1e")
    _ = try app.requireScreen("e never opened the post's form") {
      $0.line(1).contains("Edit post 1")
    }
    app.type("\u{13}")
    let form = try app.requireScreen("Ctrl-S offline was never refused") {
      $0.lines.contains { $0.contains("Cannot save post 1: offline, nothing is sent") }
    }
    check(form.line(1).contains("Edit post 1"), "the form stays: \(form)")
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never left the form") { $0.line(2).contains("Post 1") }
    app.type("q")
    checkEqual(app.wait().status, 0)
    let writes = server.receivedRequests.filter { $0.method != "GET" }.map(\.method)
    check(writes.isEmpty, "\(writes)")
  }
}
