import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("Paging.page(of:data:head:member:request:)")
struct PagingAnswerTests {
  private struct Book: Decodable, Sendable, Equatable {
    var id: Int
  }

  private let answered = URL(string: "http://127.0.0.1:8080/api/books?page=0&size=2")

  /// The page that `paging` reads from `json`, its list at `member`.
  private func page(
    _ paging: Paging, _ json: String, member: String? = nil, headers: [String: String] = [:],
    request: PageRequest = PageRequest(size: 2)
  ) throws -> Page<Book> {
    let data = Data(json.utf8)
    let list =
      try member.map {
        try ListPayload<Book>(
          decoding: data, with: JSONDecoder(), resource: "books", member: $0)
      } ?? ListPayload<Book>(decoding: data, with: JSONDecoder(), resource: "books")
    return try paging.page(
      of: list, data: data, head: HTTPResponseHead(status: 200, headers: headers, url: answered),
      member: member, request: request)
  }

  @Test("numbered from 0: the next page is the library's next number, until the total")
  func numberedFromZero() throws {
    let spring = Paging.numbered(
      page: "page", size: "size", from: 0, total: .items(at: "page.totalElements"))
    let body = #"{"_embedded": {"books": [{"id": 1}, {"id": 2}]}, "page": {"totalElements": 4}}"#
    let first = try page(spring, body, member: "_embedded.books")
    let second = try page(
      spring, body, member: "_embedded.books",
      request: PageRequest(continuation: .number(2), size: 2))

    checkEqual(first.items, [Book(id: 1), Book(id: 2)])
    check(first.number == 1 && first.next == .number(2) && first.totalCount == 4)
    check(second.number == 2 && second.next == nil)
  }

  @Test("a count of pages ends at the page it names, and is the page count")
  func pageCount() throws {
    let laravel = Paging.numbered(total: .pages(at: "meta.last_page"))
    let body = #"{"data": [{"id": 1}, {"id": 2}], "meta": {"last_page": 3}}"#
    let second = try page(
      laravel, body, member: "data", request: PageRequest(continuation: .number(2), size: 2))
    let third = try page(
      laravel, body, member: "data", request: PageRequest(continuation: .number(3), size: 2))

    check(second.next == .number(3) && second.pageCount == 3 && second.totalCount == nil)
    checkEqual(third.next, nil)
  }

  @Test("numbered: a short page, a Link without next, or an empty page when said, is the last")
  func numberedEnds() throws {
    let paging = Paging.numbered()
    try checkEqual(page(paging, #"[{"id": 1}]"#).next, nil)
    try checkEqual(
      page(paging, #"[{"id": 1}, {"id": 2}]"#, headers: ["Link": #"</b?page=1>; rel="first""#])
        .next, nil)
    try checkEqual(page(paging, #"[{"id": 1}, {"id": 2}]"#).next, .number(2))
  }

  @Test("numbered: the last page keeps its number, a Link without next ending it")
  func numberedLastKeepsItsNumber() throws {
    let last = try page(
      .numbered(total: .items(at: "total")), #"{"total": 4, "items": [{"id": 3}, {"id": 4}]}"#,
      member: "items",
      headers: ["Link": #"</s?page=1>; rel="first", </s?page=1>; rel="prev""#],
      request: PageRequest(continuation: .number(2), size: 2))

    check(last.next == nil && last.number == 2 && last.pageCount == 2)
  }

  @Test("an API told no size ends its pages with an empty one, not a short one")
  func numberedWithoutSize() throws {
    let catalogue = Paging.numbered(size: nil, total: nil)
    let short = try page(catalogue, #"[{"id": 1}]"#)

    check(short.next == .number(2) && short.size == nil)
    try checkEqual(
      page(catalogue, "[]", request: PageRequest(continuation: .number(2), size: 2)).next, nil)
    try checkEqual(page(.offsets(limit: nil, total: nil), #"[{"id": 1}]"#).next, .offset(1))
    try checkEqual(page(.offsets(limit: nil, total: nil), "[]").next, nil)
  }

  @Test("an API told no size: a count of items ends its pages once this page's share reaches it")
  func numberedWithoutSizeButACount() throws {
    let django = Paging.numbered(size: nil, total: .items(at: "count"))
    let body = #"{"results": [{"id": 1}, {"id": 2}], "count": 4}"#

    try checkEqual(page(django, body, member: "results").next, .number(2))
    try checkEqual(
      page(
        django, body, member: "results", request: PageRequest(continuation: .number(2), size: 9)
      ).next, nil)
  }

  @Test("offsets of an API told no size are not ended early by a count of pages")
  func offsetsWithoutSizeAndAPageCount() throws {
    let paging = Paging.offsets(limit: nil, total: .pages(at: "meta.pages"))
    let fifty = (1...50).map { #"{"id": \#($0)}"# }.joined(separator: ",")
    let second = try page(
      paging, #"{"items": [\#(fifty)], "meta": {"pages": 3}}"#, member: "items",
      request: PageRequest(continuation: .offset(50), size: 20))

    checkEqual(second.next, .offset(100))
  }

  @Test("a Link header of other links does not end numbered pages")
  func preloadLink() throws {
    try checkEqual(
      page(
        .numbered(), #"[{"id": 1}, {"id": 2}]"#, headers: ["Link": #"</a.css>; rel="preload""#]
      )
      .next, .number(2))
  }

  @Test("offsets: the next starts after the records sent, until the total")
  func offsets() throws {
    let paging = Paging.offsets(total: .items(at: "total"))
    let full = #"{"items": [{"id": 1}, {"id": "x"}], "total": 5}"#

    try checkEqual(page(paging, full, member: "items").next, .offset(2))
    try checkEqual(
      page(
        paging, full, member: "items", request: PageRequest(continuation: .offset(2), size: 2)
      ).next, .offset(4))
    try checkEqual(
      page(
        paging, #"{"items": [{"id": 1}, {"id": 2}], "total": 4}"#, member: "items",
        request: PageRequest(continuation: .offset(2), size: 2)
      ).next, nil)
  }

  @Test("a next URL in the body, absolute or relative to the URL answered")
  func nextURL() throws {
    let hal = Paging.nextURL(at: "_links.next.href")
    let relative = try page(
      hal, #"{"_embedded": {"books": []}, "_links": {"next": {"href": "/api/books?page=1"}}}"#,
      member: "_embedded.books")
    let absolute = try page(
      .nextURL(at: "next"), #"{"next": "https://api.example/books/?page=2", "results": []}"#,
      member: "results")

    checkEqual(relative.next?.url?.absoluteString, "http://127.0.0.1:8080/api/books?page=1")
    checkEqual(absolute.next?.url?.absoluteString, "https://api.example/books/?page=2")
  }

  @Test(
    "a next URL that is null, empty or missing ends the pages",
    arguments: [
      #"{"next": null, "results": []}"#, #"{"next": "", "results": []}"#, #"{"results": []}"#,
    ])
  func nextURLEnds(json: String) throws {
    try checkEqual(page(.nextURL(at: "next"), json, member: "results").next, nil)
  }

  @Test(
    "a next URL that is not one is a malformed answer, naming where it was",
    arguments: [#"{"next": 7, "results": []}"#, #"{"next": "http://", "results": []}"#])
  func nextURLMalformed(json: String) throws {
    #expect {
      try page(.nextURL(at: "next"), json, member: "results")
    } throws: { error in
      guard case NetworkError.malformedResponse(let host, let reason) = error else { return false }
      return host == "127.0.0.1"
        && reason.hasPrefix("the next page's link (next) is not a URL")
    }
  }

  @Test("a cursor in the body, a string or a number; null ends, an object is malformed")
  func cursorMember() throws {
    let slack = Paging.cursor("cursor", at: "meta.next_cursor")

    try checkEqual(
      page(slack, #"{"data": [], "meta": {"next_cursor": "dXNlcjpX"}}"#, member: "data").next,
      .cursor("dXNlcjpX"))
    try checkEqual(
      page(slack, #"{"data": [], "meta": {"next_cursor": 120}}"#, member: "data").next,
      .cursor("120"))
    try checkEqual(
      page(slack, #"{"data": [], "meta": {"next_cursor": null}}"#, member: "data").next, nil)
    #expect(throws: NetworkError.self) {
      try page(slack, #"{"data": [], "meta": {"next_cursor": {}}}"#, member: "data")
    }
  }

  @Test("after the last record while has_more: its id, even when it could not be read")
  func afterLast() throws {
    let stripe = Paging.cursorAfterLast()
    let more = try page(
      stripe, #"{"data": [{"id": 1}, {"id": 2, "x": 1}], "has_more": true}"#, member: "data")
    let unreadLast = try page(
      stripe, #"{"data": [{"id": 1}, {"id": "cus_2"}], "has_more": true}"#, member: "data")
    let done = try page(stripe, #"{"data": [{"id": 1}], "has_more": false}"#, member: "data")

    checkEqual(more.next, .cursor("2"))
    check(unreadLast.next == .cursor("cus_2") && unreadLast.items == [Book(id: 1)])
    checkEqual(done.next, nil)
    try checkEqual(page(stripe, #"{"data": [], "has_more": true}"#, member: "data").next, nil)
  }

  @Test("has_more with a last record without an id is malformed, not the end")
  func afterLastWithoutId() throws {
    #expect {
      try page(
        .cursorAfterLast(id: "ref"), #"{"data": [{"id": 1}], "has_more": true}"#, member: "data")
    } throws: { error in
      guard case NetworkError.malformedResponse(_, let reason) = error else { return false }
      return reason
        == "has_more says more records follow, and the last one has no ref to ask for them after"
    }
  }

  @Test("a Link header's next link")
  func linkHeader() throws {
    let linked = try page(
      .linkHeader(), #"[{"id": 1}]"#, headers: ["Link": #"</api/books?page=2>; rel="next""#])

    checkEqual(linked.next?.url?.absoluteString, "http://127.0.0.1:8080/api/books?page=2")
    try checkEqual(page(.linkHeader(), #"[{"id": 1}]"#).next, nil)
  }

  @Test("a page that names itself as the next one is malformed: read again it would never end")
  func namingItself() throws {
    let cursor = PageRequest(continuation: .cursor("c1"), size: 2)
    let json = #"{"data": [{"id": 1}, {"id": 2}], "next_cursor": "c1"}"#

    #expect {
      try page(.cursor("after", at: "next_cursor"), json, member: "data", request: cursor)
    } throws: { error in
      guard case NetworkError.malformedResponse(_, let reason) = error else { return false }
      return reason == "the next page it names is the page itself: cursor c1"
    }
  }

  @Test("an empty page ends linked pages too when the API ends with one")
  func emptyEndsLinks() throws {
    let paging = Paging.nextURL(at: "next", endsWhenEmpty: true)

    try checkEqual(
      page(paging, #"{"results": [], "next": "/api/books?page=9"}"#, member: "results").next, nil)
  }
}
