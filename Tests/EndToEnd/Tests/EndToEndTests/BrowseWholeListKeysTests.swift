import Foundation
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
    let screen = try app.requireScreen("the key never covered every post") {
      !$0.line(23).contains("loaded") && $0.line(23).contains("of 100")
        && !$0.line(23).contains("loading")
    }
    if keys == "G" {
      #expect(screen.line(23).contains("post 100 of 100"), "\(screen.line(23))")
    } else {
      // Sorted by title, `Post 99` comes last, whatever page it came on.
      app.type("G")
      let end = try app.requireScreen("G never went to the end of the sorted posts") {
        $0.line(23).contains("post 99 · 100 of 100")
      }
      #expect(end.row(containing: "Post 99") != nil)
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
      if page >= 3 { gate.wait() }
      let ids = Array(((page - 1) * 20 + 1)...(page * 20)).filter { $0 <= 100 }
      let posts = ids.map { #"{"userId": 3, "id": \#($0), "title": "Post \#($0)", "body": "b"}"# }
      return .http(
        200, headers: ["X-Total-Count": "100"], body: "[\(posts.joined(separator: ","))]")
    }
    defer { server.stop() }
    defer { gate.open() }
    let app = try browse(server)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 40 loaded")
    }
    app.type("Gkk")
    _ = try app.requireScreen("G never asked for the remaining pages") { _ in
      server.receivedRequests.contains { $0.path.contains("_page=3") }
    }
    gate.open()
    let screen = try app.requireScreen("G then k k never ended two above the last post") {
      $0.line(23).contains("post 98 of 100")
    }
    #expect(!screen.line(23).contains("loaded"))
    app.type("q")
  }

  @Test func nWhileTheSearchReadsEveryPostWaitsForTheMatches() throws {
    let gate = BrowseRefreshTests.Gate()
    gate.close()
    let server = try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      if components?.path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      if components?.path == "/db" || components?.path == "/" { return .http(404, body: "{}") }
      let query = components?.queryItems ?? []
      let page = query.first { $0.name == "_page" }?.value.flatMap { Int($0) }
      // Every post, for the search, waits for the gate; the pages do not.
      if page == nil { gate.wait() }
      let range = page.map { (($0 - 1) * 20 + 1)...($0 * 20) } ?? 1...100
      let posts = range.map { id in
        let title = id > 40 && id % 3 == 0 ? "A night out \(id)" : "Post \(id)"
        return #"{"userId": 3, "id": \#(id), "title": "\#(title)", "body": "b"}"#
      }
      return .http(
        200, headers: ["X-Total-Count": "100"], body: "[\(posts.joined(separator: ","))]")
    }
    defer { server.stop() }
    defer { gate.open() }
    let app = try browse(server, ["--no-cache"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 40 loaded")
    }
    app.type("/night\rn")
    _ = try app.requireScreen("the search never asked for every post") { _ in
      server.receivedRequests.contains { !$0.path.contains("_page") && $0.path.hasPrefix("/posts") }
    }
    gate.open()
    let screen = try app.requireScreen("n never went to the second match once they came") {
      $0.line(23).contains("match 2 of 20")
    }
    #expect(!screen.line(23).contains("no matches"))
    app.type("q")
  }
}
