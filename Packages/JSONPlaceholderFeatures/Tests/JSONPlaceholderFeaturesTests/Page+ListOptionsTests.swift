import Features
import JSONPlaceholderFeatures
import NetworkClient
import TestSupport
import Testing

@Suite struct PageListOptionsTests {
  let items = Array(1...25)

  @Test func withoutPagingEveryItemIsOnOnePageWithoutANumber() {
    let page = Page.slice(of: items, options: ListOptions())

    checkEqual(page.items, items)
    check(page.number == nil && page.next == nil)
    checkEqual(page.totalCount, 25)
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

    checkEqual(page.items, expected)
    checkEqual(page.number, number)
    checkEqual(page.totalCount, 25)
    checkEqual(page.pageCount, pageCount)
  }

  @Test func aPageAloneHasJSONServersDefaultSize() {
    checkEqual(Page.slice(of: items, options: ListOptions(page: 1)).size, 10)
    checkEqual(Page.slice(of: items, options: ListOptions(page: 1)).next, .number(2))
  }

  @Test(
    arguments: [
      ListOptions(), ListOptions(page: 2), ListOptions(perPage: 7),
      ListOptions(page: 3, perPage: 4), ListOptions(sort: [.init("id")]),
    ])
  func slicesThePageTheLiveClientAsksTheServerFor(options: ListOptions) {
    let page = Page.slice(of: items, options: options)

    checkEqual(page.number, options.pageNumber)
    checkEqual(page.size, options.pageSize)
  }

  @Test func keepsWhatWasSkipped() {
    let skipped = [SkippedItems(resource: "users", count: 1, total: 26, firstProblem: "[0].id")]

    checkEqual(
      Page.slice(of: items, options: ListOptions(page: 1), skipped: skipped).skipped, skipped)
  }
}
