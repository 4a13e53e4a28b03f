import Foundation
import TestSupport
import Testing

/// The app against Django REST framework as its quickstart writes an API (`Tests/RealServers/
/// django`: 25 books under `/api/books/`, ten a page, every path ending with `/`, which Django
/// redirects a path without to; the same books by DRF's two other paginations under
/// `/api/offset-books/` and `/api/cursor-books/`), run by `make test-servers`.
@Suite(
  "the app against Django REST framework", .serialized, .onWaitingThreads,
  .enabled(if: RealServer.isRunning("django")))
struct RealDjangoTests {
  let server: RealServer
  let api: String

  init() throws {
    server = try RealServer.require("django")
    api = server.origin + "/api"
  }

  @Test(arguments: ["/books/", "/books"])
  func aListIsReadToItsEndWithNoPathRedirectedTwice(path: String) throws {
    let (result, requests) = try server.run(["get", path, "--all"], under: "/api") {
      $0.target.hasSuffix("page=3") && $0.status == 200
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(
      result.standardOutput.split(separator: "\n").filter { $0.contains("Book ") }.count, 25,
      "\(result.standardOutput)")
    checkEqual(RealServer.redirectedTwice(requests), [], "\(requests)")
    checkEqual(
      requests.filter { $0.status == 301 }.count, path.hasSuffix("/") ? 0 : 1, "\(requests)")
  }

  /// Each list of the books, by each of DRF's paginations, and the targets `--all` asks for: the
  /// path as typed, then each page's `next` link as written (the cursor stays percent-encoded).
  static let pagedLists = [
    ("/books/", ["/api/books/", "/api/books/?page=2", "/api/books/?page=3"]),
    (
      "/offset-books/",
      [
        "/api/offset-books/", "/api/offset-books/?limit=10&offset=10",
        "/api/offset-books/?limit=10&offset=20",
      ]
    ),
    (
      "/cursor-books/",
      [
        "/api/cursor-books/", "/api/cursor-books/?cursor=cD0xMA%3D%3D",
        "/api/cursor-books/?cursor=cD0yMA%3D%3D",
      ]
    ),
  ]

  /// The first column of each row printed: the books' ids.
  static func ids(_ output: String) -> [String] {
    output.split(separator: "\n").map { row in String(row.prefix { $0 != "\t" }) }
  }

  @Test(arguments: pagedLists)
  func everyPageIsReadByTheNextLinkItsAnswerGave(path: String, targets: [String]) throws {
    let (result, requests) = try server.run(["get", path, "--all"], under: "/api") {
      $0.target == targets.last
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    checkEqual(Self.ids(result.standardOutput), (1...25).map { "\($0)" })
    checkEqual(requests.map(\.description), targets.map { "GET \($0) 200" })
    check(
      requests.allSatisfy { !$0.target.contains("_page") && !$0.target.contains("_limit") },
      "nothing of json-server's is added: \(requests)")
  }

  @Test(arguments: pagedLists)
  func everyPageIsPrintedAsOneJSONArray(path: String, targets: [String]) throws {
    let (result, requests) = try server.run(["get", path, "--all", "--json"], under: "/api") {
      $0.target == targets.last
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    let books = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    checkEqual((books as? [[String: Any]])?.compactMap { $0["id"] as? Int }, Array(1...25))
    checkEqual(requests.map(\.target), targets)
  }

  @Test func aPageIsATableOnATerminal() throws {
    let app = try TerminalProcess.start(["get", "/books/", "--base-url", api, "--color", "never"])

    let screen = try app.requireScreen("the first page never showed as a table") {
      $0.row(containing: "Book 10") != nil
    }
    checkEqual(app.wait().status, 0)
    check(
      screen.lines.contains { $0.hasPrefix("id  title    author    year  in_stock") },
      "\(screen.lines)")
    checkEqual(screen.lines.filter { $0.contains("  Book ") }.count, 10, "\(screen.lines)")
  }

  @Test func aBookIsReadByItsPathAsTyped() throws {
    let (result, requests) = try server.run(["get", "/books/7/"], under: "/api") {
      $0.path == "/api/books/7/"
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.standardOutput.contains("Book 7"), "\(result.standardOutput)")
    checkEqual(requests.map(\.status), [200])
  }

  /// A create and an edit of `books` read the list first (for its fields), which Django
  /// redirects to `/api/books/`: the write goes there too. The fields every book has that the
  /// create leaves out, `in_stock` (a default) and `created` (read-only), are the server's to
  /// give, and its answer has them: nothing is noted.
  @Test(arguments: ["books/", "books"])
  func aBookIsCreatedEditedAndDeleted(resource: String) throws {
    let (created, creation) = try server.run(
      ["create", resource, "title=Dune", "author=Frank Herbert", "year:=1965", "--json"],
      under: "/api"
    ) { $0.method == "POST" }
    checkEqual(created.status, 0, "\(created.standardError)")
    checkEqual(created.standardError, "")
    check(created.standardOutput.contains(#""created":"#), "\(created.standardOutput)")
    let id = try RealServer.createdID(created)
    checkEqual(creation.last?.description, "POST /api/books/ 201")

    let (edited, edit) = try server.run(
      ["edit", resource, id, "title=Dune Messiah"], under: "/api"
    ) {
      $0.method == "PATCH"
    }
    checkEqual(edited.status, 0, "\(edited.standardError)")
    checkEqual(edit.last?.description, "PATCH /api/books/\(id)/ 200")

    // A delete confirmed on the command line reads nothing first: without the final `/` typed,
    // nothing has told it the server's (Django answers a DELETE of `/api/books/7` with a 500).
    let (deleted, deletion) = try server.run(["delete", "books/", id, "--yes"], under: "/api") {
      $0.method == "DELETE"
    }
    checkEqual(deleted.status, 0, "\(deleted.standardError)")
    checkEqual(deletion.last?.description, "DELETE /api/books/\(id)/ 204")
  }

  /// A write to a path without the final `/` Django wants, which nothing has told it (no read
  /// first with `--force`): Django's `500` says `APPEND_SLASH`, and the message names the key
  /// of the settings that sends it.
  @Test func aWriteRefusedForWantOfAFinalSlashNamesTheSettingThatSendsIt() throws {
    let (result, requests) = try server.run(
      ["create", "books", "title=Left", "author=Le Guin", "year:=1969", "--force"], under: "/api"
    ) { $0.method == "POST" }

    checkEqual(result.status, 76, "\(result.standardError)")
    check(
      result.standardError.hasSuffix(
        #"(the server wants a final /: "records": {"trailingSlash": true} in servers.json)"#
          + "\n"), "\(result.standardError)")
    checkEqual(requests.last?.description, "POST /api/books 500")
  }

  /// Django REST framework's refusals: a book its author already has (`unique_together`) is
  /// `non_field_errors`, a message of no field; a year that is no number, its field's.
  @Test func aCreateRefusedSaysItsFieldsAndWhatNamesNone() throws {
    let (taken, takenRequests) = try server.run(
      ["create", "books/", "title=Book 1", "author=Author 1", "year:=1991"], under: "/api"
    ) { $0.method == "POST" }
    let (invalid, _) = try server.run(
      ["create", "books/", "title=Left", "author=Le Guin", "year=soon", "--force"], under: "/api"
    ) { $0.method == "POST" }

    checkEqual(taken.status, 65, "\(taken.standardError)")
    checkEqual(
      taken.errorLines.last, #"app: "The fields title, author must make a unique set.""#)
    checkEqual(takenRequests.last?.description, "POST /api/books/ 400")
    checkEqual(invalid.status, 65, "\(invalid.standardError)")
    checkEqual(invalid.errorLines, [#"app: year: "A valid integer is required.""#])
  }

  @Test(arguments: [("/api", "books"), ("", "books:api/books/")])
  func theBrowserPagesTheBooksToTheEndAndOpensOne(base: String, resource: String) throws {
    let mark = server.mark()
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin + base, "--resource", resource, "--color", "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") {
      $0.line(0).hasPrefix("[Books]") && $0.row(containing: "Book 1") != nil
    }
    app.type("G")
    _ = try app.requireScreen("next was never followed to the last book") {
      $0.line(23).contains(#/ (\d+) of \1 /#) && $0.row(containing: "Book 25") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the book never opened") {
      $0.line(0).contains("[Books] › ") && $0.row(containing: "title") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
    // The last page was read before the last book showed; the book itself may have been
    // shown from its page before it was read.
    let requests = server.requests(since: mark) { $0.target.hasSuffix("page=3") }
    checkEqual(RealServer.redirectedTwice(requests), [], "\(requests)")
    checkEqual(
      requests.filter { $0.status == 301 }.count, resource.hasSuffix("/") ? 0 : 1,
      "only the first read of the list is redirected, not its pages nor its records: \(requests)")
  }

  @Test func theRoutersRootGivesTheTabs() throws {
    let mark = server.mark()
    let app = try TerminalProcess.start(["browse", "--base-url", api, "--color", "never"])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the router's books never became the tab") {
      $0.line(0).hasPrefix("[Books]") && $0.row(containing: "Book 1") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
    let requests = server.requests(since: mark) { $0.path == "/api/books/" }
    checkEqual(
      requests.filter { $0.path.hasPrefix("/api/posts") || $0.path.hasPrefix("/api/users") },
      [], "JSONPlaceholder's paths are not asked of a server whose root lists its own")
  }

  /// `--page 2` asks by json-server's `_page`, which Django REST framework does not take: its
  /// answer is the first page (no `previous`), so page 2 is read by the `next` link it names,
  /// and a page past the last is said to be empty, not shown as another.
  @Test func aPageAskedForIsReachedByTheNextLinksWhereTheServerIgnoredOurs() throws {
    let (result, requests) = try server.run(["get", "/books/", "--page", "2"], under: "/api") {
      $0.target.hasSuffix("page=2") && $0.target.contains("&")
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n")
    checkEqual(rows.count, 10)
    check(rows.first?.hasPrefix("11\tBook 11\t") == true, "\(rows)")
    checkEqual(requests.map(\.target), ["/api/books/?_page=2", "/api/books/?_page=2&page=2"])

    let (past, _) = try server.run(["get", "/books/", "--page", "5"], under: "/api") {
      $0.target.hasSuffix("page=3") && $0.target.contains("_page=5")
    }
    checkEqual(past.status, 0, "\(past.standardError)")
    checkEqual(past.standardOutput, "")
  }
}
