import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("Page(_:response:number:size:endsWhenEmpty:)")
struct PageResponseTests {
  private func response(_ headers: [String: String] = [:]) -> HTTPResponseHead {
    HTTPResponseHead(status: 200, headers: headers)
  }

  @Test("X-Total-Count is the total count", arguments: [("100", 100), ("0", 0), (" 42 ", 42)])
  func totalCount(header: String, expected: Int) {
    let page = Page(
      ListPayload(items: [1, 2]), response: response(["X-Total-Count": header]), number: 1,
      size: 2)

    checkEqual(page.totalCount, expected)
  }

  @Test(
    "an X-Total-Count that is not a non-negative integer is no total",
    arguments: ["", "-1", "+5", "1.5", "ten", "0x10", "12 13", "99999999999999999999999"])
  func garbageTotalCount(header: String) {
    let page = Page(
      ListPayload(items: [1]), response: response(["X-Total-Count": header]), number: nil,
      size: nil)

    checkEqual(page.totalCount, nil)
  }

  @Test("no X-Total-Count, or no HTTP response, is no total")
  func absentTotalCount() {
    checkEqual(
      Page(ListPayload(items: [1]), response: response(), number: nil, size: nil).totalCount, nil)
    checkEqual(Page(ListPayload(items: [1]), response: nil, number: nil, size: nil).totalCount, nil)
  }

  @Test("the header's name is matched without regard to case")
  func headerNameCase() {
    let page = Page(
      ListPayload(items: [1]), response: response(["x-total-count": "7"]), number: 1, size: 1)

    checkEqual(page.totalCount, 7)
    checkEqual(page.next, .number(2))
  }

  @Test("number and size are what was asked for, and give the page count with the total")
  func numberAndSize() {
    let page = Page(
      ListPayload(items: [1, 2, 3, 4, 5]), response: response(["X-Total-Count": "23"]),
      number: 3, size: 5)

    check(page.number == 3 && page.size == 5 && page.pageCount == 5)
    checkEqual(page.next, .number(4))
  }

  @Test("a full page without a count is followed by the next number")
  func fullPageWithoutCount() {
    let page = Page(ListPayload(items: [1, 2]), response: nil, number: 7, size: 2)

    checkEqual(page.next, .number(8))
  }

  @Test("a page shorter than the size asked for is the last")
  func shortPage() {
    let page = Page(
      ListPayload(items: [1]), response: response(["X-Total-Count": "100"]), number: 1, size: 2)

    checkEqual(page.next, nil)
  }

  @Test("records left out count towards a full page, since the server sent them")
  func skippedRecordsCount() {
    let skipped = SkippedItems(resource: "n", count: 1, total: 2, firstProblem: "[1]: bad")
    let full = Page(
      ListPayload(items: [1], skipped: skipped), response: response(["X-Total-Count": "9"]),
      number: 1, size: 2)
    let last = Page(
      ListPayload(items: [1], skipped: skipped), response: response(["X-Total-Count": "2"]),
      number: 1, size: 2)

    checkEqual(full.next, .number(2))
    checkEqual(last.next, nil)
  }

  @Test(
    "a page that brings the count to the total is the last; a count the pages prove wrong ends nothing"
  )
  func totalReached() {
    let last = Page(
      ListPayload(items: [5, 6]), response: response(["X-Total-Count": "6"]), number: 3, size: 2)
    let wrong = Page(
      ListPayload(items: [5, 6]), response: response(["X-Total-Count": "4"]), number: 3, size: 2)

    checkEqual(last.next, nil)
    checkEqual(wrong.next, .number(4))
  }

  @Test("a Link header with a next link is not the last page; one without is")
  func linkHeader() {
    let middle = Page(
      ListPayload(items: [1]),
      response: response(["Link": #"<https://a.example/x?page=3>; rel="next""#]), number: 2,
      size: 1)
    let last = Page(
      ListPayload(items: [1]),
      response: response(["link": #"<https://a.example/x?page=1>; rel="first""#]), number: 3,
      size: 1)

    checkEqual(middle.next, .number(3))
    checkEqual(last.next, nil)
  }

  @Test("a Link header that links no page, such as a preload, says nothing of the pages")
  func unrelatedLinkHeader() {
    let page = Page(
      ListPayload(items: [1]), response: response(["Link": #"</app.css>; rel="preload""#]),
      number: 2, size: 1)

    checkEqual(page.next, .number(3))
  }

  @Test("an empty page ends the pages where the API says so, or when a size was asked for")
  func emptyPage() {
    let ending = Page(
      ListPayload<Int>(items: []), response: response(), number: 4, size: nil,
      endsWhenEmpty: true)
    let sizeless = Page(ListPayload<Int>(items: []), response: response(), number: 4, size: nil)
    let sized = Page(ListPayload<Int>(items: []), response: response(), number: 4, size: 20)

    checkEqual(ending.next, nil)
    checkEqual(sizeless.next, .number(5))
    checkEqual(sized.next, nil)
  }

  @Test("the whole collection, or the last page number there is, has no next page")
  func noNumber() {
    checkEqual(Page(ListPayload(items: [1]), response: nil, number: nil, size: nil).next, nil)
    checkEqual(Page(ListPayload(items: [1]), response: nil, number: .max, size: 1).next, nil)
  }

  @Test("counts that do not fit in an Int end nothing")
  func hugeNumbers() {
    let page = Page(
      ListPayload(items: [1, 2]), response: response(["X-Total-Count": "4"]),
      number: .max - 1, size: 2)

    checkEqual(page.next, .number(.max))
  }
}

@Suite("Page(_:nextLinkIn:)")
struct PageNextLinkTests {
  private func response(_ headers: [String: String], url: String = "https://api.example/v1/issues")
    -> HTTPResponseHead
  {
    HTTPResponseHead(status: 200, headers: headers, url: URL(string: url))
  }

  @Test("the next link's target, resolved against the URL answered, is the next page")
  func relativeTarget() throws {
    let page = try Page(
      ListPayload(items: [1]),
      nextLinkIn: response([
        "Link": #"</v1/issues?page=2&per_page=1>; rel="next", </v1/issues?page=9>; rel="last""#,
        "X-Total-Count": "9",
      ]))

    checkEqual(page.next?.url, URL(string: "https://api.example/v1/issues?page=2&per_page=1"))
    checkEqual(page.totalCount, 9)
    check(page.number == nil && page.size == nil)
  }

  @Test("an absolute target is kept as it is")
  func absoluteTarget() throws {
    let page = try Page(
      ListPayload(items: [1]),
      nextLinkIn: response(["link": #"<https://api.example/v1/issues?page=2>; rel="next""#]))

    checkEqual(page.next?.url, URL(string: "https://api.example/v1/issues?page=2"))
  }

  @Test("without a next link, or without a Link header, no page follows")
  func noNextLink() throws {
    let last = try Page(
      ListPayload(items: [1]),
      nextLinkIn: response(["Link": #"</v1/issues?page=1>; rel="first""#]))
    let plain = try Page(ListPayload(items: [1]), nextLinkIn: response([:]))
    let none = try Page(ListPayload(items: [1]), nextLinkIn: nil)

    check(last.next == nil && plain.next == nil && none.next == nil)
  }

  @Test("a next link that is not a URL fails, naming it, rather than end the pages")
  func garbageTarget() {
    #expect(
      throws: NetworkError.malformedResponse(
        host: "api.example", reason: "the Link header's next page is not a URL: http://[bad")
    ) {
      try Page(
        ListPayload(items: [1]), nextLinkIn: response(["Link": #"<http://[bad>; rel="next""#]))
    }
  }

  @Test("the records left out are reported")
  func skipped() throws {
    let skipped = SkippedItems(resource: "issues", count: 1, total: 2, firstProblem: "[1]: bad")
    let page = try Page(ListPayload(items: [1], skipped: skipped), nextLinkIn: nil)

    checkEqual(page.skipped, [skipped])
  }
}
