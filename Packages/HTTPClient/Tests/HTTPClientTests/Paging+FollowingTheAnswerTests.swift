import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite("Paging.followingTheAnswer()")
struct PagingFollowingTheAnswerTests {
  private let answered = URL(string: "http://127.0.0.1:8080/v1/customers?_page=1&_limit=2")

  /// The page that `paging` reads from `json`, the list found wherever it is.
  private func page(
    _ paging: Paging, _ json: String, headers: [String: String] = [:], url: URL? = nil,
    request: PageRequest = PageRequest(size: 2)
  ) throws -> Page<JSONObject> {
    let data = Data(json.utf8)
    let records = try #require(RecordList.find(in: try JSONValue(parsing: data))).records
    return try paging.page(
      of: ListPayload(items: records), data: data,
      head: HTTPResponseHead(status: 200, headers: headers, url: url ?? answered),
      request: request)
  }

  @Test func aHALAnswerIsFollowedByItsNextLinkWithItsTotal() throws {
    let body = #"""
      {"_embedded": {"books": [{"id": 1}, {"id": 2}]},
       "_links": {"next": {"href": "/api/books?page=1&size=2"}}, "page": {"totalElements": 5}}
      """#

    let followed = try page(Paging.jsonServer.followingTheAnswer(), body)
    let counted = try page(.jsonServer, body)

    checkEqual(followed.next?.url?.absoluteString, "http://127.0.0.1:8080/api/books?page=1&size=2")
    checkEqual(followed.totalCount, 5)
    checkEqual(counted.next?.url, nil, "json-server's paging alone counts on, or stops")
  }

  @Test func datasettesColumnsAndRowsAreFollowedByTheirNextURLWithTheirTotal() throws {
    let body = #"""
      {"database": "library", "table": "loans", "rows": [[1, 2, "Borrower 1"]],
       "filtered_table_rows_count": 10000, "columns": ["id", "book_id", "borrower"],
       "next": "1", "next_url": "http://127.0.0.1:8080/library/loans.json?_next=1"}
      """#

    let followed = try page(Paging.jsonServer.followingTheAnswer(), body)

    checkEqual(
      followed.next?.url?.absoluteString, "http://127.0.0.1:8080/library/loans.json?_next=1")
    checkEqual(followed.totalCount, 10_000)
    checkEqual(followed.items, [["id": 1, "book_id": 2, "borrower": "Borrower 1"]])
  }

  @Test func stripesHasMoreIsFollowedAfterTheLastRecordInTheURLAnswered() throws {
    let body = #"{"object": "list", "data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": true}"#
    let paging = Paging.linkHeader(size: "limit").followingTheAnswer()

    let first = try page(paging, body)
    let second = try page(
      paging, body,
      url: URL(string: "http://127.0.0.1:8080/v1/customers?limit=2&starting_after=cus_0"))

    checkEqual(
      first.next?.url?.absoluteString,
      "http://127.0.0.1:8080/v1/customers?_page=1&_limit=2&starting_after=cus_2")
    checkEqual(
      second.next?.url?.absoluteString,
      "http://127.0.0.1:8080/v1/customers?limit=2&starting_after=cus_2",
      "the cursor replaces the one the page was asked with")
    try checkEqual(page(paging, #"{"data": [{"id": "cus_3"}], "has_more": false}"#).next, nil)
  }

  @Test func anAnswerThatSaysNothingOrCountsAsJSONServerIsCountedAsThePagingSays() throws {
    let paging = Paging.jsonServer.followingTheAnswer()

    let counted = try page(paging, #"[{"id": 1}, {"id": 2}]"#, headers: ["X-Total-Count": "5"])
    let bare = try page(paging, #"[{"id": 1}, {"id": 2}]"#)

    let linked = try page(
      paging, #"[{"id": 1}, {"id": 2}]"#,
      headers: [
        "X-Total-Count": "5",
        "Link": #"<http://127.0.0.1:8080/v1/customers?_page=2&_limit=2>; rel="next""#,
      ])

    check(counted.next == .number(2) && counted.totalCount == 5)
    checkEqual(linked.next, .number(2), "json-server's Link beside its count is counted on")
    checkEqual(bare.next, .number(2), "a full page without a count may have one after it")
  }

  @Test func fastAPIsPagesAreFollowedByTheNumberAndSizeEachAnswerStates() throws {
    let first = #"{"items": [{"id": 1}, {"id": 2}], "total": 5, "page": 1, "size": 2, "pages": 3}"#
    let last = #"{"items": [{"id": 5}], "total": 5, "page": 3, "size": 2, "pages": 3}"#

    let followed = try page(Paging.jsonServer.followingTheAnswer(), first)
    let end = try page(Paging.jsonServer.followingTheAnswer(), last)

    checkEqual(
      followed.next?.url?.absoluteString, "http://127.0.0.1:8080/v1/customers?page=2&size=2",
      "json-server's parameters, which the server did not take, give way to its own")
    checkEqual(followed.number, 1)
    checkEqual(followed.totalCount, 5)
    checkEqual(followed.pageCount, 3)
    checkEqual(end.next, nil)
    checkEqual(end.number, 3)
  }

  @Test func aTotalInTheBodyOfAnAnswerThatNamesNoPagingIsItsTotal() throws {
    let body = #"{"items": [{"id": 1}, {"id": 2}], "total": 137}"#

    let followed = try page(Paging.jsonServer.followingTheAnswer(), body)
    let counted = try page(.jsonServer, body)

    checkEqual(followed.totalCount, 137)
    checkEqual(followed.next, .number(2), "json-server's pages, counted up to the total")
    checkEqual(counted.totalCount, nil, "a paging that does not follow the answer reads its own")
  }

  @Test func fastAPIsOffsetsAreFollowedByTheOffsetAndLimitEachAnswerStates() throws {
    let body = #"{"items": [{"id": 3}, {"id": 4}], "total": 5, "limit": 2, "offset": 2}"#
    let last = #"{"items": [{"id": 5}], "total": 5, "limit": 2, "offset": 4}"#

    let followed = try page(Paging.jsonServer.followingTheAnswer(), body)
    let direct = try page(.offsetsInBody(total: .items(at: "total")), body)

    checkEqual(
      followed.next?.url?.absoluteString, "http://127.0.0.1:8080/v1/customers?offset=4&limit=2")
    checkEqual(direct.next, .offset(4), "counted from the offset the answer states")
    checkEqual(try page(Paging.jsonServer.followingTheAnswer(), last).next, nil)
  }

  @Test func aCursorWithoutTheURLItCameWithEndsThePages() throws {
    let data = Data(#"{"data": [{"id": "a"}], "next_cursor": "b"}"#.utf8)
    let page = try Paging.jsonServer.followingTheAnswer().page(
      of: ListPayload(items: [["id": "a"] as JSONObject]), data: data, head: nil,
      request: PageRequest(size: 1))

    checkEqual(page.next, nil)
  }
}
