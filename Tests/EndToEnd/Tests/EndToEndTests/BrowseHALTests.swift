import Foundation
import Synchronization
import TestSupport
import Testing

/// `app browse` on a HAL API in Spring Data REST's shape, which it has never seen, on a
/// pseudo-terminal: the tabs found in the root's `_links`, a list read out of `_embedded` and
/// paged to the end by its `next` links, a record opened, edited for the version the server
/// wants (`If-Match`, after a `428`), created at the `Location` the server names, and deleted;
/// with ids in its records, and without them, as Spring Data REST gives them by default, each
/// record then known by its self link.
@Suite("app browse on a HAL API", .onWaitingThreads)
struct BrowseHALTests {
  let cacheHome = ScratchCacheHome()

  /// The library's books, their versions, and the authors; every path under `/api`.
  final class Library: Sendable {
    private let books = Mutex<[(id: Int, title: String, version: Int)]>(
      (1...45).map { (id: $0, title: "Book \($0)", version: 0) })
    /// Whether a book's body holds its `id`, beside its self link.
    private let exposesIDs: Bool

    init(exposesIDs: Bool = true) {
      self.exposesIDs = exposesIDs
    }

    /// The titles of the books, by id.
    var titles: [Int: String] {
      Dictionary(uniqueKeysWithValues: books.withLock { $0.map { ($0.id, $0.title) } })
    }

    func answer(_ request: LoopbackServer.Request) -> LoopbackServer.Response {
      let parts = URLComponents(string: request.path)
      let path = (parts?.path ?? "").split(separator: "/").map(String.init)
      let query = Dictionary(
        (parts?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
      // A book's path is `/api/books/ID`; the switch reads it as `/api/books/:id`.
      let id = path.count == 3 && path[1] == "books" ? path[2] : ""
      let route = id.isEmpty ? path.joined(separator: "/") : "api/books/:id"
      switch (request.method, route) {
      case ("GET", "api"):
        return .http(
          200,
          body: #"""
            {"_links": {"books": {"href": "/api/books{?page,size,sort}", "templated": true},
             "authors": {"href": "/api/authors"}, "profile": {"href": "/api/profile"}}}
            """#)
      case ("GET", "api/books"):
        return list(page: query["page"].flatMap(Int.init) ?? 0)
      case ("GET", "api/authors/2"):
        return .http(200, body: #"{"id": 2, "name": "Italo"}"#)
      case ("GET", "api/authors"):
        return .http(
          200,
          body:
            #"{"_embedded": {"authors": [{"id": 1, "name": "Ursula"}, {"id": 2, "name": "Italo"}]}}"#
        )
      case ("GET", "api/books/:id"):
        guard let book = book(id) else { return .http(404, body: #"{"title": "Not Found"}"#) }
        return .http(200, headers: ["ETag": #""v\#(book.version)""#], body: body(of: book))
      case ("PATCH", "api/books/:id"):
        return patch(id, request)
      case ("POST", "api/books"):
        let title = Self.title(in: request.body) ?? "Untitled"
        let new = books.withLock { books in
          let new = (books.map(\.id).max() ?? 0) + 1
          books.append((id: new, title: title, version: 0))
          return new
        }
        return .http(201, headers: ["Location": "/api/books/\(new)"])
      case ("DELETE", "api/books/:id"):
        let removed = books.withLock { books in
          let before = books.count
          books.removeAll { "\($0.id)" == id }
          return books.count < before
        }
        return .http(removed ? 204 : 404)
      default:
        return .http(404, body: #"{"title": "Not Found"}"#)
      }
    }

    /// Page `number` (from 0) of 20 books, linking the next.
    private func list(page number: Int) -> LoopbackServer.Response {
      let all = books.withLock { $0 }
      let page = all.dropFirst(number * 20).prefix(20)
      let pages = (all.count + 19) / 20
      let next =
        number + 1 < pages ? #", "next": {"href": "/api/books?page=\#(number + 1)&size=20"}"# : ""
      return .http(
        200, headers: ["Content-Type": "application/hal+json"],
        body: #"{"_embedded": {"books": [\#(page.map(body).joined(separator: ","))]}, "#
          + #""_links": {"self": {"href": "/api/books?page=\#(number)"}\#(next)}, "#
          + #""page": {"size": 20, "totalElements": \#(all.count), "totalPages": \#(pages), "#
          + #""number": \#(number)}}"#)
    }

    /// A change of a book's title, only for the version it has (`If-Match`): a `428` without
    /// one, a `412` for another.
    private func patch(_ id: String, _ request: LoopbackServer.Request) -> LoopbackServer.Response {
      guard let book = book(id) else { return .http(404) }
      guard let tag = request.headers["if-match"] else {
        return .http(
          428, headers: ["Content-Type": "application/problem+json"],
          body: #"{"title": "Precondition Required", "status": 428}"#)
      }
      guard tag == #""v\#(book.version)""# else { return .http(412) }
      let changed = books.withLock { books in
        guard let index = books.firstIndex(where: { "\($0.id)" == id }) else { return book }
        books[index].title = Self.title(in: request.body) ?? books[index].title
        books[index].version += 1
        return books[index]
      }
      return .http(
        200, headers: ["ETag": #""v\#(changed.version)""#], body: body(of: changed))
    }

    private func book(_ id: String) -> (id: Int, title: String, version: Int)? {
      books.withLock { $0.first { "\($0.id)" == id } }
    }

    private func body(of book: (id: Int, title: String, version: Int)) -> String {
      (exposesIDs ? #"{"id": \#(book.id), "# : "{")
        + #""title": "\#(book.title)", "authorId": \#(book.id % 2 + 1), "#
        + #""_links": {"self": {"href": "http://localhost/api/books/\#(book.id)"}}}"#
    }

    private static func title(in body: String) -> String? {
      let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
      return object?["title"] as? String
    }
  }

  @Test(arguments: [true, false])
  func itsTabsComeFromTheRootAndItsBooksArePagedOpenedEditedCreatedAndDeleted(
    exposesIDs: Bool
  ) throws {
    let library = Library(exposesIDs: exposesIDs)
    let server = try LoopbackServer { request, _ in library.answer(request) }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL + "/api", "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the root's links were never the tabs") {
      $0.line(0).hasPrefix("[Books]· Authors") && $0.line(23).contains("book 1 of 45")
    }
    app.type("G")
    _ = try app.requireScreen("the books were never paged to the end by their next links") {
      $0.line(23).contains("book 45 of 45") && $0.row(containing: "Book 45") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the book never opened with its author") {
      $0.line(0).contains("› Book 45") && $0.row(containing: "authorId  2 › Italo") != nil
    }
    app.type("e")
    _ = try app.requireScreen("e never opened the book's form, without its links") {
      $0.row(containing: "Edit book 45") != nil && $0.row(containing: "_links") == nil
    }
    app.type("\u{15}Tides\u{13}")
    _ = try app.requireScreen("the edit was never shown") {
      $0.row(containing: "title     Tides") != nil && $0.row(containing: "Edit") == nil
    }
    checkEqual(library.titles[45], "Tides")
    let patches = server.receivedRequests.filter { $0.method == "PATCH" }
    checkEqual(patches.map { $0.headers["if-match"] }, [nil, #""v0""#], "sent again for v0")

    app.type("\u{1B}c")
    _ = try app.requireScreen("c never opened a new book's form") {
      $0.row(containing: "New book") != nil
    }
    app.type("Ebb\u{13}")
    _ = try app.requireScreen("the new book, read at its Location, was never shown") {
      $0.line(23).contains("book 46 of 46") && $0.row(containing: "Ebb") != nil
    }
    checkEqual(library.titles[46], "Ebb")

    app.type("dy")
    _ = try app.requireScreen("the book was never deleted once its window closed") {
      $0.line(23).contains("Deleted book 46.")
    }
    checkEqual(library.titles[46], nil)
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func aSecondStartShowsTheTabsFoundBeforeWithoutAskingForThemFirst() throws {
    let library = Library()
    let isRootDown = Mutex(false)
    let server = try LoopbackServer { request, _ in
      if ["/api", "/api/db"].contains(request.path), isRootDown.withLock({ $0 }) {
        return .http(500, body: #"{"title": "Internal Server Error"}"#)
      }
      return library.answer(request)
    }
    defer { server.stop() }
    func browse() throws -> TerminalProcess {
      try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL + "/api", "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    }
    let first = try browse()
    _ = try first.requireScreen("the root's links were never the tabs") {
      $0.line(0).hasPrefix("[Books]· Authors") && $0.row(containing: "Book 1 ") != nil
    }
    first.type("q")
    try #require(first.wait().status == 0)

    // A root that fails now would end a start that had to ask it first.
    isRootDown.withLock { $0 = true }
    let second = try browse()
    defer { _ = second.wait() }
    _ = try second.requireScreen("the second start did not show the tabs found before") {
      $0.line(0).hasPrefix("[Books]· Authors") && $0.row(containing: "Book 1 ") != nil
    }
    second.type("q")
    checkEqual(second.wait().status, 0)
  }

  @Test func aServerThatListsNothingSaysWhatWasAskedInOneLine() throws {
    let server = try LoopbackServer { _, _ in .http(404, body: "{}") }
    defer { server.stop() }

    let result = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path]
    ).wait()

    checkEqual(result.status, 65)
    check(
      result.output.contains(
        "app: found no resources to browse (/db answered 404; the root links no resources; none "
          + "of /posts, /users, /comments, /albums, /photos, /todos answered a list)"),
      "\(result.output)")
    checkEqual(Set(server.receivedPaths).count, 8, "/db, the root and six paths, each once")
  }
}
