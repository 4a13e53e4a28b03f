import Foundation
import TestSupport
import Testing

/// `app browse` against a server that ignores every paging parameter and sends the same fifty
/// records to each request, stating no total: `G` asks for page 2 once, sees the first page
/// again, and stops there with a line that says the server ignored the page asked for; the
/// status line counts the records among none but those loaded, and a key still works.
@Suite("app browse: a server that ignores the paging asked for", .onWaitingThreads)
struct BrowseIgnoredPagingTests {
  let cacheHome = ScratchCacheHome()

  @Test(arguments: ["127.0.0.1", "::1"])
  func gEndsAfterOneRepeatWithTheLine(address: String) throws {
    let records = (1...50).map { #"{"id": \#($0), "name": "Item \#($0)"}"# }
    let body = "[" + records.joined(separator: ",") + "]"
    let server = try HostileServer(address: address) { request, _ in
      guard request.path.hasPrefix("/items") else { return [.response(404, body: "{}")] }
      return [.response(200, headers: ["Content-Type": "application/json"], body: body)]
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      [
        "browse", "--base-url", server.baseURL.absoluteString, "--resource", "items",
        "--color", "never",
      ],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the items never showed") { $0.row(containing: "Item 21") != nil }
    app.type("G")
    let stopped = try app.requireScreen("G never stopped at the page sent again") {
      $0.lines.joined().contains(
        "page 2 repeated the page before it (the server ignored the page asked for)")
    }
    check(stopped.lines.contains { $0.contains("item 50 · 50 loaded") }, "\(stopped.lines)")
    check(!stopped.lines.contains { $0.contains(" of 50") }, "\(stopped.lines)")
    checkEqual(server.requests.filter { $0.path.hasPrefix("/items") }.count, 2)
    app.type("k")
    _ = try app.requireScreen("a key no longer worked after the stop") {
      $0.lines.contains { $0.contains("item 49 · 50 loaded") }
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}
