import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("ResourceDescription's endpoints")
struct ResourceDescriptionEndpointsTests {
  private struct Book: Decodable, Identifiable, Sendable, Hashable {
    var id: String
    var title: String
  }

  private struct BookDraft: Encodable, Sendable {
    var title: String
  }

  private let base = URL(string: "http://127.0.0.1:8080/api")

  /// A Spring Data REST collection: HAL, pages from 0, its search at a path of its own,
  /// records at their self links, replaced with `PUT`, an API key on every read.
  private let halBooks = ResourceDescription<Book, BookDraft>(
    path: ["books"], singular: "book", identity: .halSelfLink, member: "_embedded.books",
    paging: .numbered(page: "page", size: "size", from: 0),
    search: .path(["search", "findByTitleContaining"], parameter: "title"),
    updateMethod: "PUT", rejection: .problemDetails, readHeaders: ["X-API-Key": "k1"],
    writeHeaders: ["X-API-Key": "k1", "Api-Version": "2"])

  @Test("a list asks for its page with the filters, its search at its own path")
  func list() throws {
    let base = try #require(base)
    let all = halBooks.listEndpoint(RecordQuery(page: PageRequest(size: 20)))
    let found = halBooks.listEndpoint(
      RecordQuery(
        "tide", filters: [URLQueryItem(name: "sort", value: "title")],
        page: PageRequest(continuation: .number(3), size: 20)))

    checkEqual(
      all.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/books?page=0&size=20")
    checkEqual(
      found.url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/api/books/search/findByTitleContaining?sort=title&title=tide&page=2&size=20"
    )
    checkEqual(found.resource, "books")
    checkEqual(found.headers, ["X-API-Key": "k1"])
  }

  @Test("json-server's search is its q, on the collection's own path")
  func parameterSearch() throws {
    let base = try #require(base)
    let posts = ResourceDescription<Book, BookDraft>(path: ["posts"], singular: "post")
    let endpoint = posts.listEndpoint(RecordQuery("tide", page: PageRequest(size: 10)))

    checkEqual(
      endpoint.url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/api/posts?q=tide&_page=1&_limit=10")
  }

  @Test("a sort goes as the description's sorting says, in place of filters of its names")
  func sorting() throws {
    let base = try #require(base)
    var posts = ResourceDescription<Book, BookDraft>(path: ["posts"], singular: "post")
    let query = RecordQuery(
      filters: [URLQueryItem(name: "_sort", value: "id"), URLQueryItem(name: "year", value: "1")],
      sort: [.init("title"), .init("year", descending: true)], page: PageRequest(size: 5))
    let jsonServer = posts.listEndpoint(query)
    posts.sorting = .signed("ordering")
    let django = posts.listEndpoint(query)

    checkEqual(
      jsonServer.url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/api/posts?year=1&_sort=title%2Cyear&_order=asc%2Cdesc&_page=1&_limit=5"
    )
    checkEqual(
      django.url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/api/posts?_sort=id&year=1&ordering=title%2C-year&_page=1&_limit=5")
  }

  @Test("without a page, no paging parameter is sent; a default size is not sent either")
  func withoutAPage() throws {
    let base = try #require(base)
    let posts = ResourceDescription<Book, BookDraft>(path: ["posts"], singular: "post")
    let whole = posts.listEndpoint(
      RecordQuery(filters: [URLQueryItem(name: "_page", value: "4")], sort: [.init("id")]))
    let defaultSize = posts.listEndpoint(RecordQuery(pageNumber: 2, perPage: nil))

    checkEqual(
      whole.url(relativeTo: base).absoluteString,
      "http://127.0.0.1:8080/api/posts?_page=4&_sort=id&_order=asc")
    checkEqual(
      defaultSize.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/posts?_page=2")
    let answered = try whole.decode(
      Data(#"[{"id": "1", "title": "Tides"}, {"id": "2", "title": "Reefs"}]"#.utf8),
      from: HTTPResponseHead(status: 200, headers: [:]), using: JSONDecoder())
    checkEqual(answered.items.count, 2)
    checkEqual(answered.next, nil, "the records answered without a page are every record")
  }

  @Test("a record identified by a field is at the collection's path and its id")
  func fieldIdentity() throws {
    let base = try #require(base)
    let posts = ResourceDescription<Book, BookDraft>(path: ["v1", "posts"], singular: "post")
    let read = posts.readEndpoint("a/b")
    let update = try posts.updateEndpoint("7", BookDraft(title: "Tides"))
    let delete = posts.deleteEndpoint("7")

    checkEqual(
      read.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/v1/posts/a%2Fb")
    checkEqual(read.item, Endpoint<Book>.Item(resource: "post", id: "a/b"))
    checkEqual(update.method, "PATCH")
    checkEqual(update.body, Data(#"{"title":"Tides"}"#.utf8))
    checkEqual(update.contentType, RequestBody.jsonContentType)
    checkEqual(delete.method, "DELETE")
    checkEqual(delete.successStatuses, [200, 204])
    checkEqual(delete.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/v1/posts/7")
  }

  @Test("a record identified by its link is read, replaced and deleted there")
  func selfLinkIdentity() throws {
    let base = try #require(base)
    let link = "http://127.0.0.1:8080/api/books/3"
    let read = halBooks.readEndpoint(link)
    let update = try halBooks.updateEndpoint(link, BookDraft(title: "Tides"))
    let delete = halBooks.deleteEndpoint(link)

    checkEqual([read, update].map { $0.url(relativeTo: base).absoluteString }, [link, link])
    checkEqual(delete.url(relativeTo: base).absoluteString, link)
    checkEqual(update.method, "PUT")
    checkEqual(update.headers, ["X-API-Key": "k1", "Api-Version": "2"])
    checkEqual(read.headers, ["X-API-Key": "k1"])
  }

  @Test(
    "a self link that is a path is read against the base URL, and an id that is no link is a segment"
  )
  func relativeSelfLinks() throws {
    let base = try #require(URL(string: "http://127.0.0.1:8080/api"))
    let path = try halBooks.readEndpoint("/api/books/3").resolvingLink(below: base)
    let plain = try halBooks.readEndpoint("3").resolvingLink(below: base)

    checkEqual(path.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/books/3")
    checkEqual(plain.url(relativeTo: base).absoluteString, "http://127.0.0.1:8080/api/books/3")
  }

  @Test("an id is the text of an Identifiable record's id, unwrapped from an optional")
  func optionalIDs() {
    let id: Int? = 7

    checkEqual(String(recordID: id as Any), "7")
    checkEqual(String(recordID: Int?.none as Any), nil)
    checkEqual(String(recordID: "cus_1"), "cus_1")
  }

  @Test("a create reads a Location-only answer, and sends its key only to an API that takes keys")
  func create() throws {
    let key = IdempotencyKey("k-1")
    let plain = try halBooks.createEndpoint(BookDraft(title: "Tides"), key: key)
    var keyed = halBooks
    keyed.idempotencyKeys = true
    let withKey = try keyed.createEndpoint(BookDraft(title: "Tides"), key: key)

    checkEqual(plain.method, "POST")
    checkEqual(plain.pathComponents, ["books"])
    check(plain.createsItem && plain.fetchesCreatedRecord)
    checkEqual(plain.successStatuses, [200, 201])
    checkEqual(plain.idempotencyKey, nil)
    checkEqual(withKey.idempotencyKey, key)
  }

  @Test("a team's own endpoint replaces the one the description makes")
  func overrides() throws {
    var customers = ResourceDescription<Book, BookDraft>(path: ["customers"], singular: "customer")
    customers.overrides.delete = { id in
      Endpoint<Void>(
        method: "POST", pathComponents: ["customers", id, "archive"], resource: "customer",
        payload: { _, _ in })
    }

    checkEqual(customers.deleteEndpoint("7").pathComponents, ["customers", "7", "archive"])
    checkEqual(customers.readEndpoint("7").pathComponents, ["customers", "7"])
  }

  @Test("an Identifiable record's id is its text, as it goes in a path")
  func recordID() {
    let books = ResourceDescription<Book, BookDraft>(path: ["books"], singular: "book")
    let record = Book(id: "3", title: "Tides")

    checkEqual(books.recordID(record), "3")
    checkEqual(books.plural, "books")
  }
}
