import Foundation
import HTTPClient
import JSONCoding
import Synchronization
import Testing

@Suite struct RecordsClientTests {
  /// What an endpoint sent asks for.
  struct SentEndpoint: Sendable {
    var method: String
    var path: [String]
    var body: Data?
    var query: [URLQueryItem]
    var createsItem: Bool
    var itemID: String?
    var rejectedStatuses: Set<Int>
    var headers: [String: String]
  }

  /// The endpoints a client was sent, in order.
  final class Sent: Sendable {
    private let endpoints = Mutex<[SentEndpoint]>([])

    func record<Response>(_ endpoint: Endpoint<Response>) {
      let sent = SentEndpoint(
        method: endpoint.method, path: endpoint.pathComponents, body: endpoint.body,
        query: endpoint.queryItems, createsItem: endpoint.createsItem,
        itemID: endpoint.item?.id, rejectedStatuses: endpoint.rejection.statuses,
        headers: endpoint.headers)
      endpoints.withLock { $0.append(sent) }
    }

    var all: [SentEndpoint] { endpoints.withLock { $0 } }
  }

  func client(_ sent: Sent, answering body: String) -> RecordsClient {
    RecordsClient(
      send: { endpoint in
        sent.record(endpoint)
        return try endpoint.payload(Data(body.utf8), JSONDecoder())
      },
      sendWithoutAnswer: { sent.record($0) })
  }

  @Test(arguments: [(#""v1""#, #""v1""#), (#"W/"v1""#, nil), (nil, nil)])
  func readsARecordWithItsStrongVersionOnly(tag: String?, expected: String?) async throws {
    let client = RecordsClient(
      send: { _ in
        try RecordAnswer(body: Data(#"{"id": 7}"#.utf8), version: tag.flatMap(EntityTag.init))
      },
      sendWithoutAnswer: { _ in })

    let read = try await client.versionedRecord("7", of: "customers")

    #expect(read.record == ["id": 7])
    #expect(read.version?.description == expected)
  }

  @Test func sendsAChangeAndADeleteForTheVersionGiven() async throws {
    let sent = Sent()
    let client = client(sent, answering: #"{"id": 7}"#)
    let version = try #require(EntityTag(#""v1""#))

    _ = try await client.change("7", of: "customers", fields: ["name": "Ada"], ifMatch: version)
    try await client.delete("7", of: "customers", ifMatch: version)
    _ = try await client.change("7", of: "customers", fields: ["name": "Ada"])

    #expect(sent.all.map { $0.headers["If-Match"] } == [#""v1""#, #""v1""#, nil])
  }

  @Test func createsWithAPostOfTheFieldsAndTheQuery() async throws {
    let sent = Sent()
    let answer = try await client(sent, answering: #"{"id": 7, "name": "Ada"}"#).create(
      in: "customers", fields: ["name": "Ada", "age": 36],
      queryItems: [URLQueryItem(name: "dry", value: "1")])

    #expect(answer.record == ["id": 7, "name": "Ada"])
    let endpoint = try #require(sent.all.first)
    #expect(endpoint.method == "POST")
    #expect(endpoint.path == ["customers"])
    #expect(
      endpoint.body.map { String(decoding: $0, as: UTF8.self) } == #"{"name":"Ada","age":36}"#)
    #expect(endpoint.query == [URLQueryItem(name: "dry", value: "1")])
    #expect(endpoint.createsItem)
    #expect(endpoint.rejectedStatuses == [400, 422])
  }

  @Test func changesWithAPatchOrReplacesWithAPutNamingTheRecord() async throws {
    let sent = Sent()
    let client = client(sent, answering: #"{"id": 7}"#)
    _ = try await client.change("7", of: "customers", fields: ["age": 37])
    _ = try await client.change("7", of: "customers", fields: ["name": "Ada"], replacing: true)

    #expect(sent.all.map(\.method) == ["PATCH", "PUT"])
    #expect(sent.all.map(\.path) == [["customers", "7"], ["customers", "7"]])
    #expect(sent.all.map(\.itemID) == ["7", "7"])
    #expect(sent.all.allSatisfy { !$0.createsItem })
  }

  @Test func deletesTheRecord() async throws {
    let sent = Sent()
    try await client(sent, answering: "").delete("7", of: "customers")

    #expect(sent.all.map(\.method) == ["DELETE"])
    #expect(sent.all.map(\.path) == [["customers", "7"]])
  }

  @Test func readsTheRecordsOrARecord() async throws {
    let sent = Sent()
    let records = try await client(sent, answering: #"[{"id": 1}, {"id": 2}]"#).records(
      of: "customers")
    #expect(records == [["id": 1], ["id": 2]])
    let record = try await client(sent, answering: #"{"id": 1}"#).record("1", of: "customers")
    #expect(record == ["id": 1])
    #expect(sent.all.map(\.method) == ["GET", "GET"])
  }

  @Test func sendsEveryRequestAsTheCollectionsDescriptionSays() async throws {
    let sent = Sent()
    var client = RecordsClient(
      send: { endpoint in
        sent.record(endpoint)
        let lists = endpoint.method == "GET" && endpoint.item == nil
        return try endpoint.payload(
          Data((lists ? #"[{"id": 7}]"# : #"{"id": 7}"#).utf8), JSONDecoder())
      },
      sendWithoutAnswer: { sent.record($0) })
    client.describe = { name in
      ResourceDescription<JSONObject, JSONObject>(
        path: [name], singular: "user", pathExtension: "json"
      ).writing(.form, root: "user")
    }

    _ = try await client.records(of: "users")
    _ = try await client.page(at: ["users", "7", "posts"], resource: "posts")
    _ = try await client.versionedRecord("7", of: "users")
    _ = try await client.create(in: "users", fields: ["name": "Ada"])
    _ = try await client.change("7", of: "users", fields: ["name": "Ada"])
    try await client.delete("7", of: "users")

    #expect(
      sent.all.map { $0.path.joined(separator: "/") } == [
        "users.json", "users/7/posts.json", "users/7.json", "users.json", "users/7.json",
        "users/7.json",
      ])
    #expect(
      sent.all.compactMap { $0.body.map { String(decoding: $0, as: UTF8.self) } } == [
        "user[name]=Ada", "user[name]=Ada",
      ])
  }

  @Test func asksForAPageAsTheCollectionsDescriptionPages() async throws {
    let sent = Sent()
    var client = client(sent, answering: "[]")
    client.describe = { name in
      var description = ResourceDescription<JSONObject, JSONObject>(path: [name], singular: name)
      description.paging = .numbered(page: "page", size: "size", from: 0)
      return description
    }

    _ = try await client.page(at: ["books"], number: 2, size: 20, resource: "books")
    _ = try await client.page(at: ["books"], number: 1, resource: "books")
    var unnumbered = self.client(sent, answering: #"[{"id": 1}, {"id": 2}]"#)
    unnumbered.describe = { name in
      var description = ResourceDescription<JSONObject, JSONObject>(path: [name], singular: name)
      description.paging = .linkHeader(size: "limit")
      return description
    }
    let first = try await unnumbered.page(at: ["customers"], number: 1, size: 2, resource: "c")

    #expect(first.next == nil, "a page not numbered cannot be followed by number")
    #expect(
      sent.all.map(\.query) == [
        [URLQueryItem(name: "page", value: "1"), URLQueryItem(name: "size", value: "20")],
        [URLQueryItem(name: "page", value: "0")], [URLQueryItem(name: "limit", value: "2")],
      ])
  }

  @Test func readsAPageWithTheTotalOfItsHead() async throws {
    let sent = Sent()
    let head = HTTPResponseHead(
      status: 200,
      headers: ["X-Total-Count": "42", "Link": #"<http://a.test/orders?_page=2>; rel="next""#],
      url: URL(string: "http://a.test/customers/7/orders?_page=1"))
    let client = RecordsClient(
      send: { endpoint in
        sent.record(endpoint)
        var answer = try RecordAnswer(body: Data(#"[{"id": "a"}]"#.utf8))
        answer.head = head
        return answer
      },
      sendWithoutAnswer: { _ in })

    let page = try await client.page(
      at: ["customers", "7", "orders"], query: [URLQueryItem(name: "q", value: "x")], number: 1,
      size: 1, resource: "orders")

    #expect(page.items == [["id": "a"]])
    #expect(page.totalCount == 42)
    #expect(page.next == .number(2))
    #expect(sent.all.map(\.path) == [["customers", "7", "orders"]])
    #expect(
      sent.all.first?.query == [
        URLQueryItem(name: "q", value: "x"), URLQueryItem(name: "_page", value: "1"),
        URLQueryItem(name: "_limit", value: "1"),
      ])
  }

  @Test func takesAPageOfMoreThanItsSizeForTheWholeList() async throws {
    let sent = Sent()
    let page = try await client(sent, answering: #"[{"id": 1}, {"id": 2}, {"id": 3}]"#).page(
      at: ["customers"], number: 1, size: 2, resource: "customers")
    #expect(page.items.count == 3)
    #expect(page.next == nil)
  }

  @Test func theUnimplementedClientNamesTheRequestItWasSent() async {
    await #expect {
      try await RecordsClient.unimplemented.record("7", of: "customers")
    } throws: { error in
      "\(error)".contains("GET /customers/7")
    }
  }

  @Test func refusesAPageThatIsAnObjectSayingSo() async {
    let sent = Sent()
    await #expect {
      try await client(sent, answering: #"{"id": 1}"#).page(at: ["profile"], resource: "profile")
    } throws: { error in
      "\(error)".contains("an object, not a list")
    }
  }

  @Test func refusesAnAnswerOfAnotherShape() async {
    let sent = Sent()
    await #expect(throws: NetworkError.self) {
      try await client(sent, answering: #"{"id": 1}"#).records(of: "customers")
    }
    await #expect(throws: NetworkError.self) {
      try await client(sent, answering: "[1]").record("1", of: "customers")
    }
    await #expect(throws: RecordAnswer.NotJSON.self) {
      try await client(sent, answering: "<html>").record("1", of: "customers")
    }
  }

  @Test(arguments: ["customers", "7", "a-b_c.d", "été", "~x", "a/b", "a?b", "a#b", "a%20b", "a b"])
  func takesAPathSegment(text: String) {
    #expect(RecordsClient.isPathSegment(text))
  }

  @Test(arguments: ["", ".", "..", "a\u{7}b", "a\nb"])
  func refusesWhatIsNoPathSegment(text: String) {
    #expect(!RecordsClient.isPathSegment(text))
  }

  @Test("an id is one segment of the path, whatever it holds")
  func anIdIsOneSegment() async throws {
    let sent = Mutex<[URL]>([])
    let base = try #require(URL(string: "http://127.0.0.1:3000/api/"))
    let client = RecordsClient(
      send: { endpoint in
        sent.withLock { $0.append(endpoint.url(relativeTo: base)) }
        return try RecordAnswer(body: Data(#"{"id": "x/y"}"#.utf8))
      }, sendWithoutAnswer: { _ in })
    for id in ["x/y", "50%", "a b?#", "été"] {
      _ = try await client.record(id, of: "oddities")
    }
    #expect(
      sent.withLock { $0 }.map(\.absoluteString) == [
        "http://127.0.0.1:3000/api/oddities/x%2Fy", "http://127.0.0.1:3000/api/oddities/50%25",
        "http://127.0.0.1:3000/api/oddities/a%20b%3F%23",
        "http://127.0.0.1:3000/api/oddities/%C3%A9t%C3%A9",
      ])
  }
}
