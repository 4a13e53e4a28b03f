import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("ResourceClient.live", .timeLimit(.minutes(1)))
struct ResourceClientLiveTests {
  /// A book of a Spring Data REST service, identified by its `_links.self.href`.
  private struct Book: Decodable, Identifiable, Sendable, Hashable {
    var id: String
    var title: String

    private enum CodingKeys: String, CodingKey {
      case title, _links
    }

    private struct Links: Decodable {
      struct Link: Decodable { var href: String }
      var `self`: Link
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.decode(String.self, forKey: .title)
      id = try container.decode(Links.self, forKey: ._links).`self`.href
    }
  }

  private struct BookDraft: Encodable, Sendable {
    var title: String
  }

  private static let books = ResourceDescription<Book, BookDraft>(
    path: ["api", "books"], singular: "book", identity: .halSelfLink,
    member: "_embedded.books",
    paging: .numbered(page: "page", size: "size", from: 0, total: .items(at: "page.totalElements")),
    search: .path(["search", "findByTitleContaining"], parameter: "title"),
    updateMethod: "PUT", rejection: .problemDetails, readHeaders: ["X-API-Key": "k1"],
    writeHeaders: ["X-API-Key": "k1"])

  /// A HAL service of one book, 3, which it lists, finds, reads with a version, creates as
  /// 9 with only a `Location`, refuses to replace under any version but its own, and deletes.
  private static func server(on address: String) throws -> HostileServer {
    try HostileServer(address: address) { request, _ in
      let root = "http://\(request.headers["host"] ?? "")"
      let book = { (id: Int) in
        #"{"title": "Tides", "_links": {"self": {"href": "\#(root)/api/books/\#(id)"}}}"#
      }
      switch (request.method, request.path) {
      case ("GET", let path)
      where path.hasPrefix("/api/books?") || path.hasPrefix("/api/books/search/"):
        return [
          .response(
            200, headers: ["Content-Type": "application/hal+json"],
            body: #"{"_embedded": {"books": [\#(book(3))]}, "page": {"totalElements": 1}}"#)
        ]
      case ("GET", "/api/books/3"), ("GET", "/api/books/9"):
        return [.response(200, headers: ["ETag": #""1""#], body: book(3))]
      case ("POST", "/api/books"):
        return [.response(201, headers: ["Location": "\(root)/api/books/9"], body: "")]
      case ("PUT", "/api/books/3"):
        return request.headers["if-match"] == #""1""#
          ? [
            .response(
              200,
              body: #"{"title": "Harbour", "_links": {"self": {"href": "\#(root)/api/books/3"}}}"#)
          ]
          : [.response(412, body: "")]
      case ("DELETE", "/api/books/3"):
        return [.response(204, body: "")]
      default:
        return [.response(404, body: "")]
      }
    }
  }

  private static func client(of server: HostileServer) -> ResourceClient<Book, BookDraft> {
    .live(
      books,
      session: HTTPSession(
        session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
        userAgent: "ResourceClientLiveTests/1"))
  }

  @Test(
    "a list and a search are read from the HAL envelope, pages counted from 0",
    arguments: ["127.0.0.1", "::1"])
  func lists(address: String) async throws {
    let server = try Self.server(on: address)
    let client = Self.client(of: server)

    let all = try await client.page(RecordQuery(page: PageRequest(size: 20)))
    let found = try await client.page(RecordQuery("tid", page: PageRequest(size: 20)))

    checkEqual(all.items.map(\.title), ["Tides"])
    checkEqual(all.totalCount, 1)
    checkEqual(found.items.count, 1)
    checkEqual(
      server.requests.map(\.path),
      [
        "/api/books?page=0&size=20",
        "/api/books/search/findByTitleContaining?title=tid&page=0&size=20",
      ])
    check(server.requests.allSatisfy { $0.headers["x-api-key"] == "k1" })
  }

  @Test("a create answered with only a Location is read there", arguments: ["127.0.0.1", "::1"])
  func createsAtTheLocation(address: String) async throws {
    let server = try Self.server(on: address)

    let created = try await Self.client(of: server).create(BookDraft(title: "Tides"), nil)

    check(created.id.hasSuffix("/api/books/3"))
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" }, ["POST /api/books", "GET /api/books/9"])
    checkEqual(server.requests.first?.body, Data(#"{"title":"Tides"}"#.utf8))
  }

  @Test(
    "a record is replaced at its link under the version read, refused under another",
    arguments: ["127.0.0.1", "::1"])
  func replacesUnderTheVersionRead(address: String) async throws {
    let server = try Self.server(on: address)
    let client = Self.client(of: server)
    let versions = Mutex<[RecordVersion?]>([])
    let observer = RecordVersionObserver { _, version in versions.withLock { $0.append(version) } }

    let book = try await RecordVersion.$readObserver.withValue(observer) {
      try await client.page(RecordQuery(page: PageRequest(size: 20))).items[0]
    }
    let read = try await RecordVersion.$readObserver.withValue(observer) {
      try await client.record(book.id)
    }
    let version = try #require(versions.withLock { $0.last ?? nil })
    let replaced = try await RecordVersion.$current.withValue(version) {
      try await client.update(read.id, BookDraft(title: "Harbour"))
    }
    let stale = try #require(RecordVersion(url: version.url, tag: EntityTag(#""0""#)))
    let refused = await #expect(throws: NetworkError.self) {
      try await RecordVersion.$current.withValue(stale) {
        try await client.update(read.id, BookDraft(title: "Harbour"))
      }
    }
    try await client.delete(read.id)

    checkEqual(replaced.title, "Harbour")
    guard case .versionConflict(let resource, _) = refused else {
      Issue.record("not a version conflict: \(String(describing: refused))")
      return
    }
    checkEqual(resource, "book")
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" },
      [
        "GET /api/books?page=0&size=20", "GET /api/books/3", "PUT /api/books/3", "PUT /api/books/3",
        "DELETE /api/books/3",
      ])
    checkEqual(server.requests.map { $0.headers["if-match"] }, [nil, nil, #""1""#, #""0""#, nil])
  }

  @Test(
    "an update answered 204 reads the record again, and tells the version it made",
    arguments: ["127.0.0.1", "::1"])
  func readsTheRecordAfterABodilessUpdate(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      request.method == "PATCH"
        ? [.response(204, headers: ["ETag": #""8""#], body: "")]
        : [
          .response(
            200, headers: ["ETag": #""8""#],
            body: #"{"title": "Harbour", "_links": {"self": {"href": "/api/books/3"}}}"#)
        ]
    }
    var books = Self.books
    books.updateMethod = "PATCH"
    let client = ResourceClient.live(
      books,
      session: HTTPSession(
        session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
        userAgent: "ResourceClientLiveTests/1"))
    let versions = Mutex<[String]>([])
    let observer = RecordVersionObserver { url, version in
      versions.withLock { $0.append("\(url.path) \(version?.tag.description ?? "none")") }
    }

    let updated = try await RecordVersion.$readObserver.withValue(observer) {
      try await client.update("/api/books/3", BookDraft(title: "Harbour"))
    }

    checkEqual(updated.title, "Harbour")
    checkEqual(updated.id, "/api/books/3")
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" },
      [
        "PATCH /api/books/3", "GET /api/books/3",
      ])
    checkEqual(versions.withLock { $0 }, [#"/api/books/3 "8""#, #"/api/books/3 "8""#])
  }
}
