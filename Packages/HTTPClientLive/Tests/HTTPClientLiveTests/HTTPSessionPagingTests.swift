import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// Pages of each common shape read from a loopback server, each followed by its continuation
/// until a page says none follows.
@Suite("HTTPSession: pages of every shape", .timeLimit(.minutes(1)))
struct HTTPSessionPagingTests {
  private struct Item: Decodable, Sendable, Equatable {
    var id: String
  }

  private struct Links: Decodable, Sendable {
    struct Next: Decodable, Sendable {
      var next: URL?
    }
    var links: Next
  }

  private struct More: Decodable, Sendable {
    var hasMore: Bool

    enum CodingKeys: String, CodingKey {
      case hasMore = "has_more"
    }
  }

  private func session(of server: HostileServer) -> HTTPSession {
    HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionPagingTests/1",
      policy: TransferPolicy(clock: ImmediateClock()))
  }

  /// Every item, asking for each page with the continuation of the page before.
  private func everyItem(
    _ fetch: (PageRequest) async throws -> Page<Item>
  ) async throws -> [String] {
    var request = PageRequest(size: 2)
    var ids: [String] = []
    for _ in 0..<10 {
      let page = try await fetch(request)
      ids += page.items.map(\.id)
      guard let next = page.next else { return ids }
      request.continuation = next
    }
    Issue.record("the pages never ended")
    return ids
  }

  @Test("Link headers: each next link, relative or absolute, is followed below the base")
  func linkHeaders() async throws {
    let server = try HostileServer { request, _ in
      let host = request.headers["host"] ?? ""
      switch request.path {
      case "/repos/o/r/issues?per_page=2":
        return [
          .response(
            200, headers: ["Link": #"</repositories/7/issues?per_page=2&page=2>; rel="next""#],
            body: #"[{"id": "1"}, {"id": "2"}]"#)
        ]
      case "/repositories/7/issues?per_page=2&page=2":
        return [
          .response(
            200,
            headers: [
              "Link": "<http://\(host)/repositories/7/issues?per_page=2&page=3>; rel=\"next\""
            ],
            body: #"[{"id": "3"}, {"id": "4"}]"#)
        ]
      default:
        return [
          .response(
            200, headers: ["Link": #"</repositories/7/issues?page=1>; rel="first""#],
            body: #"[{"id": "5"}]"#)
        ]
      }
    }
    let session = session(of: server)
    let first = Endpoint<ListPayload<Item>>.list(
      ["repos", "o", "r", "issues"], query: [URLQueryItem(name: "per_page", value: "2")],
      resource: "issues")

    let ids = try await everyItem { request in
      let endpoint =
        try request.continuation?.url.map { try first.following($0, below: session.baseURL) }
        ?? first
      let (payload, response) = try await session.response(endpoint)
      return try Page(payload, nextLinkIn: response)
    }

    checkEqual(ids, ["1", "2", "3", "4", "5"])
    checkEqual(
      server.requests.map(\.path),
      [
        "/repos/o/r/issues?per_page=2", "/repositories/7/issues?per_page=2&page=2",
        "/repositories/7/issues?per_page=2&page=3",
      ])
  }

  @Test("a next link to another server is not followed")
  func linkElsewhere() async throws {
    let server = try HostileServer(answering: [
      .response(
        200, headers: ["Link": #"<http://other.example/issues?page=2>; rel="next""#],
        body: #"[{"id": "1"}, {"id": "2"}]"#)
    ])
    let session = session(of: server)
    let first = Endpoint<ListPayload<Item>>.list(["issues"], resource: "issues")
    let (payload, response) = try await session.response(first)
    let page = try Page(payload, nextLinkIn: response)
    let link = try #require(page.next?.url)

    #expect(throws: NetworkError.self) { try first.following(link, below: session.baseURL) }
    checkEqual(server.requests.count, 1)
  }

  @Test("a next link in the body is followed until it is null")
  func nextLinkInTheBody() async throws {
    let server = try HostileServer { request, _ in
      let host = request.headers["host"] ?? ""
      return request.path.contains("after")
        ? [.response(200, body: #"{"data": [{"id": "c"}], "links": {"next": null}}"#)]
        : [
          .response(
            200,
            body:
              #"{"data": [{"id": "a"}, {"id": "b"}], "links": {"next": "http://\#(host)/articles?page%5Bafter%5D=b"}}"#
          )
        ]
    }
    let session = session(of: server)
    let first = Endpoint<Page<Item>>.page(["articles"], resource: "articles", member: "data") {
      (list, body: Links) in Page(list, next: body.links.next.map(PageContinuation.url))
    }

    let ids = try await everyItem { request in
      try await session.send(
        try request.continuation?.url.map { try first.following($0, below: session.baseURL) }
          ?? first)
    }

    checkEqual(ids, ["a", "b", "c"])
    checkEqual(server.requests.map(\.path), ["/articles", "/articles?page%5Bafter%5D=b"])
  }

  @Test("has_more continues after the last item's id, until it is false")
  func hasMoreAndStartingAfter() async throws {
    let server = try HostileServer { request, _ in
      request.path.contains("starting_after=cus_2")
        ? [.response(200, body: #"{"data": [{"id": "cus_3"}], "has_more": false}"#)]
        : [.response(200, body: #"{"data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": true}"#)]
    }
    let session = session(of: server)

    let ids = try await everyItem { request in
      var query = [URLQueryItem(name: "limit", value: "\(request.size)")]
      if let cursor = request.continuation?.cursor {
        query.append(URLQueryItem(name: "starting_after", value: cursor))
      }
      return try await session.send(
        Endpoint<Page<Item>>.page(
          ["v1", "customers"], query: query, resource: "customers", member: "data"
        ) { (list, body: More) in
          Page(list, next: body.hasMore ? list.items.last.map { .cursor($0.id) } : nil)
        })
    }

    checkEqual(ids, ["cus_1", "cus_2", "cus_3"])
    checkEqual(
      server.requests.map(\.path),
      [
        "/v1/customers?limit=2", "/v1/customers?limit=2&starting_after=cus_2",
      ])
  }
}
