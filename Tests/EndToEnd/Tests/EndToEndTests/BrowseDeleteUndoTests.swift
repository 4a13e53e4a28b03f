import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `app browse` deleting with an undo window, against a server that records what it receives: a
/// confirmed delete is sent when the browser ends, however it ends, and never once undone.
@Suite("app browse deleting with undo", .onWaitingThreads)
struct BrowseDeleteUndoTests {
  /// A cache folder of the test's own.
  let cacheHome = ScratchCacheHome()

  /// A server of three posts that deletes anything, recording every request.
  static func server() throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      let path = URLComponents(string: request.path)?.path ?? ""
      if request.method == "DELETE" { return .http(200, body: "{}") }
      if path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      guard path == "/posts" else { return .http(404, body: "{}") }
      let posts = (1...3).map { id in
        #"{"userId": 3, "id": \#(id), "title": "Post \#(id)", "body": "b"}"#
      }
      return .http(
        200, headers: ["X-Total-Count": "3"], body: "[\(posts.joined(separator: ","))]")
    }
  }

  /// Starts the browser on `server` and waits for its posts.
  func browse(_ server: RawLoopbackServer) throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("Post 1") }
    return app
  }

  private func deletes(_ server: RawLoopbackServer) -> [String] {
    server.receivedRequests.filter { $0.method == "DELETE" }.map(\.path)
  }

  @Test(arguments: [("q", Int32(0)), ("\u{03}", 130)])
  func quittingRightAfterYSendsTheDeleteBeforeExiting(key: String, status: Int32) throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server)

    app.type("dy" + key)
    let result = app.wait()

    checkEqual(result.status, status)
    checkEqual(deletes(server), ["/posts/1"])
  }

  @Test func uInTheWindowBringsThePostBackAndNothingIsSent() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server)

    app.type("dy")
    _ = try app.requireScreen("y never hid the post") {
      $0.line(23).contains("Deleted post 1 — u to undo") && $0.line(2).contains("Post 2")
    }
    app.type("u")
    _ = try app.requireScreen("u never brought the post back") {
      $0.line(23).contains("undone") && $0.line(2).hasPrefix("›  1  Post 1")
    }
    app.type("q")
    let result = app.wait()

    checkEqual(result.status, 0)
    check(deletes(server).isEmpty)
  }

  @Test func offlineDIsRefusedAtOnceAndTheRowStays() throws {
    let server = try Self.server()
    defer { server.stop() }
    let first = try browse(server)
    first.type("q")
    try #require(first.wait().status == 0)

    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--offline"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the stored posts never showed") { $0.line(2).contains("Post 1") }
    app.type("d")
    let screen = try app.requireScreen("d offline was never refused") {
      $0.lines.contains { $0.contains("Cannot delete post 1: offline, nothing is sent") }
    }
    check(screen.line(2).contains("Post 1"), "the row stays: \(screen)")
    check(!screen.lines.contains { $0.contains("Delete \"") }, "nothing is asked")
    app.type("y")
    let after = try app.requireScreen("y after the refusal did anything but clear it") {
      !$0.lines.contains { $0.contains("Cannot delete") }
    }
    check(after.line(2).contains("Post 1"), "\(after)")
    check(!after.lines.contains { $0.contains("Deleted") }, "\(after)")
    app.type("q")
    checkEqual(app.wait().status, 0)
    check(deletes(server).isEmpty)
  }

  @Test(arguments: [SIGTERM, SIGHUP])
  func aTerminationSignalInTheWindowSendsTheDeleteFirst(signalNumber: Int32) throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server)

    app.type("dy")
    _ = try app.requireScreen("y never hid the post") {
      $0.line(23).contains("u to undo")
    }
    kill(app.pid, signalNumber)
    let result = app.wait(keepingTerminal: true)

    checkEqual(result.terminatingSignal, signalNumber)
    checkEqual(deletes(server), ["/posts/1"])
    check(!app.screen.isAlternate)
    check(app.hasInitialModes(app.modes), "the terminal's modes are restored")
    app.closeTerminal()
  }
}
