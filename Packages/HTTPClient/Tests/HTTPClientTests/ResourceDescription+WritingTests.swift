import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite("ResourceDescription writing JSON records as forms, JSON:API documents, under roots")
struct ResourceDescriptionWritingTests {
  private let base = URL(string: "http://127.0.0.1:8080")

  /// The text of `endpoint`'s body.
  private func text<Response>(_ endpoint: Endpoint<Response>) -> String? {
    endpoint.body.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("a form sends a nested object in brackets and every value as text")
  func form() throws {
    let customers = ResourceDescription<JSONObject, JSONObject>(
      path: ["v1", "customers"], singular: "customer"
    ).writing(.form)

    let create = try customers.createEndpoint([
      "email": "ada@example.com", "metadata": ["tier": "gold", "seats": 3],
      "active": true, "note": nil,
    ])

    checkEqual(create.contentType, "application/x-www-form-urlencoded")
    checkEqual(
      text(create),
      "email=ada%40example.com&metadata[tier]=gold&metadata[seats]=3&active=true&note=")
  }

  @Test("a JSON:API document names its type, and the id of the record an update writes")
  func jsonAPI() throws {
    let articles = ResourceDescription<JSONObject, JSONObject>(
      path: ["articles"], singular: "article"
    ).writing(.jsonAPI)

    let create = try articles.createEndpoint(["title": "Tides"])
    let update = try articles.updateEndpoint("1", ["title": "Reefs"])

    checkEqual(create.contentType, "application/vnd.api+json")
    checkEqual(create.headers["Accept"], "application/vnd.api+json")
    checkEqual(text(create), #"{"data":{"type":"articles","attributes":{"title":"Tides"}}}"#)
    checkEqual(
      text(update), #"{"data":{"type":"articles","id":"1","attributes":{"title":"Reefs"}}}"#)
    checkEqual(articles.readEndpoint("1").headers["Accept"], "application/vnd.api+json")
  }

  @Test("a JSON:API resource reads its records and lists as their ids and attributes")
  func jsonAPIReads() throws {
    let articles = ResourceDescription<JSONObject, JSONObject>(
      path: ["articles"], singular: "article"
    ).writing(.jsonAPI)
    let one = Data(
      #"{"data": {"type": "articles", "id": "1", "attributes": {"title": "Tides"}}}"#.utf8)
    let list = Data(
      #"{"data": [{"type": "articles", "id": "2", "attributes": {"title": "Reefs"}}], "links": {}}"#
        .utf8)

    let record = try articles.readEndpoint("1").payload(one, JSONDecoder())
    let page = try articles.listEndpoint(RecordQuery(page: PageRequest(size: 10))).payload(
      list, JSONDecoder())

    checkEqual(record, ["id": "1", "title": "Tides"])
    checkEqual(page.items, [["id": "2", "title": "Reefs"]])
  }

  @Test("JSON under a root, a form under a root, and JSON again without one")
  func roots() throws {
    let users = ResourceDescription<JSONObject, JSONObject>(path: ["users"], singular: "user")

    let json = try users.writing(.json, root: "user").createEndpoint(["name": "Ada"])
    let form = try users.writing(.form, root: "user").createEndpoint(["name": "Ada"])
    let plain = try users.writing(.jsonAPI).writing(.json).updateEndpoint("7", ["name": "Ada"])

    checkEqual(text(json), #"{"user":{"name":"Ada"}}"#)
    checkEqual(text(form), "user[name]=Ada")
    checkEqual(text(plain), #"{"name":"Ada"}"#)
  }

  /// The path of `endpoint`'s URL, its final `/` kept.
  private func path<Response>(_ endpoint: Endpoint<Response>, _ base: URL) -> String? {
    URLComponents(url: endpoint.url(relativeTo: base), resolvingAgainstBaseURL: false)?.path
  }

  @Test("a final slash ends each path, unless it has a format extension")
  func trailingSlash() throws {
    let base = try #require(base)
    var books = ResourceDescription<JSONObject, JSONObject>(path: ["books"], singular: "book")
    books.trailingSlash = true
    var rails = ResourceDescription<JSONObject, JSONObject>(
      path: ["users"], singular: "user", pathExtension: "json")
    rails.trailingSlash = true

    let list = books.listEndpoint(RecordQuery(page: PageRequest(size: 10)))
    let delete = books.deleteEndpoint("7")
    let update = try books.updateEndpoint("7", ["title": "Tides"])

    checkEqual(path(list, base), "/books/")
    checkEqual(delete.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/books/7/")
    checkEqual(path(update, base), "/books/7/")
    checkEqual(path(rails.readEndpoint("7"), base), "/users/7.json")
  }
}
