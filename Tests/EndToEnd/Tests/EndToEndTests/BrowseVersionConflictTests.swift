import Foundation
import TestSupport
import Testing

/// A save the server refuses with `412` because the record changed since the form read it: the
/// generic form says so and that it must be opened again (it cannot read the record again
/// itself), and the form opened again saves over the new version.
extension BrowseTests {
  @Test func aSaveRefusedSinceTheUserChangedSaysToOpenItAgain() throws {
    let changed = RemoteServerTests.user.replacingOccurrences(
      of: "ada@example.test", with: "ada@changed.test")
    let saved = changed.replacingOccurrences(of: "Ada Quill", with: "Ada Quill Jr")
    // Someone else changes the email as the first save is sent.
    let isChanged = LockedValue(false)
    let server = try RawLoopbackServer { request, earlier in
      switch (request.method, request.path) {
      case ("PUT", _), ("PATCH", _):
        isChanged.withLock { $0 = true }
        return earlier == 0 ? .http(412, body: "{}") : .http(200, body: saved)
      case ("GET", "/users/3"):
        return .http(200, body: isChanged.current ? changed : RemoteServerTests.user)
      case ("GET", let path) where path.hasPrefix("/users"):
        return .http(200, body: "[\(RemoteServerTests.user)]")
      default:
        return .http(200, headers: ["X-Total-Count": "1"], body: "[\(RemoteServerTests.post)]")
      }
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.row(containing: "Served") != nil }
    app.type("2")
    _ = try app.requireScreen("the users never loaded") { $0.row(containing: "Ada Quill") != nil }
    app.type("e")
    _ = try app.requireScreen("e never opened the user's form") {
      $0.line(1).contains("Edit user 3") && $0.row(containing: "ada@example.test") != nil
    }
    app.type(" Jr\u{13}")
    let refused = try app.requireScreen("the refusal never showed") {
      $0.row(containing: "Esc and open it again to see what changed") != nil
    }
    check(refused.row(containing: "Ada Quill Jr") != nil, "what was typed stays")
    checkEqual(refused.row(containing: "Ctrl-R reads it again"), nil, "the form cannot: \(refused)")

    app.type("\u{12}")
    _ = try app.requireScreen("Ctrl-R never said why it cannot") {
      $0.row(containing: "Ctrl-R: this form cannot read the record again") != nil
    }
    app.type("\u{1B}y")
    _ = try app.requireScreen("the form never closed") { $0.row(containing: "Edit user 3") == nil }
    app.type("\r")
    _ = try app.requireScreen("the user's screen never read the new version") {
      $0.row(containing: "ada@changed.test") != nil
    }
    app.type("e")
    _ = try app.requireScreen("the form opened again never showed the new version") {
      $0.line(1).contains("Edit user 3") && $0.row(containing: "ada@changed.test") != nil
    }
    app.type(" Jr\u{13}")
    _ = try app.requireScreen("the second save never came") {
      server.receivedRequests.filter { ["PUT", "PATCH"].contains($0.method) }.count == 2
        && $0.row(containing: "Edit user 3") == nil
    }
    let sent = try #require(
      server.receivedRequests.last { ["PUT", "PATCH"].contains($0.method) })
    check(sent.body.contains("Ada Quill Jr"), "the name typed")
    check(!sent.body.contains("ada@example.test"), "nothing of the version that was refused")
    app.type("q")
  }
}
