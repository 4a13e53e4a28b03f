import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("Endpoint.page(_:query:resource:member:page:)")
struct EndpointPageTests {
  private struct Item: Decodable, Sendable, Equatable {
    var id: String
  }

  /// `{"data": […], "links": {"next": "…"}}`.
  private struct Links: Decodable {
    struct Next: Decodable {
      var next: URL?
    }
    var links: Next
  }

  /// `{"data": […], "has_more": true}`.
  private struct More: Decodable {
    var hasMore: Bool

    enum CodingKeys: String, CodingKey {
      case hasMore = "has_more"
    }
  }

  private let linked = Endpoint<Page<Item>>.page(
    ["items"], resource: "items", member: "data"
  ) { (list, body: Links) in
    Page(list, next: body.links.next.map(PageContinuation.url))
  }

  private let stripe = Endpoint<Page<Item>>.page(
    ["v1", "customers"], resource: "customers", member: "data"
  ) { (list, body: More) in
    Page(list, next: body.hasMore ? list.items.last.map { .cursor($0.id) } : nil)
  }

  private func decode(_ endpoint: Endpoint<Page<Item>>, _ json: String) throws -> Page<Item> {
    try endpoint.decode(Data(json.utf8), from: HTTPResponseHead(status: 200), using: JSONDecoder())
  }

  @Test("a next link in the body is the next page; null is the last")
  func nextLinkInTheBody() throws {
    let middle = try decode(
      linked,
      #"{"data": [{"id": "a"}, {"id": "b"}], "links": {"next": "https://x.example/items?after=b"}}"#
    )
    let last = try decode(linked, #"{"data": [{"id": "c"}], "links": {"next": null}}"#)

    checkEqual(middle.items, [Item(id: "a"), Item(id: "b")])
    checkEqual(middle.next, .url(try #require(URL(string: "https://x.example/items?after=b"))))
    checkEqual(last.next, nil)
  }

  @Test("has_more continues after the last item's id")
  func hasMore() throws {
    let middle = try decode(
      stripe, #"{"object": "list", "data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": true}"#)
    let last = try decode(
      stripe, #"{"object": "list", "data": [{"id": "cus_3"}], "has_more": false}"#)

    checkEqual(middle.next, .cursor("cus_2"))
    checkEqual(last.next, nil)
  }

  @Test("the records that do not decode are left out and reported, as a list's are")
  func skippedRecords() throws {
    let page = try decode(stripe, #"{"data": [{"id": "cus_1"}, {"id": 2}], "has_more": true}"#)

    checkEqual(page.items, [Item(id: "cus_1")])
    checkEqual(page.skipped.first?.count, 1)
    checkEqual(page.next, .cursor("cus_1"))
  }

  @Test("a body without the list, or without what the page needs, fails to decode")
  func missingMembers() {
    #expect(throws: NetworkError.self) { try decode(stripe, #"{"has_more": false}"#) }
    #expect(throws: NetworkError.self) { try decode(stripe, #"{"data": [{"id": "a"}]}"#) }
  }
}

@Suite("Endpoint.following(_:below:)")
struct EndpointFollowingTests {
  private let items = Endpoint<ListPayload<Int>>.list(
    ["items"], query: [URLQueryItem(name: "limit", value: "2")], resource: "items")

  private func url(_ text: String) throws -> URL {
    try #require(URL(string: text))
  }

  @Test("a link below the base is the same endpoint at the link's path and query")
  func below() throws {
    let base = try url("https://api.example/v2/")
    let link = try url("https://api.example/v2/items?page%5Bafter%5D=b%207&limit=2")

    let next = try items.following(link, below: base)

    checkEqual(next.pathComponents, ["items"])
    checkEqual(
      next.queryItems,
      [
        URLQueryItem(name: "page[after]", value: "b 7"), URLQueryItem(name: "limit", value: "2"),
      ])
    checkEqual(next.resource, "items")
    checkEqual(
      next.url(relativeTo: base).absoluteString,
      "https://api.example/v2/items?page%5Bafter%5D=b%207&limit=2")
  }

  @Test("a link is followed as written: a trailing slash stays")
  func trailingSlash() throws {
    let base = try url("https://api.example/v2")
    let next = try items.following(try url("https://api.example/v2/books/?page=2"), below: base)
    let root = try items.following(try url("https://api.example/v2/"), below: base)

    checkEqual(next.url(relativeTo: base).absoluteString, "https://api.example/v2/books/?page=2")
    check(root.pathComponents.isEmpty)
  }

  @Test("the default port, the host's case and a base without a path all match")
  func equivalentAuthorities() throws {
    let next = try items.following(
      try url("HTTPS://API.example:443/items/7/comments"), below: try url("https://api.example"))

    checkEqual(next.pathComponents, ["items", "7", "comments"])
    check(next.queryItems.isEmpty)
  }

  @Test(
    "a link elsewhere fails, naming it without its credentials",
    arguments: [
      "http://api.example/v2/items", "https://other.example/v2/items",
      "https://api.example:8443/v2/items", "https://api.example/v1/items",
      "https://api.example/v22/items", "https://u:secret@other.example/v2/items",
    ])
  func elsewhere(link: String) throws {
    let base = try url("https://api.example/v2")

    #expect {
      _ = try items.following(try url(link), below: base)
    } throws: { error in
      guard case .malformedResponse(let host, let reason) = error as? NetworkError else {
        return false
      }
      return host == "api.example" && reason.hasPrefix("a link it gave leads away")
        && !reason.contains("secret")
    }
  }
}
