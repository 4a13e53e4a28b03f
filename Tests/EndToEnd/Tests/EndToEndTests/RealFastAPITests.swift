import Foundation
import TestSupport
import Testing

/// The app against FastAPI with fastapi-pagination as its README writes an API
/// (`Tests/RealServers/fastapi`: 120 books at `/books`, fifty a page in `items`, beside
/// `total` and `pages`; FastAPI redirects `/books/` to `/books`), run by `make test-servers`.
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

  @Test func aPathTypedWithASlashFollowsTheRedirectToTheOneWithout() throws {
    let (result, requests) = try server.run(["get", "/books/?page=3"]) {
      $0.path == "/books" && $0.status == 200
    }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(
      result.standardOutput.split(separator: "\n").first, "101\tBook 101\tAuthor 1\t2091\tfalse")
    checkEqual(requests.map(\.description), ["GET /books/?page=3 307", "GET /books?page=3 200"])
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
}
