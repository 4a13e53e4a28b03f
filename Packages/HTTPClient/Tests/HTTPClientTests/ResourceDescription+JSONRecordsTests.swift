import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite("ResourceDescription of JSON records")
struct ResourceDescriptionJSONRecordsTests {
  private let base = URL(string: "http://127.0.0.1:8080")

  @Test("a record's id is its id member, a number as written, or its self link")
  func recordIDs() {
    let posts = ResourceDescription<JSONObject, JSONObject>(path: ["posts"], singular: "post")
    let books = ResourceDescription<JSONObject, JSONObject>(
      path: ["books"], singular: "book", identity: .halSelfLink)

    checkEqual(posts.recordID(["id": 7, "title": "Tides"]), "7")
    checkEqual(posts.recordID(["id": "cus_1"]), "cus_1")
    checkEqual(posts.recordID(["title": "no id"]), nil)
    checkEqual(posts.recordID(["id": ["nested": 1]]), nil)
    checkEqual(
      books.recordID(["_links": ["self": ["href": "http://h/books/3"]]]), "http://h/books/3")
  }

  @Test(
    "a record without its id field is identified by its HAL self link, as a segment when it can be")
  func selfLinkInPlaceOfAnID() throws {
    func links(_ href: String) -> JSONObject {
      ["title": "Tides", "_links": ["self": ["href": .string(href)]]]
    }
    var books = ResourceDescription<JSONObject, JSONObject>(path: ["books"], singular: "book")

    checkEqual(books.recordID(links("http://h:8080/api/books/3")), "3")
    checkEqual(books.recordID(links("/api/books/a%20b{?projection}")), "a b")
    checkEqual(books.recordID(links("http://h/api/shelves/3")), "http://h/api/shelves/3")
    checkEqual(books.recordID(links("http://h/books")), "http://h/books")
    checkEqual(books.recordID(["id": 7, "_links": ["self": ["href": "/books/3"]]]), "7")
    books.trailingSlash = true
    checkEqual(books.recordID(links("/books/3/")), "3")
    checkEqual(books.recordID(links("/books/3")), "/books/3")
    books.trailingSlash = false
    books.pathExtension = "json"
    checkEqual(books.recordID(links("/books/3.json")), "3")

    let base = try #require(base)
    let read = books.readEndpoint("http://127.0.0.1:8080/api/shelves/3")
    checkEqual(read.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/shelves/3")
    checkEqual(
      books.readEndpoint("/api/shelves/3").url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/api/shelves/3")
    checkEqual(
      books.readEndpoint("3").url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/books/3.json")
  }

  @Test("a list is read from its member, an element that is no object left out and reported")
  func list() throws {
    let books = ResourceDescription<JSONObject, JSONObject>(
      path: ["books"], singular: "book", member: "_embedded.books")
    let endpoint = books.listEndpoint(RecordQuery(page: PageRequest(size: 10)))
    let body = Data(#"{"_embedded": {"books": [{"id": 1}, 2, {"id": 3}]}}"#.utf8)

    let page = try endpoint.payload(body, JSONDecoder())

    checkEqual(page.items, [["id": 1], ["id": 3]])
    checkEqual(page.skipped.map(\.count), [1])
    checkEqual(page.skipped.first?.firstProblem, "item 2 is not an object")
  }

  @Test("a record's id follows the identity as it is when the id is read")
  func identityChangedLater() {
    var books = ResourceDescription<JSONObject, JSONObject>(path: ["books"], singular: "book")
    books.identity = .halSelfLink

    checkEqual(
      books.recordID(["id": 3, "_links": ["self": ["href": "/api/books/3"]]]), "/api/books/3")
  }

  @Test("an answer that is not a list, or not a record, says what it is")
  func notAList() throws {
    let books = ResourceDescription<JSONObject, JSONObject>(path: ["books"], singular: "book")
    let list = books.listEndpoint(RecordQuery(page: PageRequest(size: 10)))
    let read = books.readEndpoint("3")

    let object = #expect(throws: NetworkError.self) {
      try list.payload(Data(#"{"id": 3, "title": "Tides"}"#.utf8), JSONDecoder())
    }
    let enveloped = try list.payload(Data(#"{"data": [], "has_more": false}"#.utf8), JSONDecoder())
    let array = #expect(throws: DecodingError.self) {
      try read.payload(Data("[1]".utf8), JSONDecoder())
    }

    checkEqual(
      object,
      .undecodable(
        resource: "books", codingPath: "",
        reason: "the answer is JSON but not a list of records: an object"))
    guard case .dataCorrupted(let context) = array else {
      Issue.record("not corrupted data: \(String(describing: array))")
      return
    }
    checkEqual(context.debugDescription, "the answer is not a record")
    check(enveloped.items.isEmpty, "an envelope's list is the list")
  }

  @Test("a draft is sent as the JSON object it is")
  func body() throws {
    let base = try #require(base)
    let posts = ResourceDescription<JSONObject, JSONObject>(path: ["posts"], singular: "post")
    let create = try posts.createEndpoint(["title": "Tides", "userId": 1])

    checkEqual(create.body, Data(#"{"title":"Tides","userId":1}"#.utf8))
    checkEqual(create.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/posts")
  }

  @Test("JSON records kept in memory are found by their id member")
  func inMemory() async throws {
    let posts = ResourceDescription<JSONObject, JSONObject>(path: ["posts"], singular: "post")
    let client = ResourceClient.inMemory(
      posts, records: [["id": 1, "title": "Tides"]], matching: { _, _ in true },
      creating: { fields, number in
        var record = fields
        record["id"] = .number(JSONNumber(number))
        return record
      },
      updating: { record, fields in
        var changed = record
        for member in fields { changed[member.name] = member.value }
        return changed
      })

    let created = try await client.create(["title": "Harbour"], nil)
    let updated = try await client.update("1", ["title": "Tides, again"])

    checkEqual(created, ["title": "Harbour", "id": 2])
    checkEqual(updated, ["id": 1, "title": "Tides, again"])
    try await checkEqual(client.record("2"), created)
  }
}
