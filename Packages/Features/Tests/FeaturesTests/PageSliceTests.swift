import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite struct PageSliceTests {
  let items = Array(1...25)

  @Test(
    arguments: [
      (1, 10, Array(1...10), 3, PageContinuation.number(2)),
      (3, 10, Array(21...25), 3, nil),
      (4, 10, [], 3, nil),
      (2, 7, Array(8...14), 4, .number(3)),
      (0, 0, [1], 25, .number(2)),
      (Int.max, Int.max, [], 1, nil),
    ] as [(Int, Int, [Int], Int, PageContinuation?)])
  func pagesAsAsked(
    number: Int, size: Int, expected: [Int], pageCount: Int, next: PageContinuation?
  ) {
    let page = Page.slice(of: items, number: number, size: size)

    checkEqual(page.items, expected)
    checkEqual(page.number, max(number, 1))
    checkEqual(page.totalCount, 25)
    checkEqual(page.pageCount, pageCount)
    checkEqual(page.next, next)
  }

  @Test(arguments: 0...12)
  func isThePageAServerThatNumbersItsPagesSends(count: Int) {
    let collection = Array(0..<count)
    for size in 1...5 {
      for number in 1...5 {
        let page = Page.slice(of: collection, number: number, size: size)
        let sent = Page.numbered(page.items, number: number, size: size, totalCount: count)

        checkEqual(page, sent, "page \(number) of \(size) items of \(count)")
      }
    }
  }

  @Test func keepsWhatWasSkipped() {
    let skipped = [SkippedItems(resource: "notes", count: 1, total: 26, firstProblem: "[0].id")]

    checkEqual(Page.slice(of: items, number: 1, size: 10, skipped: skipped).skipped, skipped)
  }
}
