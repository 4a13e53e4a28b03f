import HTTPClient
import NetworkClient
import TestSupport
import Testing

@testable import NetworkClientLive

@Suite("Page(_:response:query:)")
struct PageRecordQueryTests {
  private let response = HTTPResponseHead(
    status: 200,
    headers: ["X-Total-Count": "23", "Link": #"<http://a.example/posts?_page=1>; rel="first""#])

  @Test("number and size are what the query asked for")
  func numberAndSize() {
    let whole = Page(ListPayload(items: [1]), response: response, query: RecordQuery())
    let paged = Page(
      ListPayload(items: [1]), response: response, query: RecordQuery(pageNumber: 3, perPage: 5))
    let defaultSize = Page(
      ListPayload(items: [1]), response: response, query: RecordQuery(pageNumber: 2, perPage: nil))
    let firstPage = Page(
      ListPayload(items: [1]), response: response, query: RecordQuery(pageNumber: nil, perPage: 4))

    check(whole.number == nil && whole.size == nil && whole.pageCount == nil)
    check(paged.number == 3 && paged.size == 5 && paged.pageCount == 5)
    check(defaultSize.number == 2 && defaultSize.size == 10 && defaultSize.pageCount == 3)
    check(firstPage.number == 1 && firstPage.size == 4 && firstPage.pageCount == 6)
  }

  @Test("the total comes from X-Total-Count, and a short page is the last")
  func totalAndShortPage() {
    let page = Page(
      ListPayload(items: [1]), response: response, query: RecordQuery(pageNumber: 1, perPage: 5))

    checkEqual(page.totalCount, 23)
    checkEqual(page, Page(items: [1], totalCount: 23, number: 1, size: 5))
  }

  @Test("a full page is followed by the next number, as json-server's Link header says")
  func nextPage() {
    let linked = HTTPResponseHead(
      status: 200,
      headers: [
        "X-Total-Count": "23", "Link": #"<http://a.example/posts?_page=3&_limit=2>; rel="next""#,
      ])
    let page = Page(
      ListPayload(items: [1, 2]), response: linked, query: RecordQuery(pageNumber: 2, perPage: 2))
    let last = Page(
      ListPayload(items: [1, 2]), response: response, query: RecordQuery(pageNumber: 2, perPage: 2))

    checkEqual(page.next, .number(3))
    checkEqual(last.next, nil, "a Link header without a next link ends the pages")
  }
}
