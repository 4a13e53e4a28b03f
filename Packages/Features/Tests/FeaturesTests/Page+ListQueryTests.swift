import Features
import TestSupport
import Testing

@Suite struct PageListQueryTests {
  let items = Array(1...25)

  @Test func withoutPagingEveryItemIsOnOnePageWithoutANumber() {
    let page = Page.slice(of: items, query: RecordQuery())

    checkEqual(page.items, items)
    check(page.number == nil && page.next == nil)
    checkEqual(page.totalCount, 25)
  }

  @Test(
    arguments: [
      (RecordQuery(pageNumber: 1, perPage: 10), Array(1...10), 1, 3),
      (RecordQuery(pageNumber: 3, perPage: 10), Array(21...25), 3, 3),
      (RecordQuery(pageNumber: 4, perPage: 10), [], 4, 3),
      (RecordQuery(pageNumber: 2, perPage: nil), Array(11...20), 2, 3),
      (RecordQuery(pageNumber: nil, perPage: 7), Array(1...7), 1, 4),
      (RecordQuery(pageNumber: Int.max, perPage: Int.max), [], Int.max, 1),
    ] as [(RecordQuery, [Int], Int, Int)])
  func pagesAsAsked(query: RecordQuery, expected: [Int], number: Int, pageCount: Int) {
    let page = Page.slice(of: items, query: query)

    checkEqual(page.items, expected)
    checkEqual(page.number, number)
    checkEqual(page.totalCount, 25)
    checkEqual(page.pageCount, pageCount)
  }

  @Test func aPageAloneHasJSONServersDefaultSize() {
    let query = RecordQuery(pageNumber: 1, perPage: nil)

    checkEqual(Page.slice(of: items, query: query).size, 10)
    checkEqual(Page.slice(of: items, query: query).next, .number(2))
  }

  @Test(
    arguments: [
      RecordQuery(), RecordQuery(pageNumber: 2, perPage: nil),
      RecordQuery(pageNumber: nil, perPage: 7), RecordQuery(pageNumber: 3, perPage: 4),
      RecordQuery(sort: [.init("id")]),
    ])
  func slicesThePageTheLiveClientAsksTheServerFor(query: RecordQuery) {
    let page = Page.slice(of: items, query: query)

    checkEqual(page.number, query.pageNumber)
    checkEqual(page.size, query.page?.size)
  }

  @Test func keepsWhatWasSkipped() {
    let skipped = [SkippedItems(resource: "users", count: 1, total: 26, firstProblem: "[0].id")]
    let query = RecordQuery(pageNumber: 1, perPage: nil)

    checkEqual(Page.slice(of: items, query: query, skipped: skipped).skipped, skipped)
  }
}
