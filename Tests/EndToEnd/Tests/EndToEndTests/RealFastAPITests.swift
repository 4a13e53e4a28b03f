import Foundation
import TestSupport
import Testing

/// The app against FastAPI with fastapi-pagination as its README writes an API
/// (`Tests/RealServers/fastapi`: 120 books at `/books`, fifty a page in `items`, beside
/// `total` and `pages`, and the same books at `/offset-books` by `limit` and `offset`; FastAPI
/// redirects `/books/` to `/books`), run by `make test-servers`.
@Suite(
  "the app against FastAPI", .serialized, .onWaitingThreads,
  .enabled(if: RealServer.isRunning("fastapi")))
struct RealFastAPITests {
  let server: RealServer

  init() throws {
    server = try RealServer.require("fastapi")
  }

  @Test func aPageIsReadOutOfItsItems() throws {
    let (result, requests) = try server.run(["get", "/books"]) { $0.path == "/books" }

    checkEqual(result.status, 0, "\(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n")
    checkEqual(rows.count, 50, "\(result.standardOutput)")
    checkEqual(rows.first, "1\tBook 1\tAuthor 1\t1991\tfalse")
    checkEqual(requests.map(\.status), [200])
  }

  /// Each list of the books, and what the target of its last page has in it: `Page` asks for
  /// `page` and `size`, `LimitOffsetPage` for `limit` and `offset`.
  static let lists = [("/books", "page=3"), ("/offset-books", "offset=100")]

  /// The first column of each row printed: the books' ids.
  static func ids(_ output: String) -> [String] {
    output.split(separator: "\n").map { row in String(row.prefix { $0 != "\t" }) }
  }

  @Test(arguments: lists)
  func everyPageIsReadAsTheAnswersPageIt(path: String, last: String) throws {
    let (result, requests) = try server.run(["get", path, "--all"]) {
      $0.path == path && $0.target.contains(last)
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    checkEqual(Self.ids(result.standardOutput), (1...120).map { "\($0)" })
    checkEqual(requests.first?.description, "GET \(path) 200", "the path as typed first")
    checkEqual(requests.map(\.status), [200, 200, 200], "\(requests)")
    check(
      requests.allSatisfy { !$0.target.contains("_page") && !$0.target.contains("_limit") },
      "nothing of json-server's is added: \(requests)")
  }

  @Test(arguments: lists)
  func everyPageIsPrintedAsOneJSONArray(path: String, last: String) throws {
    let (result, requests) = try server.run(["get", path, "--all", "--json"]) {
      $0.path == path && $0.target.contains(last)
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    let books = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    checkEqual((books as? [[String: Any]])?.compactMap { $0["id"] as? Int }, Array(1...120))
    checkEqual(requests.map(\.status), [200, 200, 200], "\(requests)")
  }

  @Test func aFirstPageIntoAPipeSaysHowManyBooksThereAre() throws {
    let (result, requests) = try server.run(["get", "/books"]) { $0.path == "/books" }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 50, "\(result.standardOutput)")
    check(result.standardError.contains("50 of 120 books"), "\(result.standardError)")
    check(result.standardError.contains("--all reads the rest"), "\(result.standardError)")
    checkEqual(requests.map(\.description), ["GET /books 200"])
  }

  @Test func aPathTypedWithASlashFollowsTheRedirectToTheOneWithout() throws {
    let (result, requests) = try server.run(["get", "/books/?page=3"]) {
      $0.path == "/books" && $0.status == 200
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(
      result.standardOutput.split(separator: "\n").first, "101\tBook 101\tAuthor 1\t2091\tfalse")
    checkEqual(requests.map(\.description), ["GET /books/?page=3 307", "GET /books?page=3 200"])
  }

  /// FastAPI's refusal, Pydantic's `detail` (`422`): each field named, a nested one by its path,
  /// each message whole; nothing is created.
  @Test func aCreateRefusedNamesEveryFieldANestedOneByItsPath() throws {
    let (refused, requests) = try server.run(
      ["create", "authors", "name:=7", "born=soon", #"address:={"country": "FR"}"#]
    ) { $0.method == "POST" }

    checkEqual(refused.status, 65, "\(refused.standardError)")
    checkEqual(
      Set(refused.errorLines),
      [
        #"app: address.city: "Field required""#, #"app: name: "Input should be a valid string""#,
        #"app: born: "Input should be a valid integer, unable to parse string as an integer""#,
      ])
    checkEqual(requests.last?.description, "POST /authors 422")
  }

  /// FastAPI's `422` (Pydantic's `detail`): in the browser's form, each field's message under
  /// it.
  @Test func theBrowsersFormShowsEachRefusalUnderItsField() throws {
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin, "--resource", "books", "--color", "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") { $0.row(containing: "Book 1 ") != nil }
    app.type("c")
    _ = try app.requireScreen("the form never opened") { $0.row(containing: "in_stock") != nil }
    app.type("Left\u{13}")
    let screen = try app.requireScreen("the refusal never showed under the fields") { screen in
      ["author", "year"].allSatisfy { field in
        screen.row(containing: "  \(field)").map { screen.line($0 + 1).contains("Field required") }
          ?? false
      }
    }
    check(screen.row(containing: "Could not save") == nil, "\(screen.lines)")
    app.type("\u{03}")
  }

  @Test func aBookIsCreatedEditedReplacedAndDeleted() throws {
    let (created, creation) = try server.run(
      ["create", "books", "title=Dune", "author=Frank Herbert", "year:=1965", "--json"]
    ) { $0.method == "POST" }
    checkEqual(created.status, 0, "\(created.standardError)")
    let id = try RealServer.createdID(created)
    checkEqual(creation.last?.description, "POST /books 201")

    let (edited, edit) = try server.run(["edit", "books", id, "title=Dune Messiah"]) {
      $0.method == "PATCH"
    }
    checkEqual(edited.status, 0, "\(edited.standardError)")
    check(edited.standardOutput.contains("Dune Messiah"), "\(edited.standardOutput)")
    checkEqual(edit.last?.description, "PATCH /books/\(id) 200")

    let (deleted, deletion) = try server.run(["delete", "books", id, "--yes"]) {
      $0.method == "DELETE"
    }
    checkEqual(deleted.status, 0, "\(deleted.standardError)")
    checkEqual(deletion.last?.description, "DELETE /books/\(id) 204")

    let (missing, _) = try server.run(["get", "/books/\(id)"]) { $0.path == "/books/\(id)" }
    checkEqual(missing.status, 1)
    checkEqual(missing.standardError, "app: book \(id) not found\n")
  }

  /// `G` in the browser, which asks for its pages by json-server's `_page` and `_limit` (no
  /// settings name FastAPI's): fastapi-pagination ignores them and states its own page, so the
  /// pages after the first are asked for by its `page` and `size` (or `offset` and `limit`),
  /// to the true end, the status line counting against the total it states.
  @Test(arguments: [("books", "page=3&size=50"), ("offset-books", "offset=100&limit=50")])
  func theBrowserPagesToTheTrueEndByTheServersOwnParameters(resource: String, last: String)
    throws
  {
    let mark = server.mark()
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin, "--resource", resource, "--color", "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") {
      $0.row(containing: "Book 1 ") != nil && $0.line(23).contains("1 of 120")
    }
    app.type("G")
    _ = try app.requireScreen("the pages were never followed to book 120") {
      $0.line(23).contains("120 of 120") && $0.row(containing: "Book 120") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
    let requests = server.requests(since: mark) { $0.target.hasSuffix(last) }
    checkEqual(requests.count, 3, "\(requests)")
    checkEqual(requests.map(\.status), [200, 200, 200])
    checkEqual(requests.last?.target, "/\(resource)?\(last)")
  }

  /// `--page 2` asks by json-server's `_page`, which fastapi-pagination does not take: its
  /// answer says it is page 1, so page 2 is asked for again by its own `page` and `size`.
  @Test func aPageAskedForIsReadByTheServersOwnParametersWhereItIgnoredOurs() throws {
    let (result, requests) = try server.run(["get", "/books", "--page", "2"]) {
      $0.path == "/books" && $0.target.contains("page=2&size=50")
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n")
    checkEqual(rows.count, 50)
    checkEqual(rows.first, "51\tBook 51\tAuthor 1\t2041\tfalse")
    checkEqual(requests.map(\.target), ["/books?_page=2", "/books?page=2&size=50"])
  }
}
