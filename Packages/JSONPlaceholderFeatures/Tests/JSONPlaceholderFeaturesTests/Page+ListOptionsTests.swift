import Features
import JSONPlaceholderFeatures
import NetworkClient
import Testing

@Suite struct PageListOptionsTests {
  let items = Array(1...25)

  @Test func withoutPagingEveryItemIsOnOnePageWithoutANumber() {
    let page = Page.slice(of: items, options: ListOptions())

    #expect(page.items == items)
    #expect(page.number == nil && page.next == nil)
    #expect(page.totalCount == 25)
  }

  @Test(
    arguments: [
      (ListOptions(page: 1, perPage: 10), Array(1...10), 1, 3),
      (ListOptions(page: 3, perPage: 10), Array(21...25), 3, 3),
      (ListOptions(page: 4, perPage: 10), [], 4, 3),
      (ListOptions(page: 2), Array(11...20), 2, 3),
      (ListOptions(perPage: 7), Array(1...7), 1, 4),
      (ListOptions(page: Int.max, perPage: Int.max), [], Int.max, 1),
    ] as [(ListOptions, [Int], Int, Int)])
  func pagesAsAsked(options: ListOptions, expected: [Int], number: Int, pageCount: Int) {
    let page = Page.slice(of: items, options: options)

    #expect(page.items == expected)
    #expect(page.number == number)
    #expect(page.totalCount == 25)
    #expect(page.pageCount == pageCount)
  }

  @Test func aPageAloneHasJSONServersDefaultSize() {
    #expect(Page.slice(of: items, options: ListOptions(page: 1)).size == 10)
    #expect(Page.slice(of: items, options: ListOptions(page: 1)).next == .number(2))
  }

  @Test(
    arguments: [
      ListOptions(), ListOptions(page: 2), ListOptions(perPage: 7),
      ListOptions(page: 3, perPage: 4), ListOptions(sort: [.init("id")]),
    ])
  func slicesThePageTheLiveClientAsksTheServerFor(options: ListOptions) {
    let page = Page.slice(of: items, options: options)

    #expect(page.number == options.pageNumber)
    #expect(page.size == options.pageSize)
  }

  @Test func keepsWhatWasSkipped() {
    let skipped = [SkippedItems(resource: "users", count: 1, total: 26, firstProblem: "[0].id")]

    #expect(
      Page.slice(of: items, options: ListOptions(page: 1), skipped: skipped).skipped == skipped)
  }
}
