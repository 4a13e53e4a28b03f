import TestSupport
import Testing

@testable import HTTPClient

struct PageTests {
  @Test(arguments: [
    (100, 10, 10), (101, 10, 11), (0, 10, 1), (-5, 10, 1), (1, 1, 1),
    (Int.max, 1, Int.max), (Int.max, Int.max, 1), (Int.max, 2, Int.max / 2 + 1),
    (Int.max - 1, Int.max, 1), (Int.min, 3, 1),
  ])
  func pageCountNeverOverflows(total: Int, size: Int, expected: Int) {
    let page = Page<Int>(items: [], totalCount: total, number: 1, size: size)
    checkEqual(page.pageCount, expected)
  }

  @Test func pageCountIsUnknownWithoutATotalOrAPositiveSize() {
    checkEqual(Page<Int>(items: [], totalCount: nil, size: 10).pageCount, nil)
    checkEqual(Page<Int>(items: [], totalCount: 10, size: nil).pageCount, nil)
    checkEqual(Page<Int>(items: [], totalCount: 10, size: 0).pageCount, nil)
    checkEqual(Page<Int>(items: [], totalCount: 10, size: -1).pageCount, nil)
  }

  @Test func aPageMadeWithoutANextIsTheLast() {
    checkEqual(Page(items: [1, 2], totalCount: 10, number: 1, size: 2).next, nil)
  }

  @Test func mappingKeepsEverythingButTheItems() {
    let page = Page(
      items: [1, 2], totalCount: 9, number: 2, size: 2,
      skipped: [SkippedItems(resource: "n", count: 1, total: 3, firstProblem: "[2]: bad")],
      next: .number(3))

    let mapped = page.map { "\($0)" }

    checkEqual(mapped.items, ["1", "2"])
    check(mapped.totalCount == 9 && mapped.number == 2 && mapped.size == 2)
    checkEqual(mapped.skipped, page.skipped)
    checkEqual(mapped.next, .number(3))
  }
}
