import Foundation
import TestSupport
import Testing

/// The app against Flask-Restless-NG as its quickstart writes an API, with no settings
/// (`Tests/RealServers/flask_restless`: 25 books and 5 authors at `/api/book` and
/// `/api/author` as JSON:API documents, a book's author a relationship; the server answers
/// only a request that accepts JSON:API's media type), run by `make test-servers`.
///
/// The program asks for JSON (`Accept: application/json`) until the server refuses it naming
/// JSON:API's media type; from then on it reads and writes JSON:API.
@Suite(
  "the app against Flask-Restless-NG", .serialized, .onWaitingThreads,
  .enabled(if: RealServer.isRunning("flask_restless")))
struct RealFlaskRestlessTests {
  let server: RealServer

  init() throws {
    server = try RealServer.require("flask_restless")
  }

  private var api: String { server.origin + "/api" }

  @Test func aReadRefusedForAskingForJSONIsAskedAgainInJSONAPIOnce() throws {
    let (result, requests) = try server.run(["get", "/book/7"], under: "/api") {
      $0.status == 200
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(
      result.standardOutput,
      """
      id        7
      in_stock  false
      title     Book 7
      year      1997
      author    author 3

      """)
    checkEqual(requests.map(\.description), ["GET /api/book/7 406", "GET /api/book/7 200"])
  }

  @Test func aRelationshipIsNamedByTheRecordTheAnswerIncludes() throws {
    let result = try AppProcess.run(["get", "/book/7?include=author", "--base-url", api])

    checkEqual(result.status, 0, "\(result.standardError)")
    check(
      result.standardOutput.contains("author    author 3 · Author 2\n"), "\(result.standardOutput)")
  }

  /// Every page, by the `next` links of JSON:API's `links`, to the total its `meta` states.
  @Test func aListIsReadToItsEndByItsNextLinks() throws {
    let (result, requests) = try server.run(["get", "/book", "--all"], under: "/api") {
      $0.target.hasSuffix("page[number]=3")
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n")
    checkEqual(rows.count, 25)
    checkEqual(rows.first, "1\tBook 1\tfalse\t1991\t2", "the author is its id")
    checkEqual(requests.filter { $0.status == 406 }.count, 1, "\(requests)")
  }

  /// A refusal of the data in JSON:API's `errors` (a `409` for a title taken) is a rejection,
  /// as at `400` or `422`: exit 65, the server's words whole, in one line.
  @Test func aConstraintRefusedIsARejection() throws {
    let (result, requests) = try server.run(["create", "book", "title=Book 1"], under: "/api") {
      $0.method == "POST" && $0.status == 409
    }

    checkEqual(result.status, 65, "\(result.standardError)")
    checkEqual(
      result.errorLines.count, 1,
      "the refusal alone, no note of the fields left out: \(result.standardError)")
    // The server's words whole, its SQL and its link included, on one line.
    let line = try #require(result.errorLines.last)
    check(line.hasPrefix(#"app: "(sqlite3.IntegrityError) UNIQUE constraint"#), "\(line)")
    check(line.contains("[SQL: INSERT INTO book"), "\(line)")
    check(
      line.hasSuffix(#"(Background on this error at: https://sqlalche.me/e/20/gkpj)""#), "\(line)")
    checkEqual(requests.filter { $0.method == "POST" }.map(\.status), [409])
  }

  /// A book created on the command line with its author given by its id, which the books read
  /// hold as a relationship: the author is a relationship of the document sent; the book is
  /// then deleted.
  @Test func aBookIsCreatedWithItsAuthorAndDeleted() throws {
    let created = try AppProcess.run([
      "create", "book", "title=Dune", "year:=1965", "author=4", "--json", "--base-url", api,
    ])
    checkEqual(created.status, 0, "\(created.standardError)")
    let id = try RealServer.createdID(created)
    check(created.standardOutput.contains(#""id": "4""#), "\(created.standardOutput)")

    let (deleted, deletion) = try server.run(["delete", "book", id, "--yes"], under: "/api") {
      $0.method == "DELETE"
    }
    checkEqual(deleted.status, 0, "\(deleted.standardError)")
    checkEqual(deletion.last?.description, "DELETE /api/book/\(id) 204")
  }

  /// The tabs named with `--resource`; the books paged to the end; a book opened and its author
  /// followed by its relationship; the author's books listed.
  @Test func theBrowserFollowsABooksAuthorAndTheAuthorsBooks() throws {
    let app = try TerminalProcess.start([
      "browse", "--base-url", api, "--resource", "book", "--resource", "author", "--color",
      "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") {
      $0.line(0).hasPrefix("[Book]· Author") && $0.row(containing: "Book 1 ") != nil
    }
    app.type("G")
    _ = try app.requireScreen("the list was never read to its end") {
      $0.line(23).contains(#/ (\d+) of \1 /#) && $0.row(containing: "Book 25") != nil
    }
    app.type("g\r")
    let book = try app.requireScreen("the book never opened with its author") {
      $0.line(0).contains("[Book]· Author  › Book 1") && $0.row(containing: "author") != nil
        && $0.row(containing: "2 › Author 1") != nil
    }
    // The cursor starts on the first line that opens something: the author.
    check(book.row(containing: "› author") != nil, "\(book.description)")
    app.type("\r")
    _ = try app.requireScreen("the author never opened") {
      $0.line(0).contains("› Book 1 › Author 1") && $0.row(containing: "books") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the author's books never listed") {
      $0.line(0).contains("› books of author 2") && $0.row(containing: "Book 6 ") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  /// A book created in the browser's form, its author picked among the authors; then deleted.
  @Test func theBrowserCreatesABookWithItsAuthorPicked() throws {
    let mark = server.mark()
    let app = try TerminalProcess.start([
      "browse", "--base-url", api, "--resource", "book", "--resource", "author", "--color",
      "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") { $0.row(containing: "Book 1 ") != nil }
    app.type("c")
    _ = try app.requireScreen("the form never opened") {
      $0.row(containing: "author") != nil && $0.row(containing: "none · Enter to choose") != nil
    }
    // The title first, as the list's columns; the author picked on its row.
    app.type("The Left Hand")
    try app.focusFormField("author")
    app.type("\r")
    _ = try app.requireScreen("the author picker never listed the authors") {
      $0.row(containing: "Author 3 (#4)") != nil
    }
    app.type("Author 3\r")
    _ = try app.requireScreen("the author was never picked") {
      $0.row(containing: "Author 3 (#4)") != nil && $0.row(containing: "Submit") != nil
    }
    app.type("\u{13}")
    _ = try app.requireScreen("the book never showed as created") {
      $0.row(containing: "The Left Hand") != nil && $0.row(containing: "Submit") == nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)

    let created = server.requests(since: mark) { $0.method == "POST" }
    checkEqual(created.filter { $0.method == "POST" }.map(\.status), [201])
    let listed = try AppProcess.run(["get", "/book", "--all", "--base-url", api])
    let row = try #require(
      listed.standardOutput.split(separator: "\n").first { $0.contains("The Left Hand") })
    check(row.hasSuffix("\t4"), "the author picked: \(row)")
    let id = String(row.prefix { $0 != "\t" })
    let deleted = try AppProcess.run(["delete", "book", id, "--yes", "--base-url", api])
    checkEqual(deleted.status, 0, "\(deleted.standardError)")
  }

  /// A `409` whose `detail` is the SQL error in one long line: the form shows it above its
  /// fields, wrapped, and Ctrl-O the request and the whole answer, found in with `/`, at 40
  /// columns.
  @Test func aLongRefusalIsReadWholeInTheFormAndTheAnswerScreen() throws {
    let app = try TerminalProcess.start(
      ["browse", "--base-url", api, "--resource", "book", "--color", "never"], columns: 40)
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") { $0.row(containing: "Book 1") != nil }
    app.type("c")
    _ = try app.requireScreen("the form never opened") { $0.row(containing: "title") != nil }
    app.type("Book 1\u{13}")
    _ = try app.requireScreen("the refusal never showed whole above the fields") { screen in
      guard let start = screen.row(containing: "(sqlite3.IntegrityError)"),
        let end = screen.row(containing: "gkpj"), let title = screen.row(containing: "› title")
      else { return false }
      return start < end && end < title
    }
    app.type("\u{0F}")
    _ = try app.requireScreen("the answer never showed its request and status") {
      $0.row(containing: "POST \(server.origin)/api/book") != nil
        && $0.row(containing: "HTTP 409") != nil
    }
    app.type("/gkpj\r")
    _ = try app.requireScreen("the answer's body was never whole") {
      $0.row(containing: "sqlalche.me/e/20/gkpj") != nil
    }
    app.type("\u{03}")
  }

  /// A server whose settings name its paging (`page[number]` and `page[size]`): `--all` asks
  /// for 1,000 a page, which Flask-Restless-NG refuses (`400: Page size must not exceed the
  /// server's maximum: 100`); the pages are then asked for at its most, and read to their end.
  @Test func aPageSizeOverTheServersMostIsABoundNotAFailure() throws {
    let config = try ServerSettingsFileTests.config(
      #"{"\#(server.origin)/api": {"paging": {"page": "page[number]", "size": "page[size]"}}}"#)
    let mark = server.mark()
    let result = try AppProcess.run(
      ["get", "/book", "--all", "--base-url", api],
      environment: ["XDG_CONFIG_HOME": config.url.path])
    let requests = server.requests(since: mark) { $0.status == 200 }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 25)
    checkEqual(
      result.errorLines,
      ["note: the server takes at most page[size]=100: the pages were asked for at that size"])
    checkEqual(requests.map(\.status), [406, 400, 200])
    check(requests.last?.target.hasSuffix("size]=100") == true, "\(requests)")
  }
}
