import HTTPClient
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

    #expect(page.totalCount == expected)
  }

  @Test(
    "an X-Total-Count that is not a non-negative integer is no total",
    arguments: ["", "-1", "+5", "1.5", "ten", "0x10", "12 13", "99999999999999999999999"])
  func garbageTotalCount(header: String) {
    let page = Page(
      ListPayload(items: [1]), response: response(["X-Total-Count": header]), number: nil,
      size: nil)

    #expect(page.totalCount == nil)
  }

  @Test("no X-Total-Count, or no HTTP response, is no total")
  func absentTotalCount() {
    #expect(
      Page(ListPayload(items: [1]), response: response(), number: nil, size: nil).totalCount
        == nil)
    #expect(Page(ListPayload(items: [1]), response: nil, number: nil, size: nil).totalCount == nil)
  }

  @Test("the header's name is matched without regard to case")
  func headerNameCase() {
    let page = Page(
      ListPayload(items: [1]), response: response(["x-total-count": "7"]), number: 1, size: 1)

    #expect(page.totalCount == 7)
    #expect(page.hasNextPage == true)
  }

  @Test("number and size are what was asked for, and give the page count with the total")
  func numberAndSize() {
    let page = Page(
      ListPayload(items: [1]), response: response(["X-Total-Count": "23"]), number: 3, size: 5)

    #expect(page.number == 3 && page.size == 5 && page.pageCount == 5)
    #expect(page.isLast == nil)
    #expect(page.hasNextPage == true)
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

    #expect(middle.isLast == false && middle.hasNextPage == true)
    #expect(last.isLast == true && last.hasNextPage == false)
  }

  @Test("an empty page ends the pages only where the API says so")
  func emptyPage() {
    let ending = Page(
      ListPayload<Int>(items: []), response: response(), number: 4, size: 20,
      endsWhenEmpty: true)
    let plain = Page(ListPayload<Int>(items: []), response: response(), number: 4, size: 20)
    let full = Page(
      ListPayload(items: [1]), response: response(), number: 4, size: 20, endsWhenEmpty: true)

    #expect(ending.isLast == true && ending.hasNextPage == false)
    #expect(plain.isLast == nil && plain.hasNextPage == nil)
    #expect(full.isLast == nil)
  }
}
