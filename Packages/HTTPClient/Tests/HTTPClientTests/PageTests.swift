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
    #expect(page.pageCount == expected)
  }

  @Test func pageCountIsUnknownWithoutATotalOrAPositiveSize() {
    #expect(Page<Int>(items: [], totalCount: nil, size: 10).pageCount == nil)
    #expect(Page<Int>(items: [], totalCount: 10, size: nil).pageCount == nil)
    #expect(Page<Int>(items: [], totalCount: 10, size: 0).pageCount == nil)
    #expect(Page<Int>(items: [], totalCount: 10, size: -1).pageCount == nil)
  }
}
