import Foundation
import TestSupport
import Testing

/// The app against datasette 0.65 with no settings (`Tests/RealServers/datasette`: tables of 5
/// authors, 250 books and 10,000 loans of `/library`, a hundred rows a page, each page linking
/// the next by its `next_url`, the rows sent as arrays beside the columns' names by default),
/// run by `make test-servers`.
@Suite(
  "the app against datasette", .serialized, .onWaitingThreads,
  .enabled(if: RealServer.isRunning("datasette")))
struct RealDatasetteTests {
  let server: RealServer

  init() throws {
    server = try RealServer.require("datasette")
  }

  @Test func aTableIsReadToItsEndByItsNextURL() throws {
    let (result, requests) = try server.run(
      ["get", "/books.json?_shape=array", "--all"], under: "/library"
    ) {
      $0.target.contains("_next=200")
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    let rows = result.standardOutput.split(separator: "\n")
    checkEqual(rows.count, 250, "\(result.standardOutput)")
    checkEqual(rows.first, "1\tBook 1\tAuthor 1\t1991\t0\t2")
    checkEqual(rows.last, "250\tBook 250\tAuthor 0\t2240\t1\t1")
    checkEqual(requests.map(\.status), [200, 200, 200])
  }

  /// Each table read with `--all`, its rows, and what the target of its last page has in it:
  /// a page's `next_url` (or, for `_shape=array`, its `Link` header) names the next.
  static let tables = [
    ("/books.json", 250, "_next=200"), ("/loans.json?_shape=array", 10_000, "_next=9900"),
  ]

  /// The first column of each row printed: the rows' ids.
  static func ids(_ output: String) -> [String] {
    output.split(separator: "\n").map { row in String(row.prefix { $0 != "\t" }) }
  }

  @Test(arguments: tables)
  func aTableIsReadToItsEndFromThePathAsTyped(path: String, count: Int, last: String) throws {
    let (result, requests) = try server.run(["get", path, "--all"], under: "/library") {
      $0.target.contains(last)
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    let ids = Self.ids(result.standardOutput)
    checkEqual(ids.count, count)
    check(ids == (1...count).map { "\($0)" }, "each row once, in order")
    checkEqual(requests.first?.target, "/library" + path, "the path as typed first")
    checkEqual(requests.count, (count + 99) / 100, "a hundred rows a page: \(requests)")
    check(requests.allSatisfy { $0.status == 200 }, "\(requests)")
    check(requests.allSatisfy { !$0.target.contains("_page") }, "\(requests)")
  }

  @Test func aTableIsPrintedAsOneJSONArray() throws {
    let (result, requests) = try server.run(
      ["get", "/books.json", "--all", "--json"], under: "/library"
    ) {
      $0.target.contains("_next=200")
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardError, "")
    let books = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    checkEqual((books as? [[String: Any]])?.compactMap { $0["id"] as? Int }, Array(1...250))
    checkEqual(requests.map(\.status), [200, 200, 200])
  }

  @Test func aPageIsAsLongAsTheServerSays() throws {
    let (result, _) = try server.run(
      ["get", "/books.json?_shape=array&_size=20"], under: "/library"
    ) {
      $0.target.contains("_size=20")
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 20, "\(result.standardOutput)")
  }

  @Test func aRowIsReadWithItsColumns() throws {
    let (result, _) = try server.run(["get", "/books/7.json?_shape=objects"], under: "/library") {
      $0.path == "/library/books/7.json"
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.standardOutput.contains("title      Book 7"), "\(result.standardOutput)")
    check(result.standardOutput.contains("author_id  3"), "\(result.standardOutput)")
  }

  @Test func theDatabasesTablesAreTheBrowsersTabs() throws {
    let mark = server.mark()
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin + "/library", "--color", "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the database's tables never became the tabs") {
      $0.line(0).hasPrefix("[Authors]") && $0.line(0).contains("Books")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
    let requests = server.requests(since: mark) { $0.path == "/library.json" }
    checkEqual(requests.filter { $0.path == "/library.json" }.map(\.status), [200])
  }

  @Test func withNoSettingsATableIsReadToItsEndAndARowOpensAndFollowsItsLink() throws {
    let mark = server.mark()
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin + "/library", "--fks", "_id", "--color", "never",
    ])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the loans never became a tab") { $0.line(0).contains("Loans") }

    app.type(":loans\r")
    _ = try app.requireScreen("the loans, sent as columns and rows, never showed") {
      $0.line(0).contains("[Loans]") && $0.row(containing: "Borrower 10") != nil
    }
    app.type("G")
    _ = try app.requireScreen("the loans were never read to their end by their next_url") {
      $0.line(23).contains(#/ ([\d,]+) of \1 /#) && $0.row(containing: "Borrower 10000") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the last loan never opened") {
      $0.line(0).contains("[Loans] › ") && $0.row(containing: "borrower") != nil
        && $0.row(containing: "Book 1") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the book the loan names never opened, counting its loans") {
      $0.row(containing: "title") != nil && $0.row(containing: "1991") != nil
        && $0.lines.contains { $0.contains("loans") && $0.contains("40 ›") }
    }
    app.type("q")
    checkEqual(app.wait().status, 0)

    let requests = server.requests(since: mark)
    let pages = requests.filter { $0.path == "/library/loans.json" }
    let followed = Set(pages.compactMap { $0.target.split(separator: "_next=").dropFirst().first })
    checkEqual(
      followed, Set(stride(from: 100, to: 10_000, by: 100).map { Substring(String($0)) }),
      "a hundred rows a page, each after the first by its next_url")
    check(pages.allSatisfy { $0.status == 200 }, "\(pages)")
    check(requests.contains { $0.path == "/library/loans/10000.json" && $0.status == 200 })
    check(requests.contains { $0.path == "/library/books/1.json" && $0.status == 200 })
    check(
      requests.contains { $0.target.hasPrefix("/library/loans.json?book_id=1&") },
      "the loans that point to the book are asked for by their foreign key")
    let below = requests.filter { $0.path.contains(".json/") }
    check(below.isEmpty, "no path below a table's: \(below)")
  }

  @Test func aResourcesQueryIsSentWithItsListAndItsRows() throws {
    let mark = server.mark()
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin, "--resource",
      "books:library/books.json?_shape=objects&_size=20", "--color", "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the books never showed") {
      $0.line(0).hasPrefix("[Books]") && $0.row(containing: "Book 10") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("the first book never opened") {
      $0.line(0).contains("[Books] › ") && $0.row(containing: "in_stock") != nil
    }
    // The row shows as listed at once; the record is read behind it.
    let requests = server.requests(since: mark) { $0.path == "/library/books/1.json" }
    app.type("q")
    checkEqual(app.wait().status, 0)

    let asked = requests.filter { $0.path.hasPrefix("/library/books") }
    check(!asked.isEmpty && asked.allSatisfy { $0.target.contains("_shape=objects") }, "\(asked)")
    check(asked.allSatisfy { $0.status == 200 }, "\(asked)")
    check(asked.contains { $0.path == "/library/books/1.json" }, "\(asked)")
  }

  /// A table read by its `Link` header (`_shape=array`), whose answers state no total: a loan
  /// is counted among none but those loaded while pages remain, and among all of them once `G`
  /// has read them.
  @Test func aTableWithoutATotalIsNeverCountedOfOnlyWhatIsLoaded() throws {
    let app = try TerminalProcess.start([
      "browse", "--base-url", server.origin, "--resource",
      "loans:library/loans.json?_shape=array", "--color", "never",
    ])
    defer { _ = app.wait() }

    _ = try app.requireScreen("the first loans never showed, counted among none") {
      $0.line(23).contains("loan 1 · 100 loaded · more on the server")
    }
    app.type("G")
    _ = try app.requireScreen("the loans were never read to their end") {
      $0.line(23).contains("loan 10000 of 10000") && $0.row(containing: "Borrower 10000") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}
