import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct RecordWriteConventionsTests {
  let rails = RecordWriteConventions(pathExtension: "json", wrapsBodyInSingular: true)

  func body<Response>(_ endpoint: Endpoint<Response>) throws -> JSONValue? {
    try endpoint.body.map { try JSONValue(parsing: $0) }
  }

  @Test func railsPathsTakeTheExtensionAndItsWritesTheSingularsRoot() throws {
    let create = try rails.description(of: "categories").createEndpoint(["name": "Tea"])
    let change = try rails.description(of: "users").updateEndpoint("7", ["a": 1])
    let delete = rails.description(of: "users").deleteEndpoint("7")
    let typed = try rails.description(of: "users.json").createEndpoint(["a": 1])
    let typedRecord = rails.description(of: "users.json").deleteEndpoint("7")

    checkEqual(create.pathComponents, ["categories.json"])
    try checkEqual(body(create), ["category": ["name": "Tea"]])
    check(change.pathComponents == ["users", "7.json"] && change.method == "PATCH")
    try checkEqual(body(change), ["user": ["a": 1]])
    check(delete.pathComponents == ["users", "7.json"] && delete.body == nil)
    checkEqual(typed.pathComponents, ["users.json"])
    try checkEqual(body(typed), ["user": ["a": 1]])
    checkEqual(typedRecord.pathComponents, ["users", "7.json"])
  }

  @Test func formsAndJSONAPIDocumentsAndDjangosFinalSlash() throws {
    var stripe = RecordWriteConventions()
    stripe.format = .form
    var jsonAPI = RecordWriteConventions()
    jsonAPI.format = .jsonAPI
    var django = RecordWriteConventions()
    django.trailingSlash = true

    let charge = try stripe.description(of: "customers").createEndpoint([
      "email": "a@b.example", "metadata": ["tier": "gold"],
    ])
    let article = try jsonAPI.description(of: "articles").updateEndpoint("1", ["title": "Tides"])
    let book = django.description(of: "books").deleteEndpoint("7")

    checkEqual(charge.contentType, "application/x-www-form-urlencoded")
    checkEqual(
      charge.body.map { String(decoding: $0, as: UTF8.self) },
      "email=a%40b.example&metadata[tier]=gold")
    checkEqual(article.contentType, "application/vnd.api+json")
    checkEqual(article.headers["Accept"], "application/vnd.api+json")
    try checkEqual(
      body(article), ["data": ["type": "articles", "id": "1", "attributes": ["title": "Tides"]]])
    checkEqual(
      book.url(relativeTo: try #require(URL(string: "http://h"))).absoluteString,
      "http://h/books/7/")
  }

  @Test func aCollectionTypedWithAFinalSlashIsSentWithOneAsAreItsRecords() throws {
    let books = RecordWriteConventions().description(of: "books/")
    let base = try #require(URL(string: "http://h/api"))

    let create = try books.createEndpoint(["title": "Emma"])
    let change = try books.updateEndpoint("7", ["title": "Emma"])

    checkEqual(books.path, ["books"])
    checkEqual(books.singular, "book")
    checkEqual(create.url(relativeTo: base).absoluteString, "http://h/api/books/")
    checkEqual(change.url(relativeTo: base).absoluteString, "http://h/api/books/7/")
    checkEqual(
      books.deleteEndpoint("7").url(relativeTo: base).absoluteString, "http://h/api/books/7/")
  }

  @Test func jsonServersConventionsAreJSONServersDescription() throws {
    let create = try RecordCollections.jsonServerDescription(of: "users").createEndpoint(["a": 1])

    let described = try RecordWriteConventions().description(of: "users").createEndpoint(["a": 1])

    check(described.pathComponents == create.pathComponents && described.body == create.body)
    check(described.method == "POST" && described.headers == create.headers)
  }

  @Test func pagesAreAskedForByTheServersParameters() throws {
    let spring = RecordWriteConventions().description(
      of: "books", paging: .numbered(page: "page", size: "size", from: 0))
    let stripe = RecordWriteConventions().description(
      of: "customers", paging: .linkHeader(size: "limit"))
    let second = PageRequest(continuation: .number(2), size: 20)

    checkEqual(
      spring.paging.queryItems(for: second),
      [
        URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "size", value: "20"),
      ])
    checkEqual(stripe.paging.queryItems(for: second), [URLQueryItem(name: "limit", value: "20")])
    checkEqual(
      RecordWriteConventions().description(of: "posts").paging, .jsonServer.followingTheAnswer())
  }
}
