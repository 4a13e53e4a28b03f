import Features
import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// How the record screen reads a record: the records its foreign keys name and those that
/// point to it, one step away, whatever the server has or lacks.
@Suite(.timeLimit(.minutes(1))) struct RecordReadingTests {
  @Test func aForeignKeyNamesItsRecordByItsNameOrTitle() async throws {
    let server = Shop.server()
    let page = try await Shop.page(Shop.key(Shop.orders, "A-7"), from: server)

    checkEqual(
      page.links,
      [
        "customerId": RecordLink(
          key: Shop.key(Shop.customers, "7"), found: .record(name: "Ada Lovelace"))
      ])
    checkEqual(page.title, "order A-7", "an order has no name: its singular and id")
  }

  @Test func aLinkToARecordThatDoesNotExistIsMissingAndOneNotAnsweredUnreadable() async throws {
    let server = Shop.server(
      [
        "orders/C-1": #"{"id": "C-1", "customerId": 99}"#,
        "orders/C-2": #"{"id": "C-2", "customerId": "8"}"#,
      ], refusing: ["customers/8"])

    let missing = try await Shop.page(Shop.key(Shop.orders, "C-1"), from: server)
    let unreadable = try await Shop.page(Shop.key(Shop.orders, "C-2"), from: server)

    checkEqual(missing.links["customerId"]?.found, .missing)
    checkEqual(unreadable.links["customerId"]?.found, .unreadable)
  }

  @Test func theRecordsThatPointHereAreCountedWhereTheyMayBe() async throws {
    let server = Shop.server()
    let page = try await Shop.page(Shop.key(Shop.customers, "7"), from: server)

    checkEqual(
      page.relations,
      [
        RecordRelation(
          resource: Shop.orders, path: ["customers", "7", "orders"], count: .exactly(2))
      ])
    checkEqual(
      Set(server.paths), ["customers/7", "customers/7/orders", "customers/7/reviews"],
      "the reviews' fields are not known, so they are asked; the warehouses name no customer")
    checkEqual(page.title, "Ada Lovelace")
  }

  @Test func aCollectionWithAFormatSuffixIsAskedWhatPointsHereByItsForeignKey() async throws {
    let books = BrowsedResource(name: "books", path: "library/books.json")
    let loans = BrowsedResource(name: "loans", path: "library/loans.json")
    var catalog = ResourceCatalog(resources: [books, loans])
    catalog.foreignKeySuffix = "_id"
    let asked = RequestedTargets()
    let collections = asked.collections { endpoint in
      endpoint.item == nil
        ? #"{"columns": ["id", "book_id"], "rows": [[3, 1], [9, 1]], "filtered_table_rows_count": 2}"#
        : #"{"columns": ["id", "title"], "rows": [[1, "Dune"]]}"#
    }
    let key = RecordKey(resource: books, id: "1")

    let page = try await RecordReading(collections: collections, catalog: catalog).page(key)

    let filters = [URLQueryItem(name: "book_id", value: "1")]
    checkEqual(
      page.relations,
      [
        RecordRelation(
          resource: loans, path: ["library", "loans.json"], filters: filters, count: .exactly(2))
      ])
    checkEqual(page.record, ["id": 1, "title": "Dune"])
    check(
      asked.all.contains { $0.hasPrefix("library/loans.json?book_id=1&") }, "\(asked.all)")
    check(!asked.all.contains { $0.contains("books.json/1") }, "no path below the record")
    checkEqual(page.relations.first?.query(pointingTo: key).filters, filters)
  }

  @Test func aRelationTheServerDoesNotCountIsSaidSoOnlyWhereItsRecordsPointHere() async throws {
    let server = Shop.server(refusing: ["customers/7/orders", "customers/7/reviews"])
    let page = try await Shop.page(Shop.key(Shop.customers, "7"), from: server)

    checkEqual(page.relations.map(\.resource), [Shop.orders])
    checkEqual(page.relations.first?.count, .unknown)
  }

  @Test func aCycleOfLinksIsReadOneStepAtATime() async throws {
    let server = Library.server()

    let author = try await Shop.page(Library.author, from: server, catalog: Library.catalog)
    checkEqual(author.links["bookId"]?.found, .record(name: "The Dispossessed"))
    checkEqual(Set(server.paths), ["authors/1", "books/2", "authors/1/books"])
    checkEqual(server.paths.count, 3, "the book's own author is not read")

    server.forget()
    let book = try await Shop.page(Library.book, from: server, catalog: Library.catalog)
    checkEqual(book.links["authorId"]?.found, .record(name: "Ursula K. Le Guin"))
    checkEqual(Set(server.paths), ["books/2", "authors/1", "books/2/authors"])
    checkEqual(server.paths.count, 3)
  }

  @Test func recordsOfMixedShapesLinkOnlyWhatIsAnId() async throws {
    let server = Shop.server([
      "orders/1": #"{"id": 1, "customerId": {"id": 7}, "warehouseId": null}"#,
      "orders/2": #"{"id": 2, "customerId": "..", "warehouseId": true}"#,
      "orders/3": #"{"customerId": 7.0, "placed": ["2026", 3, null, {"day": 14}]}"#,
    ])

    let nested = try await Shop.page(Shop.key(Shop.orders, "1"), from: server)
    let odd = try await Shop.page(Shop.key(Shop.orders, "2"), from: server)
    let noID = try await Shop.page(Shop.key(Shop.orders, "3"), from: server)

    check(nested.links.isEmpty, "an object and null are no ids")
    check(odd.links.isEmpty, "an id that is no segment of a path is not asked for")
    checkEqual(noID.links["customerId"]?.key, Shop.key(Shop.customers, "7.0"))
  }

  @Test func resourcesNamedWithSpacesOrAtLengthAreReadAtTheirPaths() async throws {
    let lines = BrowsedResource(name: "order lines")
    let long = BrowsedResource(name: String(repeating: "x", count: 200))
    let catalog = ResourceCatalog(resources: [lines, long])
    let server = RecordServer([
      "order lines/1": #"{"id": 1}"#,
      "\(long.name)/2": #"{"id": 2, "order lineId": 1}"#,
    ])

    let line = try await Shop.page(Shop.key(lines, "1"), from: server, catalog: catalog)
    let longOne = try await Shop.page(Shop.key(long, "2"), from: server, catalog: catalog)

    checkEqual(line.record["id"], 1)
    checkEqual(longOne.links["order lineId"]?.found, .record(name: nil))
    check(server.paths.contains("order lines/1/\(long.name)"))
  }
}
