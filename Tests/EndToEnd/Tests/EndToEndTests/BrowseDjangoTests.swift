import Foundation
import Synchronization
import TestSupport
import Testing

/// `app browse` on an API in Django REST framework's shape, named with `--resource`, on a
/// pseudo-terminal: a `Token` on the command line, every path ending with `/` as the server's
/// settings say, the books read out of `results` and paged to the end by `next`, a book opened,
/// edited and deleted, and one created.
@Suite("app browse on a Django REST framework API", .onWaitingThreads)
struct BrowseDjangoTests {
  let cacheHome = ScratchCacheHome()

  /// Books 1 to 45, 20 a page; every request needs the token, every path its final `/`.
  final class Books: Sendable {
    private let titles = Mutex<[(id: Int, title: String)]>(
      (1...45).map { (id: $0, title: "Book \($0)") })

    var all: [Int: String] {
      Dictionary(uniqueKeysWithValues: titles.withLock { $0.map { ($0.id, $0.title) } })
    }

    func answer(_ request: LoopbackServer.Request, base: String) -> LoopbackServer.Response {
      guard request.headers["authorization"] == "Token abc123" else {
        return .http(401, body: #"{"detail": "Authentication credentials were not provided."}"#)
      }
      let parts = URLComponents(string: request.path)
      let path = parts?.path ?? ""
      let page = parts?.queryItems?.first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
      let all = titles.withLock { $0 }
      if request.method == "GET", path == "/api/books/" {
        let shown = all.dropFirst((page - 1) * 20).prefix(20)
        let next =
          page * 20 < all.count ? #""\#(base)/api/books/?page=\#(page + 1)""# : "null"
        return .http(
          200,
          body: #"{"count": \#(all.count), "next": \#(next), "previous": null, "results": ["#
            + shown.map(Self.body).joined(separator: ",") + "]}")
      }
      if request.method == "POST", path == "/api/books/" {
        guard let title = Self.title(in: request.body), !title.isEmpty else {
          return .http(400, body: #"{"title": ["This field is required."]}"#)
        }
        let book = titles.withLock { titles in
          let book = (id: (titles.map(\.id).max() ?? 0) + 1, title: title)
          titles.append(book)
          return book
        }
        return .http(201, body: Self.body(of: book))
      }
      let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      guard segments.count == 5, segments[1] == "api", segments[2] == "books",
        segments[4].isEmpty, let id = Int(segments[3]),
        let index = all.firstIndex(where: { $0.id == id })
      else { return .http(404, body: #"{"detail": "Not found."}"#) }
      switch request.method {
      case "GET":
        return .http(200, body: Self.body(of: all[index]))
      case "PATCH":
        guard let title = Self.title(in: request.body), !title.isEmpty else {
          return .http(400, body: #"{"title": ["This field may not be blank."]}"#)
        }
        titles.withLock { $0[index].title = title }
        return .http(200, body: Self.body(of: (id: id, title: title)))
      case "DELETE":
        _ = titles.withLock { $0.remove(at: index) }
        return .http(204)
      default:
        return .http(405, body: #"{"detail": "Method not allowed."}"#)
      }
    }

    private static func body(of book: (id: Int, title: String)) -> String {
      #"{"id": \#(book.id), "title": "\#(book.title)"}"#
    }

    private static func title(in body: String) -> String? {
      let object = try? JSONSerialization.jsonObject(with: Data(body.utf8))
      return (object as? [String: Any])?["title"] as? String
    }
  }

  @Test func itsBooksArePagedByNextOpenedEditedDeletedAndCreated() throws {
    let books = Books()
    let base = Mutex("")
    let server = try LoopbackServer { request, _ in
      books.answer(request, base: base.withLock { $0 })
    }
    base.withLock { $0 = server.baseURL }
    defer { server.stop() }
    let config = try ServerSettingsFileTests.config(
      #"{"\#(server.baseURL)": {"records": {"trailingSlash": true}}}"#)
    let app = try TerminalProcess.start(
      [
        "browse", "--base-url", server.baseURL, "--resource", "books:api/books", "-A", "token",
        "-a", "abc123", "--color", "never",
      ],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path, "XDG_CONFIG_HOME": config.url.path])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed out of their results") {
      $0.line(0).hasPrefix("[Books]") && $0.line(23).contains("book 1 of 45")
    }
    app.type("G")
    _ = try app.requireScreen("next was never followed to the last book") {
      $0.line(23).contains("book 45 of 45") && $0.row(containing: "Book 45") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the book never opened") {
      $0.line(0).contains("› Book 45") && $0.row(containing: "title  Book 45") != nil
    }
    app.type("e\u{15}\u{13}")
    _ = try app.requireScreen("the server's refusal was never said by its field") {
      $0.lines.contains { $0.contains("This field may not be blank.") }
    }
    app.type("Tides\u{13}")
    _ = try app.requireScreen("the edit was never shown") {
      $0.row(containing: "title  Tides") != nil && $0.row(containing: "Edit") == nil
    }
    checkEqual(books.all[45], "Tides")
    check(
      server.receivedRequests.contains { $0.method == "PATCH" && $0.path == "/api/books/45/" },
      "the record's path ends with / too")

    app.type("\u{1B}dy")
    _ = try app.requireScreen("the book was never deleted once its window closed") {
      $0.line(23).contains("Deleted book 45.")
    }
    checkEqual(books.all[45], nil)

    app.type("c")
    _ = try app.requireScreen("c never opened a new book's form") {
      $0.row(containing: "New book") != nil
    }
    app.type("\u{13}")
    _ = try app.requireScreen("the server's refusal of a book without a title was never said") {
      $0.lines.contains { $0.contains("This field is required.") }
    }
    app.type("Dune\u{13}")
    _ = try app.requireScreen("the new book was never shown under the cursor") {
      $0.line(23).contains("book 45 of 45") && $0.row(containing: "Dune") != nil
    }
    checkEqual(books.all[45], "Dune")
    check(
      server.receivedRequests.contains { $0.method == "POST" && $0.path == "/api/books/" },
      "the collection's path ends with / too")
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}
