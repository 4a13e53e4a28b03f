import Foundation
import TestSupport
import Testing

/// `G`, `S` and `n` on `app browse`'s posts while pages or a search's matches still come: each
/// acts on the whole list once it is there, as it does when nothing is read meanwhile.
@Suite("app browse, keys on the whole list while it comes", .onWaitingThreads)
struct BrowseWholeListKeysTests {
  /// The browser on a cache folder of its own, and the runs that store posts and ask for them
  /// again.
  let refresh = BrowseRefreshTests()

  func browse(_ server: RawLoopbackServer, _ arguments: [String] = []) throws -> TerminalProcess {
    try refresh.browse(server, arguments)
  }

  @Test(arguments: ["G", "St"])
  func keysWhileTheStartUpRefreshReadsCoverEveryPost(keys: String) throws {
    let gate = BrowseRefreshTests.Gate()
    let server = try BrowseRefreshTests.server(gate: gate)
    defer { server.stop() }
    try refresh.storeFirstPages(server)

    let app = try refresh.browseWhileRevalidationHeld(server, gate: gate)
    defer { _ = app.wait() }
    defer { gate.open() }
    app.type(keys)
    gate.open()
    if keys == "G" {
      let screen = try app.requireScreen("G never covered every post") {
        !$0.line(23).contains("loaded") && $0.line(23).contains("of 100")
          && !$0.line(23).contains("loading")
      }
      check(screen.line(23).contains("post 100 of 100"), "\(screen.line(23))")
    } else {
      // A list read a page at a time is sorted by the server, every post in its order.
      _ = try app.requireScreen("S t never asked the server to sort every post") {
        $0.lines.contains { $0.contains("sorted by title on the server") }
          && server.receivedRequests.contains { $0.path.contains("_sort=title") }
      }
    }
    app.type("q")
  }

  @Test func movesAfterGWaitForTheEnd() throws {
    let gate = BrowseRefreshTests.Gate()
    gate.close()
    let server = try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      if components?.path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      let page =
        components?.queryItems?.first { $0.name == "_page" }?.value.flatMap { Int($0) } ?? 1
      let limit =
        components?.queryItems?.first { $0.name == "_limit" }?.value.flatMap { Int($0) } ?? 20
      if page >= 2 { gate.wait() }
      let ids = Array(((page - 1) * limit + 1)...(page * limit)).filter { $0 <= 100 }
      let posts = ids.map { #"{"userId": 3, "id": \#($0), "title": "Post \#($0)", "body": "b"}"# }
      return .http(
        200, headers: ["X-Total-Count": "100"], body: "[\(posts.joined(separator: ","))]")
    }
    defer { server.stop() }
    defer { gate.open() }
    let app = try browse(server)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 50 loaded")
    }
    app.type("Gkk")
    _ = try app.requireScreen("G never asked for the remaining pages") { _ in
      server.receivedRequests.contains { $0.path.contains("_page=2") }
    }
    gate.open()
    let screen = try app.requireScreen("G then k k never ended two above the last post") {
      $0.line(23).contains("post 98 of 100")
    }
    check(!screen.line(23).contains("loaded"))
    app.type("q")
  }

  @Test func nWhileTheServerSearchesWaitsForTheMatches() throws {
    let gate = BrowseRefreshTests.Gate()
    gate.close()
    let server = try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      if components?.path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      if components?.path == "/db" || components?.path == "/" { return .http(404, body: "{}") }
      let query = components?.queryItems ?? []
      let page = query.first { $0.name == "_page" }?.value.flatMap { Int($0) } ?? 1
      let limit = query.first { $0.name == "_limit" }?.value.flatMap { Int($0) } ?? 100
      let text = query.first { $0.name == "q" }?.value
      // The server's search waits for the gate; the pages do not.
      if text != nil { gate.wait() }
      let all = (1...100).map { id in
        (id, id > 40 && id % 3 == 0 ? "A night out \(id)" : "Post \(id)")
      }.filter { post in text.map { post.1.contains($0) } ?? true }
      let posts = all.dropFirst((page - 1) * limit).prefix(limit).map { id, title in
        #"{"userId": 3, "id": \#(id), "title": "\#(title)", "body": "b"}"#
      }
      return .http(
        200, headers: ["X-Total-Count": String(all.count)],
        body: "[\(posts.joined(separator: ","))]")
    }
    defer { server.stop() }
    defer { gate.open() }
    let app = try browse(server, ["--no-cache"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 50 loaded")
    }
    app.type("/night\rn")
    _ = try app.requireScreen("the search never asked the server") { _ in
      server.receivedRequests.contains { $0.path.contains("q=night") }
    }
    gate.open()
    let screen = try app.requireScreen("n never went to the second match once they came") {
      $0.line(23).contains("match 2 of 20")
    }
    check(!screen.line(23).contains("no matches"))
    app.type("q")
  }
}
