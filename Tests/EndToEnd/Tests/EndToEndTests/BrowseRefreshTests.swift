import Dispatch
import Foundation
import Testing

/// `app browse` asking again for the posts it shows, at start from the store and with `r`: the
/// cursor stays on its post, and `r` says what it found.
@Suite("app browse refreshing the posts")
struct BrowseRefreshTests {
  /// A cache folder shared by the runs of one test.
  let cacheHome = ScratchCacheHome()

  /// Holds the answers to revalidations until it is opened.
  final class Gate: @unchecked Sendable {
    private let group = DispatchGroup()
    private let lock = NSLock()
    private var isOpen = false

    init(open: Bool) {
      group.enter()
      if open { self.open() }
    }

    func wait() { group.wait() }

    func open() {
      let opens = lock.withLock {
        defer { isOpen = true }
        return !isOpen
      }
      if opens { group.leave() }
    }
  }

  /// The titles a server gives its 100 posts, which a test may change.
  final class Titles: @unchecked Sendable {
    private let lock = NSLock()
    private var changed: Set<Int> = []

    func change(_ id: Int) { lock.withLock { _ = changed.insert(id) } }

    func title(_ id: Int) -> String {
      lock.withLock { changed.contains(id) ? "Changed post \(id)" : "Post \(id)" }
    }
  }

  /// A server of 100 posts in pages, each page tagged with its titles, that answers a
  /// revalidation of an unchanged page `304` once `gate` is open.
  static func server(gate: Gate, titles: Titles = Titles()) throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      let path = components?.path ?? ""
      if path == "/users" {
        return .http(200, headers: ["ETag": "\"users\""], body: "[\(RemoteServerTests.user)]")
      }
      guard path == "/posts" else { return .http(404, body: "{}") }
      let query = Dictionary(
        (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
        uniquingKeysWith: { first, _ in first })
      let page = query["_page"].flatMap { Int($0) } ?? 1
      let limit = query["_limit"].flatMap { Int($0) } ?? 100
      let ids = Array(((page - 1) * limit + 1)...(page * limit)).filter { $0 <= 100 }
      let posts = ids.map { id in
        #"{"userId": 3, "id": \#(id), "title": "\#(titles.title(id))", "body": "b"}"#
      }
      let body = "[\(posts.joined(separator: ","))]"
      let etag = "\"\(body.hashValue)\""
      let headers = ["ETag": etag, "Cache-Control": "no-cache", "X-Total-Count": "100"]
      if let tag = request.headers["if-none-match"] {
        gate.wait()
        if tag == etag { return .http(304, headers: headers) }
      }
      return .http(200, headers: headers, body: body)
    }
  }

  func browse(_ server: RawLoopbackServer) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }

  @Test("moves made while the stored posts are asked for again are kept")
  func movesKeptWhileRevalidating() throws {
    let gate = Gate(open: true)
    let warming = try Self.server(gate: gate)
    let first = try browse(warming)
    _ = try first.requireScreen("the posts never showed the first time") {
      $0.line(23).contains("post 1 of 100 · 40 loaded")
    }
    first.type("q")
    try #require(first.wait().status == 0)
    warming.stop()

    let held = Gate(open: false)
    defer { held.open() }
    let server = try Self.server(gate: held)
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the stored posts were never asked for again") {
      $0.line(23).contains("post 1 of 100")
        && server.receivedRequests.contains { $0.headers["if-none-match"] != nil }
    }
    app.type(String(repeating: "j", count: 30))
    _ = try app.requireScreen("the cursor never went down while the server was asked") {
      $0.line(23).contains("post 31 of 100 · 40 loaded")
    }
    held.open()
    let screen = try app.requireScreen("the next page never loaded where the cursor was") {
      $0.line(23).contains("post 31 of 100 · 60 loaded")
    }
    #expect(screen.row(containing: "Post 31") != nil)
    app.type("q")
  }

  @Test("r keeps the cursor on its post and says what changed")
  func refreshKeepsTheCursor() throws {
    let titles = Titles()
    let server = try Self.server(gate: Gate(open: true), titles: titles)
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 40 loaded")
    }
    app.type(String(repeating: "j", count: 10))
    _ = try app.requireScreen("the cursor never moved") { $0.line(23).contains("post 11 of") }
    app.type("r")
    _ = try app.requireScreen("r never said the posts were up to date") {
      $0.line(23).contains("post 11 of 100 · 40 loaded · up to date")
    }
    titles.change(3)
    titles.change(30)
    app.type("r")
    let screen = try app.requireScreen("r never said what changed") {
      $0.line(23).contains("post 11 of 100 · 40 loaded · updated: 2 changed")
    }
    #expect(screen.row(containing: "Changed post 30") != nil)
    app.type("q")
  }
}
