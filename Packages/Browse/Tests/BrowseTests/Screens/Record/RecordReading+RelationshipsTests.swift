import Features
import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A JSON:API record's relationships on the record screen, as Flask-Restless-NG serves them
/// (`/api/book/7`, `/api/author/3`): a to-one relationship is a link named by the record it
/// names, a to-many one the records it names, listed below the record.
@Suite(.timeLimit(.minutes(1))) struct RecordReadingRelationshipsTests {
  static let books = BrowsedResource(name: "book", path: "api/book")
  static let authors = BrowsedResource(name: "author", path: "api/author")
  static let catalog = ResourceCatalog(
    resources: [books, authors],
    fields: ["book": ["id", "title", "author", "editor"], "author": ["id", "name", "books"]])

  static func server() -> RecordServer {
    RecordServer([
      "api/book/7": #"""
      {"data": {"type": "book", "id": "7", "attributes": {"title": "Tides"},
                "relationships": {"author": {"data": {"type": "author", "id": "3"}},
                                  "editor": {"data": {"type": "people", "id": "1"}}}}}
      """#,
      "api/author/3": #"""
      {"data": {"type": "author", "id": "3", "attributes": {"name": "Ada"},
                "relationships": {"books": {"data": [{"type": "book", "id": "7"},
                                                     {"type": "book", "id": "9"}]}}}}
      """#,
    ])
  }

  @Test func aToOneRelationshipIsALinkNamedByTheRecordItNames() async throws {
    let server = Self.server()
    let book = RecordKey(resource: Self.books, id: "7")

    let page = try await Shop.page(book, from: server, catalog: Self.catalog)
    let layout = RecordLayout(
      .init(id: book, detail: .loaded(page)), width: 40, usesColor: false)

    let author = RecordKey(resource: Self.authors, id: "3")
    checkEqual(page.links, ["author": RecordLink(key: author, found: .record(name: "Ada"))])
    checkEqual(
      layout.lines,
      ["id      7", "title   Tides", "author  3 › Ada", "editor  people 1"])
    checkEqual(layout.items, [RecordLayout.Item(line: 2, destination: .record(author))])
    checkEqual(server.paths, ["api/book/7", "api/author/3"], "a type of no tab is not read")
  }

  @Test func aToManyRelationshipListsItsRecordsBelowTheRecord() async throws {
    let author = RecordKey(resource: Self.authors, id: "3")

    let page = try await Shop.page(author, from: Self.server(), catalog: Self.catalog)
    let layout = RecordLayout(
      .init(id: author, detail: .loaded(page)), width: 40, usesColor: false)

    let books = RecordRelation(
      resource: Self.books, path: ["api", "author", "3", "books"], count: .exactly(2))
    checkEqual(page.relationships, ["books": books])
    checkEqual(layout.lines, ["id     3", "name   Ada", "books  2 ›"])
    checkEqual(
      layout.items,
      [
        RecordLayout.Item(
          line: 2,
          destination: .records(
            RecordsQuery(
              resource: Self.books, path: ["api", "author", "3", "books"],
              title: "books of author 3")))
      ])
  }

  @Test func aTypeIsTheResourceNamedSoOrWhosePathEndsSoOrNamedByItsPlural() {
    let people = BrowsedResource(name: "people")
    let catalog = ResourceCatalog(
      resources: [BrowsedResource(name: "writers", path: "v1/author"), people])

    checkEqual(Self.catalog.resource(ofType: "author"), Self.authors)
    checkEqual(catalog.resource(ofType: "author")?.name, "writers")
    checkEqual(catalog.resource(ofType: "person"), people)
    checkEqual(catalog.resource(ofType: "tome"), nil)
  }
}
