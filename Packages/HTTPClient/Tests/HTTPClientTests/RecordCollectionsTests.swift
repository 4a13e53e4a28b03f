import Foundation
import HTTPClient
import JSONCoding
import Synchronization
import TestSupport
import Testing

@Suite struct RecordCollectionsTests {
  /// What a request sent asks for.
  struct Sent: Sendable, Equatable {
    var method: String
    var path: String
    var query: [URLQueryItem]
    var body: String?
  }

  /// The requests sent, in order, each answered with `body` (a list for a list's `GET`, when
  /// `list` is given) and `head`.
  final class Server: Sendable {
    private let sent = Mutex<[Sent]>([])
    let record: String
    let list: String
    let head: HTTPResponseHead?

    init(
      record: String = #"{"id": 7}"#, list: String = #"[{"id": 7}]"#, head: HTTPResponseHead? = nil
    ) {
      (self.record, self.list, self.head) = (record, list, head)
    }

    var all: [Sent] { sent.withLock { $0 } }

    func collections(
      describe: @escaping @Sendable (String) -> ResourceDescription<JSONObject, JSONObject> =
        RecordCollections.jsonServerDescription
    ) -> RecordCollections {
      RecordCollections.answering(describe: describe) { [self] endpoint in
        sent.withLock {
          $0.append(
            Sent(
              method: endpoint.method, path: endpoint.pathComponents.joined(separator: "/"),
              query: endpoint.queryItems,
              body: endpoint.body.map { String(decoding: $0, as: UTF8.self) }))
        }
        let lists = endpoint.method == "GET" && endpoint.item == nil
        return (Data((lists ? list : record).utf8), head)
      }
    }
  }

  @Test func sendsEveryRequestAsTheCollectionsDescriptionSays() async throws {
    let server = Server()
    let collections = server.collections { name in
      ResourceDescription<JSONObject, JSONObject>(
        path: [name], singular: "user", pathExtension: "json"
      ).writing(.form, root: "user")
    }
    let users = collections.client(of: "users")

    _ = try await users.page(RecordQuery(page: PageRequest(size: 20)))
    _ = try await collections.client(at: ["users", "7", "posts"], resource: "posts").page(
      RecordQuery(page: PageRequest(size: 20)))
    _ = try await users.record("7")
    _ = try await users.create(["name": "Ada"], nil)
    _ = try await users.update("7", ["name": "Ada"])
    try await users.delete("7")

    checkEqual(
      server.all.map(\.path),
      [
        "users.json", "users/7/posts.json", "users/7.json", "users.json", "users/7.json",
        "users/7.json",
      ])
    checkEqual(server.all.map(\.method), ["GET", "GET", "GET", "POST", "PATCH", "DELETE"])
    checkEqual(server.all.compactMap(\.body), ["user[name]=Ada", "user[name]=Ada"])
  }

  @Test func aPathTypedWithAFinalSlashRoutesTheCollectionAndItsRecordsWithOne() async throws {
    let server = Server()
    let collections = server.collections()
    let books = collections.client(at: ["api", "books", ""], resource: "books")

    _ = try await books.page(RecordQuery(page: PageRequest(size: 20)))
    _ = try await books.record("7")
    _ = try await books.create(["title": "Emma"], nil)
    _ = try await books.update("7", ["title": "Emma"])
    try await books.delete("7")
    let description = collections.description(at: ["api", "books", ""], resource: "books")

    checkEqual(description.path, ["api", "books"])
    check(description.trailingSlash)
    checkEqual(
      server.all.map { "\($0.method) /\($0.path)" },
      [
        "GET /api/books/", "GET /api/books/7/", "POST /api/books/", "PATCH /api/books/7/",
        "DELETE /api/books/7/",
      ])
  }

  @Test func aLastSegmentWithAJSONExtensionRoutesTheRecordsWithItToo() async throws {
    let server = Server()
    let collections = server.collections()
    var trips = collections.description(at: ["bikes", "trips.json"], resource: "trips")
    trips.queryItems = [URLQueryItem(name: "_shape", value: "objects")]
    let client = collections.client(trips)

    _ = try await client.page(RecordQuery(page: PageRequest(size: 20)))
    _ = try await client.record("7")
    _ = try await client.update("7", ["day": "Monday"])
    try await client.delete("7")

    checkEqual(trips.path, ["bikes", "trips"])
    checkEqual(trips.pathExtension, "json")
    checkEqual(
      server.all.map { "\($0.method) /\($0.path)" },
      [
        "GET /bikes/trips.json", "GET /bikes/trips/7.json", "PATCH /bikes/trips/7.json",
        "DELETE /bikes/trips/7.json",
      ])
    checkEqual(
      server.all.map { $0.query.first { $0.name == "_shape" }?.value },
      Array(repeating: "objects", count: 4),
      "the path's query goes with every request")
    checkEqual(
      collections.description(at: [".json"], resource: "x").pathExtension, nil,
      "an extension alone is a name")
    let rails = server.collections { name in
      ResourceDescription(path: [name], singular: "loan", pathExtension: "xml")
    }.description(at: ["api", "loans.xml"], resource: "loans")
    checkEqual(rails.path, ["api", "loans"], "the extension the description names, typed")
    checkEqual(
      collections.description(at: ["api", "books.json", ""], resource: "books").pathExtension,
      nil, "a path typed with a final slash is routed as typed")
  }

  @Test func thePathsQueryIsMergedWithThePagesParametersAndTheFilters() async throws {
    let server = Server()
    let collections = server.collections()
    var books = collections.description(at: ["books"], resource: "books")
    books.queryItems = [
      URLQueryItem(name: "_shape", value: "objects"), URLQueryItem(name: "_limit", value: "3"),
    ]

    _ = try await collections.client(books).page(
      RecordQuery(
        filters: [URLQueryItem(name: "year", value: "1991")],
        page: PageRequest(continuation: .number(2), size: 20)))

    checkEqual(
      server.all.first?.query,
      [
        URLQueryItem(name: "_shape", value: "objects"), URLQueryItem(name: "year", value: "1991"),
        URLQueryItem(name: "_page", value: "2"), URLQueryItem(name: "_limit", value: "20"),
      ], "the page's own size takes the place of the path's")
  }

  @Test func aCollectionAtAPathIsDescribedByItsLastSegmentAndNamedAsGiven() async throws {
    let collections = RecordCollections.answering { _ in
      (Data("{}".utf8), HTTPResponseHead(status: 404))
    }

    let description = collections.description(at: ["api", "books"], resource: "books")
    let error = await #expect(throws: NetworkError.self) {
      try await collections.client(at: ["api", "books"], resource: "books").record("9")
    }

    check(description.path == ["api", "books"] && description.plural == "books")
    checkEqual(error.map { "\($0)" }, "\(NetworkError.notFound(resource: "books", id: "9"))")
  }

  @Test func asksForAPageAsTheCollectionsDescriptionPages() async throws {
    let server = Server(list: "[]")
    let collections = server.collections { name in
      var description = ResourceDescription<JSONObject, JSONObject>(path: [name], singular: name)
      description.paging = .numbered(page: "page", size: "size", from: 0)
      return description
    }

    _ = try await collections.client(of: "books").page(
      RecordQuery(page: PageRequest(continuation: .number(2), size: 20)))

    checkEqual(
      server.all.map(\.query),
      [
        [URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "size", value: "20")]
      ])
  }

  @Test func readsAPageWithTheTotalOfItsHeadAndTheFiltersAsked() async throws {
    let server = Server(
      list: #"[{"id": "a"}]"#, head: HTTPResponseHead(status: 200, headers: ["X-Total-Count": "42"])
    )

    let page = try await server.collections().client(
      at: ["customers", "7", "orders"], resource: "orders"
    ).page(RecordQuery(filters: [URLQueryItem(name: "q", value: "x")], page: PageRequest(size: 1)))

    checkEqual(page.items, [["id": "a"]])
    checkEqual(page.totalCount, 42)
    checkEqual(page.next, .number(2))
    checkEqual(
      server.all.map(\.query),
      [
        [
          URLQueryItem(name: "q", value: "x"), URLQueryItem(name: "_page", value: "1"),
          URLQueryItem(name: "_limit", value: "1"),
        ]
      ])
  }

  @Test func findsAListWhereverTheAnswerHoldsItAndARecordOutOfItsEnvelope() async throws {
    let server = Server(
      record: #"{"response": {"id": 3, "name": "Honey"}}"#,
      list: #"{"_embedded": {"books": [{"title": "Tides"}]}, "page": {"number": 0}}"#)
    let books = server.collections().client(of: "books")

    let page = try await books.page(RecordQuery(page: PageRequest(size: 20)))
    let record = try await books.record("3")

    checkEqual(page.items, [["title": "Tides"]])
    checkEqual(record, ["id": 3, "name": "Honey"])
  }

  @Test func refusesAnAnswerOfAnotherShape() async {
    await #expect(throws: NetworkError.self) {
      try await Server(list: #"{"id": 1}"#).collections().client(of: "profile").page(
        RecordQuery(page: PageRequest(size: 20)))
    }
    await #expect(throws: NetworkError.self) {
      try await Server(record: "[1]").collections().client(of: "customers").record("1")
    }
    await #expect(throws: NetworkError.self) {
      try await Server(record: "<html>").collections().client(of: "customers").record("1")
    }
  }

  @Test func readsTheJSONValueAtAPath() async throws {
    let server = Server(list: #"{"posts": [], "profile": {"name": "x"}}"#)

    let database = try await server.collections().read(["db"])

    checkEqual(database, ["posts": [], "profile": ["name": "x"]])
    checkEqual(server.all.map(\.path), ["db"])
  }

  @Test func theUnimplementedCollectionsNameWhatTheyWereAsked() async {
    await #expect {
      try await RecordCollections.unimplemented.client(of: "customers").record("7")
    } throws: { error in
      "\(error)".contains("record")
    }
    await #expect {
      try await RecordCollections.unimplemented.read(["db"])
    } throws: { error in
      "\(error)".contains("GET /db")
    }
  }

  @Test(arguments: ["customers", "7", "a-b_c.d", "été", "~x", "a/b", "a?b", "a#b", "a%20b", "a b"])
  func takesAPathSegment(text: String) {
    check(RecordCollections.isPathSegment(text))
  }

  @Test(arguments: ["", ".", "..", "a\u{7}b", "a\nb"])
  func refusesWhatIsNoPathSegment(text: String) {
    check(!RecordCollections.isPathSegment(text))
  }

  @Test("an id is one segment of the path, whatever it holds")
  func anIdIsOneSegment() async throws {
    let sent = Mutex<[URL]>([])
    let base = try #require(URL(string: "http://127.0.0.1:3000/api/"))
    let collections = RecordCollections.answering { endpoint in
      sent.withLock { $0.append(endpoint.url(relativeTo: base)) }
      return (Data(#"{"id": "x/y"}"#.utf8), nil)
    }
    for id in ["x/y", "50%", "a b?#", "été"] {
      _ = try await collections.client(of: "oddities").record(id)
    }
    checkEqual(
      sent.withLock { $0 }.map(\.absoluteString),
      [
        "http://127.0.0.1:3000/api/oddities/x%2Fy", "http://127.0.0.1:3000/api/oddities/50%25",
        "http://127.0.0.1:3000/api/oddities/a%20b%3F%23",
        "http://127.0.0.1:3000/api/oddities/%C3%A9t%C3%A9",
      ])
  }
}
