import Dispatch
import Foundation
import Synchronization
import TestSupport
import Testing

/// `app browse` asking again for what it shows: the posts at start from the store and with `r`,
/// where the cursor stays on its post and `r` says what it found, and the to-dos after a tick.
@Suite("app browse asking again for what it shows", .onWaitingThreads)
struct BrowseRefreshTests {
  /// A cache folder shared by the runs of one test.
  let cacheHome = ScratchCacheHome()

  /// Holds the answers to revalidations while it is closed.
  // A condition, not TestSupport's Gate: the server answers on threads of its own, which block
  // here until the test opens it.
  final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var isOpen = true

    func wait() {
      condition.lock()
      while !isOpen { condition.wait() }
      condition.unlock()
    }

    func close() { set(open: false) }

    func open() { set(open: true) }

    private func set(open: Bool) {
      condition.lock()
      isOpen = open
      condition.broadcast()
      condition.unlock()
    }
  }

  /// The titles a server gives its 100 posts, which a test may change.
  final class Titles: Sendable {
    private let changed = Mutex<Set<Int>>([])

    func change(_ id: Int) { changed.withLock { _ = $0.insert(id) } }

    func title(_ id: Int) -> String {
      changed.withLock { $0.contains(id) } ? "Changed post \(id)" : "Post \(id)"
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

  func browse(
    _ server: RawLoopbackServer, _ arguments: [String] = [], columns: UInt16 = 80,
    rows: UInt16 = 24
  ) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL] + arguments,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path], columns: columns, rows: rows)
  }

  /// Runs the browser once on `server`, storing its first page of posts.
  func storeFirstPages(_ server: RawLoopbackServer) throws {
    let first = try browse(server)
    _ = try first.requireScreen("the posts never showed the first time") {
      $0.line(23).contains("post 1 of 100 · 50 loaded")
    }
    first.type("q")
    try #require(first.wait().status == 0)
  }

  /// Runs the browser again on `server`, `gate` closed, once it shows the stored posts and has
  /// asked for them again; the caller opens the gate and waits for the browser to end.
  func browseWhileRevalidationHeld(_ server: RawLoopbackServer, gate: Gate) throws
    -> TerminalProcess
  {
    gate.close()
    let app = try browse(server)
    do {
      _ = try app.requireScreen("the stored posts were never asked for again") {
        $0.line(23).contains("post 1 of 100")
          && server.receivedRequests.contains { $0.headers["if-none-match"] != nil }
      }
    } catch {
      gate.open()
      _ = app.wait()
      throw error
    }
    return app
  }

  @Test("moves made while the stored posts are asked for again are kept")
  func movesKeptWhileRevalidating() throws {
    let gate = Gate()
    let server = try Self.server(gate: gate)
    defer { server.stop() }
    try storeFirstPages(server)

    let app = try browseWhileRevalidationHeld(server, gate: gate)
    defer { _ = app.wait() }
    defer { gate.open() }
    app.type(String(repeating: "j", count: 30))
    _ = try app.requireScreen("the cursor never went down while the server was asked") {
      $0.line(23).contains("post 31 of 100 · 50 loaded")
    }
    gate.open()
    let screen = try app.requireScreen("the next page never loaded where the cursor was") {
      $0.line(23).contains("post 31 of 100") && !$0.line(23).contains("50 loaded")
    }
    check(screen.row(containing: "Post 31") != nil)
    app.type("q")
  }

  @Test("every stored page of posts shows at once, before the server has answered anything")
  func storedPagesShowAtOnce() throws {
    let gate = Gate()
    let server = try Self.server(gate: gate)
    defer { server.stop() }
    let first = try browse(server)
    _ = try first.requireScreen("the posts never showed the first time") {
      $0.line(23).contains("post 1 of 100")
    }
    first.type("G")
    _ = try first.requireScreen("G never reached the last post the first time") {
      $0.line(23).contains("post 100 of 100")
    }
    first.type("q")
    try #require(first.wait().status == 0)
    let sent = server.receivedRequests.count

    gate.close()
    let app = try browse(server)
    defer { _ = app.wait() }
    defer { gate.open() }
    _ = try app.requireScreen("the stored posts never all showed") {
      $0.line(23).contains("post 1 of 100") && !$0.line(23).contains("loaded")
    }
    app.type("G")
    let screen = try app.requireScreen("G never reached the last stored post") {
      $0.line(23).contains("post 100 of 100")
    }
    check(screen.row(containing: "Post 100") != nil)
    check(
      server.receivedRequests.dropFirst(sent).allSatisfy {
        $0.headers["if-none-match"] != nil || !$0.path.hasPrefix("/posts")
      },
      "only revalidations of the posts were sent, and none was answered")
    app.type("q")
  }

  @Test("at 40 columns a failure in the status line is wrapped whole")
  func statusFailureWrapped() throws {
    let server = try Self.server(gate: Gate())
    defer { server.stop() }
    let first = try browse(server, columns: 40, rows: 12)
    _ = try first.requireScreen("the posts never showed the first time") {
      $0.line(11).contains("post 1 of 100")
    }
    first.type("q")
    try #require(first.wait().status == 0)

    let app = try browse(server, ["--offline"], columns: 40, rows: 12)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the stored posts never showed offline") {
      $0.row(containing: "Post 1") != nil
    }
    app.type("G")
    let screen = try app.requireScreen("the failure of the next page never showed whole") {
      $0.lines.contains { $0.contains("online first") }
    }
    let text = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    check(text.contains("is not stored: browse it once online first"), "\(screen)")
    check(screen.lines.contains { $0.contains("of 100 · 50 loaded") }, "\(screen)")
    app.type("q")
  }

  @Test("r keeps the cursor on its post and says what changed")
  func refreshKeepsTheCursor() throws {
    let titles = Titles()
    let server = try Self.server(gate: Gate(), titles: titles)
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 50 loaded")
    }
    app.type(String(repeating: "j", count: 10))
    _ = try app.requireScreen("the cursor never moved") { $0.line(23).contains("post 11 of") }
    app.type("r")
    _ = try app.requireScreen("r never said the posts were up to date") {
      $0.line(23).contains("post 11 of 100 · 50 loaded · up to date")
    }
    titles.change(3)
    titles.change(30)
    app.type("r")
    let screen = try app.requireScreen("r never said what changed") {
      $0.line(23).contains("post 11 of 100 · 50 loaded · updated: 2 changed")
    }
    check(screen.row(containing: "Changed post 3 ") != nil)
    app.type("q")
  }

  @Test("r with the server gone says why it could not ask, not that the posts are up to date")
  func refreshWithTheServerGone() throws {
    let server = try Self.server(gate: Gate())
    let app = try browse(server)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 100 · 50 loaded")
    }
    server.stop()
    app.type("r")
    let screen = try app.requireScreen("r never said what it found") {
      $0.lines.contains { $0.contains("offline: showing data from") }
        && $0.lines.contains { $0.contains("r to retry") || $0.contains("up to date") }
    }
    let text = screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    check(text.contains("r to retry: cannot reach 127.0.0.1"), "\(screen)")
    check(!text.contains("up to date"), "\(screen)")
    app.type("q")
  }

  /// A server of one user's three to-dos, which it changes as `PATCH /todos/{id}` says.
  static func todosServer() throws -> RawLoopbackServer {
    let done = LockedValue<Set<Int>>([])
    return try RawLoopbackServer { request, _ in
      let path = URLComponents(string: request.path)?.path ?? ""
      let ticked = done.current
      // Once a to-do is ticked, another one reads differently, so the read after it shows.
      let second = !ticked.isEmpty ? "Post the letter again" : "Post the letter"
      let titles = ["Water the plants", second, "Read a chapter"]
      let todos = titles.enumerated().map { index, title in
        #"{"userId": 3, "id": \#(index + 1), "title": "\#(title)", "completed": \#(ticked.contains(index + 1))}"#
      }
      switch (request.method, path) {
      case ("GET", "/todos"), ("GET", "/users/3/todos"):
        return .http(
          200, headers: ["ETag": "\"\(ticked.count)\""], body: "[\(todos.joined(separator: ","))]")
      case ("PATCH", "/todos/1"):
        done.withLock { _ = $0.insert(1) }
        return .http(200, body: todos[0].replacingOccurrences(of: "false", with: "true"))
      case ("GET", "/users"):
        return .http(200, body: "[\(RemoteServerTests.user)]")
      case ("GET", "/users/3"):
        return .http(200, body: RemoteServerTests.user)
      case ("GET", "/users/3/albums"):
        return .http(200, headers: ["X-Total-Count": "0"], body: "[]")
      case ("GET", "/posts"):
        return .http(200, headers: ["X-Total-Count": "0"], body: "[]")
      default:
        return .http(404, body: "{}")
      }
    }
  }

  @Test("a tick reads the to-dos again, so that they show offline afterwards")
  func tickKeepsTheStoreWarm() throws {
    let server = try Self.todosServer()
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    _ = try app.requireScreen("the posts never showed") { $0.line(1).contains("No posts.") }
    app.type(":todos\r")
    _ = try app.requireScreen("the to-dos never showed") {
      $0.row(containing: "Water the plants") != nil
    }
    app.type(" ")
    _ = try app.requireScreen("the to-dos were never read again after the tick") {
      $0.row(containing: "Post the letter again") != nil
    }
    app.type("q")
    try #require(app.wait().status == 0)

    let offline = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--offline"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = offline.wait() }
    _ = try offline.requireScreen("the stored posts never showed") {
      $0.line(1).contains("No posts.")
    }
    offline.type(":todos\r")
    let screen = try offline.requireScreen("the ticked to-dos never showed offline") {
      $0.row(containing: "Water the plants") != nil
    }
    checkEqual(
      screen.row(containing: "Water the plants").map { screen.line($0).hasSuffix("[x]") }, true)
    check(screen.row(containing: "Post the letter again") != nil)
    offline.type("q")
  }

  @Test("a to-do ticked on a user's screen shows on the To-dos tab offline afterwards")
  func tickOnAUsersToDosKeepsEveryToDoStored() throws {
    let server = try Self.todosServer()
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    _ = try app.requireScreen("the posts never showed") { $0.line(1).contains("No posts.") }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.row(containing: "Ada Quill") != nil }
    app.type("\r")
    _ = try app.requireScreen("the user never opened") { $0.row(containing: "catchPhrase") != nil }
    app.type("t")
    _ = try app.requireScreen("the user's to-dos never showed") {
      $0.row(containing: "Water the plants") != nil && $0.line(23).contains("todo 1 of 3")
    }
    let sent = server.receivedRequests.count
    app.type(" ")
    _ = try app.requireScreen("every to-do was never read again after the tick") { _ in
      server.receivedRequests.dropFirst(sent).contains {
        $0.method == "GET" && $0.path.hasPrefix("/todos?")
      }
    }
    // Received is not yet stored: quit once the answer is in the cache.
    let stored = Data("GET \(server.baseURL)/todos?".utf8)
    _ = try app.requireScreen("every to-do was never stored after the tick") { _ in
      FileManager.default.enumerator(at: cacheHome.url, includingPropertiesForKeys: nil)?
        .contains { item in
          guard let file = item as? URL, file.pathExtension == "entry" else { return false }
          return (try? Data(contentsOf: file))?.range(of: stored) != nil
        } == true
    }
    app.type("q")
    try #require(app.wait().status == 0)

    let offline = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--offline"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = offline.wait() }
    _ = try offline.requireScreen("the stored posts never showed") {
      $0.line(1).contains("No posts.")
    }
    offline.type(":todos\r")
    let screen = try offline.requireScreen("the To-dos tab never showed the to-dos offline") {
      $0.row(containing: "Water the plants") != nil
    }
    checkEqual(
      screen.row(containing: "Water the plants").map { screen.line($0).hasSuffix("[x]") }, true,
      "\(screen)")
    check(!screen.lines.contains { $0.contains("not stored") })
    offline.type("q")
  }

  @Test("r asks for the pages shown as G does, several at once, each with its authors")
  func refreshAsksForThePagesAtOnce() throws {
    let barrier = BrowseRemainingPagesTests.Barrier(lastPage: 5)
    let refreshing = LockedValue(false)
    let server = try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      let path = components?.path ?? ""
      if path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      guard path == "/posts" else { return .http(404, body: "{}") }
      let page =
        components?.queryItems?.first { $0.name == "_page" }?.value.flatMap { Int($0) } ?? 1
      let limit =
        components?.queryItems?.first { $0.name == "_limit" }?.value.flatMap { Int($0) } ?? 250
      if refreshing.current, page >= 2 { barrier.pass(page: page, from: 2) }
      let ids = Array(((page - 1) * limit + 1)...(page * limit)).filter { $0 <= 250 }
      let posts = ids.map { #"{"userId": 3, "id": \#($0), "title": "Post \#($0)", "body": "b"}"# }
      return .http(
        200, headers: ["X-Total-Count": "250"], body: "[\(posts.joined(separator: ","))]")
    }
    defer { server.stop() }
    defer { barrier.releaseAll() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 250 · 50 loaded")
    }
    app.type("G")
    _ = try app.requireScreen("G never reached the last post") {
      $0.line(23).contains("post 250 of 250")
    }
    let sent = server.receivedRequests.count
    refreshing.withLock { $0 = true }
    app.type("r")
    _ = try app.requireScreen("r never said the posts were up to date") {
      $0.line(23).contains("up to date")
    }
    let asked = server.receivedRequests.dropFirst(sent)
    checkEqual(barrier.most, 4, "the pages after the first were asked for at once")
    checkEqual(asked.filter { $0.path.hasPrefix("/posts") }.count, 5, "each page once")
    // Each page is read with the users that name its authors, side by side: a round trip a page.
    check(asked.filter { $0.path.hasPrefix("/users") }.count <= 5, "the users once a page")
    app.type("q")
  }
}
