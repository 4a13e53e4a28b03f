import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct PagingDiscoveryTests {
  private func found(_ text: String, headers: [String: String] = [:]) throws -> Paging? {
    let value = try JSONValue(parsing: Data(text.utf8))
    let list = try #require(RecordList.find(in: value))
    return Paging.found(
      in: value, head: HTTPResponseHead(status: 200, headers: headers), list: list)
  }

  @Test("each shape's first page says how the rest are asked for")
  func shapes() throws {
    try checkEqual(
      found(#"[{"id": 1}]"#, headers: ["Link": #"<https://a.example/x?page=2>; rel="next""#]),
      .linkHeader(size: nil))
    try checkEqual(
      found(
        #"{"_embedded": {"books": []}, "_links": {"self": {"href": "/books"}}, "page": {"totalElements": 0}}"#
      ), .nextURL(at: "_links.next.href", total: .items(at: "page.totalElements")))
    try checkEqual(
      found(#"{"data": [], "links": {"next": null}, "meta": {"total": 0}}"#),
      .nextURL(at: "links.next", total: .items(at: "meta.total")))
    try checkEqual(
      found(#"{"count": 3, "next": "https://a.example/x?page=2", "results": [{"id": 1}]}"#),
      .nextURL(at: "next", total: .items(at: "count")))
    try checkEqual(
      found(
        #"{"columns": ["id"], "rows": [[1]], "filtered_table_rows_count": 250, "next": "1", "next_url": "http://a.example/db/t.json?_next=1"}"#
      ), .nextURL(at: "next_url", total: .items(at: "filtered_table_rows_count")),
      "datasette's next is a token; its next_url is the link")
    try checkEqual(
      found(
        #"{"columns": ["id"], "rows": [[1]], "filtered_table_rows_count": 250, "next_url": "http://a.example/t.json?_next=1"}"#,
        headers: ["Link": #"<http://a.example/t.json?_next=1>; rel="next""#]),
      .linkHeader(size: nil, total: .items(at: "filtered_table_rows_count")),
      "the total the body states beside a Link header")
    try checkEqual(
      found(#"{"object": "list", "data": [{"id": "cus_1"}], "has_more": true}"#),
      .cursorAfterLast("starting_after", id: "id", whileTrue: "has_more", size: nil))
    try checkEqual(
      found(#"{"members": [{"id": "U1"}], "response_metadata": {"next_cursor": "dXNl"}}"#),
      .cursor("cursor", at: "response_metadata.next_cursor", size: nil))
    try checkEqual(found(#"[{"id": 1}]"#, headers: ["X-Total-Count": "40"]), .jsonServer)
  }

  @Test("the shapes of the frameworks people run are found with no setting")
  func frameworks() throws {
    try checkEqual(
      found(#"{"items": [{"id": 1}], "total": 120, "page": 1, "size": 50, "pages": 3}"#),
      .numberedInBody(page: "page", size: "size", total: .items(at: "total")),
      "fastapi-pagination's Page")
    try checkEqual(
      found(#"{"items": [{"id": 1}], "total": 120, "limit": 50, "offset": 0}"#),
      .offsetsInBody(offset: "offset", limit: "limit", total: .items(at: "total")),
      "fastapi-pagination's LimitOffsetPage")
    try checkEqual(
      found(#"{"page": 1, "per_page": 6, "total": 12, "total_pages": 2, "data": [{"id": 1}]}"#),
      .numberedInBody(page: "page", size: "per_page", total: .items(at: "total")))
    try checkEqual(
      found(
        #"{"@odata.context": "$metadata#Books", "@odata.count": 137, "value": [{"ID": 1}], "@odata.nextLink": "Books?$skiptoken=1"}"#
      ), .nextURL(at: #"["@odata.nextLink"]"#, total: .items(at: #"["@odata.count"]"#)))
    try checkEqual(
      found(#"{"next": null, "previous": null, "results": [{"id": 1}]}"#),
      .nextURL(at: "next"), "DRF's cursor pagination states no count")
    try checkEqual(
      found(#"{"data": [{"id": 1}], "next_page_url": null, "current_page": 1, "total": 1}"#),
      .nextURL(at: "next_page_url", total: .items(at: "total")), "Laravel's paginator")
    try checkEqual(
      found(#"{"results": [{"id": 1}], "next_page": "https://a.example/x?page=2"}"#),
      .nextURL(at: "next_page"))
    try checkEqual(
      found(#"{"results": [{"id": 1}], "next_page": 2}"#),
      .cursor("page", at: "next_page", size: nil))
    try checkEqual(
      found(#"{"items": [{"id": 1}], "nextPageToken": "abc"}"#),
      .cursor("pageToken", at: "nextPageToken", size: nil))
    try checkEqual(
      found(#"{"total_count": 40, "incomplete_results": false, "items": [{"id": 1}]}"#),
      nil, "a total alone names no next page")
  }

  @Test("a cursor goes back as the parameter the page was asked with")
  func cursorParameter() throws {
    let value = try JSONValue(parsing: Data(#"{"items": [{"id": 1}], "next_cursor": "x"}"#.utf8))
    let list = try #require(RecordList.find(in: value))
    let asked = try #require(URL(string: "https://a.example/things?after=start"))

    checkEqual(
      Paging.found(in: value, head: HTTPResponseHead(status: 200, url: asked), list: list),
      .cursor("after", at: "next_cursor", size: nil))
  }

  @Test("the total is the one the answer states, wherever it states it")
  func totals() throws {
    for (body, total) in [
      (#"{"items": [], "total_count": 4}"#, Paging.Total.items(at: "total_count")),
      (#"{"value": [], "@odata.count": 4}"#, .items(at: #"["@odata.count"]"#)),
      (#"{"data": [], "meta": {"total": 4}}"#, .items(at: "meta.total")),
      (#"{"data": [], "meta": {"last_page": 3}}"#, .pages(at: "meta.last_page")),
      (#"{"data": [], "total": -1}"#, nil),
    ] {
      checkEqual(Paging.Total.found(in: try JSONValue(parsing: Data(body.utf8))), total, "\(body)")
    }
  }

  @Test("an answer that says nothing of pages has no paging found")
  func none() throws {
    try checkEqual(found(#"[{"id": 1}]"#), nil)
    try checkEqual(found(#"{"response": [{"id": 1}]}"#), nil)
  }

  @Test("the paging found reads the next page of the answer it was found in")
  func follows() throws {
    let text = #"{"object": "list", "data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": true}"#
    let data = Data(text.utf8)
    let value = try JSONValue(parsing: data)
    let list = try #require(RecordList.find(in: value))
    let paging = try #require(Paging.found(in: value, head: nil, list: list))

    let page = try paging.page(
      of: ListPayload(items: list.records), data: data, head: nil, member: list.member,
      request: PageRequest(size: 2))

    checkEqual(page.next, .cursor("cus_2"))
    checkEqual(
      paging.queryItems(for: PageRequest(continuation: .cursor("cus_2"), size: 2)),
      [URLQueryItem(name: "starting_after", value: "cus_2")])
  }
}
