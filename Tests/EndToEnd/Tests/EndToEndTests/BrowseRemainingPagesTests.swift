import Foundation
import TestSupport
import Testing

/// `app browse`'s `G` on the posts: the pages after those loaded are asked for several at a
/// time, at most four at once, and one after another when the server gives no count.
@Suite("app browse loading every remaining page with G", .onWaitingThreads)
struct BrowseRemainingPagesTests {
  /// Holds the answers to pages 3 and after until four of them wait at once, or every page
  /// was asked for; counts the most that were asked for at once.
  // A condition, not TestSupport's Gate: the server answers on threads of its own, which block
  // here until enough pages wait.
  final class Barrier: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var waiting = 0
    private var asked: Set<Int> = []
    private var released = false
    private(set) var mostAtOnce = 0
    let lastPage: Int

    init(lastPage: Int) { self.lastPage = lastPage }

    /// Waits until four pages wait at once, or every page from `first` to ``lastPage`` was
    /// asked for; at most ``HangGuard``, so that a test that never gets there fails rather than
    /// hangs.
    func pass(page: Int, from first: Int = 3) {
      condition.lock()
      defer { condition.unlock() }
      asked.insert(page)
      waiting += 1
      mostAtOnce = max(mostAtOnce, waiting)
      if waiting >= 4 || asked.isSuperset(of: first...lastPage) {
        released = true
        condition.broadcast()
      }
      let deadline = HangGuard.deadline
      while !released, condition.wait(until: deadline) {}
      waiting -= 1
      if waiting == 0 { released = false }
    }

    /// Lets every request through, for a test that failed before.
    func releaseAll() {
      condition.lock()
      released = true
      condition.broadcast()
      condition.unlock()
    }

    var most: Int { condition.withLock { mostAtOnce } }
  }

  /// A server of 500 posts in pages, giving their count when `tellsCount`, whose pages after
  /// the second pass `barrier` first.
  static func server(tellsCount: Bool, barrier: Barrier?) throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      let path = components?.path ?? ""
      if path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      guard path == "/posts" else { return .http(404, body: "{}") }
      let query = Dictionary(
        (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
        uniquingKeysWith: { first, _ in first })
      let page = query["_page"].flatMap { Int($0) } ?? 1
      let limit = query["_limit"].flatMap { Int($0) } ?? 500
      if page >= 3 { barrier?.pass(page: page) }
      let ids = Array(((page - 1) * limit + 1)...(page * limit)).filter { $0 <= 500 }
      let posts = ids.map { #"{"userId": 3, "id": \#($0), "title": "Post \#($0)", "body": "b"}"# }
      let headers = tellsCount ? ["X-Total-Count": "500"] : [:]
      return .http(200, headers: headers, body: "[\(posts.joined(separator: ","))]")
    }
  }

  @Test("G asks for the remaining pages four at a time and shows every post in order")
  func fourAtATime() throws {
    let barrier = Barrier(lastPage: 10)
    let server = try Self.server(tellsCount: true, barrier: barrier)
    defer { server.stop() }
    defer { barrier.releaseAll() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 of 500 · 50 loaded")
    }
    app.type("G")
    let screen = try app.requireScreen("G never reached the last post") {
      $0.line(23).contains("post 500 of 500")
    }
    check(screen.row(containing: "Post 500") != nil)
    checkEqual(barrier.most, 4, "four pages were asked for at once, never more")
    // The discovery of the resources asks for one post (`_limit=1`), not for a page.
    let pages = server.receivedRequests.filter { $0.path.hasPrefix("/posts") }.compactMap {
      request in
      let query = URLComponents(string: request.path)?.queryItems ?? []
      return query.contains { $0.name == "_limit" && $0.value == "1" }
        ? nil : query.first { $0.name == "_page" }?.value
    }
    let allPages: Set<String> = Set((1...10).map { String($0) })
    checkEqual(Set(pages), allPages, "each page was asked for")
    checkEqual(pages.count, 10, "once: \(pages)")
    app.type("k")
    let above = try app.requireScreen("the posts were not in order") {
      $0.line(23).contains("post 499 of 500")
    }
    check(above.row(containing: "Post 499") != nil)
    app.type("q")
  }

  @Test("without a count from the server, G asks for the pages one after another")
  func oneAfterAnotherWithoutACount() throws {
    let server = try Self.server(tellsCount: false, barrier: nil)
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    defer { _ = app.wait() }
    // Of a server that says nothing of how many it has, a post is counted among none but
    // those loaded, until they are the whole list.
    _ = try app.requireScreen("the posts never showed") {
      $0.line(23).contains("post 1 · 50 loaded · more on the server")
    }
    app.type("G")
    _ = try app.requireScreen("G never reached the last post") {
      $0.line(23).contains("post 500 of 500")
    }
    app.type("q")
  }

  @Test("G while the second page loads takes that page over and asks for the rest at once")
  func takesOverTheSecondPage() throws {
    let second = BrowseRefreshTests.Gate()
    second.close()
    let server = try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      let path = components?.path ?? ""
      if path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      guard path == "/posts" else { return .http(404, body: "{}") }
      let page =
        components?.queryItems?.first { $0.name == "_page" }?.value.flatMap { Int($0) } ?? 1
      let limit =
        components?.queryItems?.first { $0.name == "_limit" }?.value.flatMap { Int($0) } ?? 300
      if page == 2 { second.wait() }
      let ids = Array(((page - 1) * limit + 1)...(page * limit)).filter { $0 <= 300 }
      let posts = ids.map { #"{"userId": 3, "id": \#($0), "title": "Post \#($0)", "body": "b"}"# }
      return .http(
        200, headers: ["X-Total-Count": "300"], body: "[\(posts.joined(separator: ","))]")
    }
    defer { server.stop() }
    defer { second.open() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    defer { _ = app.wait() }
    /// The pages asked for so far.
    func pages() -> [String] {
      server.receivedRequests.compactMap { request in
        URLComponents(string: request.path)?.queryItems?.first { $0.name == "_page" }?.value
      }
    }
    _ = try app.requireScreen("the posts never showed") { $0.line(23).contains("post 1 of 300") }
    // Near the end of the first page, the second is asked for.
    app.type(String(repeating: "j", count: 30))
    _ = try app.requireScreen("the second page was never asked for") { _ in pages().contains("2") }
    app.type("G")
    // The pages after the second are asked for while it is still held.
    _ = try app.requireScreen("G never asked for the pages after the one loading") { _ in
      Set(pages()).isSuperset(of: ["3", "4", "5"])
    }
    second.open()
    _ = try app.requireScreen("G never reached the last post") {
      $0.line(23).contains("post 300 of 300")
    }
    checkEqual(pages().filter { $0 == "2" }.count, 1, "the second page was asked for once")
    app.type("q")
  }
}
