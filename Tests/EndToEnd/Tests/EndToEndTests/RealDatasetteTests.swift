import Foundation
import TestSupport
import Testing

/// The app against datasette 0.65 with no settings (`Tests/RealServers/datasette`: a table of
/// 250 books at `/library/books.json`, a hundred rows a page, each page linking the next by its
/// `next_url`), run by `make test-servers`. The table is asked for as objects
/// (`?_shape=array`), since its rows are arrays of columns by default.
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
}
