import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

@Suite struct PaginationTests {
  private func records(_ count: Int) -> [JSONValue] {
    (0..<count).map { .object([("id", .integer($0 + 1))]) }
  }

  private func pagination(
    page: String = "", limit: String = "", start: String = "", end: String = ""
  ) -> Pagination? {
    func value(_ text: String) -> JSONValue? { text.isEmpty ? nil : .string(text) }
    return Pagination(
      page: value(page), limit: value(limit), start: value(start), end: value(end))
  }

  private func links(_ pairs: (String, Double)...) -> [Pagination.Link] {
    pairs.map { Pagination.Link(relation: $0.0, page: $0.1) }
  }

  // MARK: - Reading

  @Test func cutsNothingWithoutPageLimitOrEnd() {
    checkEqual(pagination(), nil)
    checkEqual(pagination(start: "5"), nil)
  }

  @Test func readsAPageOfTenByDefault() {
    checkEqual(pagination(page: "3"), .page(3, size: 10))
    checkEqual(pagination(page: "2", limit: "25"), .page(2, size: 25))
  }

  @Test(arguments: ["0", "-3", "abc", " "])
  func readsAPageBelowOneOrNotANumberAsTheFirst(page: String) {
    checkEqual(pagination(page: page), .page(1, size: 10))
  }

  @Test(arguments: ["0", "abc"])
  func readsALimitOfZeroOrNotANumberAsTen(limit: String) {
    checkEqual(pagination(page: "2", limit: limit), .page(2, size: 10))
  }

  /// `parseInt(_limit, 10) || 10` keeps a negative size, which JavaScript's `slice` counts
  /// from the end.
  @Test func keepsANegativeLimitAsJavaScriptDoes() {
    checkEqual(pagination(page: "1", limit: "-2"), .page(1, size: -2))
    let (selected, pageLinks) = Pagination.page(1, size: -2).apply(to: records(5))
    checkEqual(ids(selected), [1, 2, 3])
    checkEqual(pageLinks, links(("first", 1), ("next", 2), ("last", -2)))
  }

  @Test func readsArraysAndObjectsAsTheirText() {
    checkEqual(
      Pagination(
        page: .array([.string("2"), .string("3")]), limit: .object([("a", .string("1"))]),
        start: nil, end: nil), .page(2, size: 10))
  }

  @Test func readsNumbersAsParseIntDoes() {
    checkEqual(pagination(page: "2.9", limit: "5px"), .page(2, size: 5))
  }

  @Test func prefersThePageToTheEnd() {
    checkEqual(pagination(page: "2", start: "1", end: "3"), .page(2, size: 10))
  }

  @Test func readsAnEndAsASliceFromTheStart() {
    checkEqual(pagination(end: "5"), .slice(start: 0, end: 5))
    checkEqual(pagination(start: "2", end: "5"), .slice(start: 2, end: 5))
    checkEqual(pagination(start: "x", end: "5"), .slice(start: 0, end: 5))
    checkEqual(pagination(start: "2", end: "x"), .slice(start: 2, end: 0))
    checkEqual(pagination(limit: "9", start: "2", end: "5"), .slice(start: 2, end: 5))
  }

  @Test func readsALimitAsASliceOfThatLength() {
    checkEqual(pagination(limit: "5"), .slice(start: 0, end: 5))
    checkEqual(pagination(limit: "5", start: "10"), .slice(start: 10, end: 15))
    checkEqual(pagination(limit: "x", start: "10"), .slice(start: 10, end: 0))
    checkEqual(pagination(limit: "1", start: "1e3"), .slice(start: 1, end: 2))
  }

  // MARK: - Pages

  @Test func linksTheFirstPageToTheNextAndLast() {
    let (selected, pageLinks) = Pagination.page(1, size: 10).apply(to: records(23))
    checkEqual(ids(selected), Array(1...10))
    checkEqual(pageLinks, links(("first", 1), ("next", 2), ("last", 3)))
  }

  @Test func linksAMiddlePageEverywhere() {
    let (selected, pageLinks) = Pagination.page(2, size: 10).apply(to: records(23))
    checkEqual(ids(selected), Array(11...20))
    checkEqual(pageLinks, links(("first", 1), ("prev", 1), ("next", 3), ("last", 3)))
  }

  @Test func linksTheLastPageBackOnly() {
    let (selected, pageLinks) = Pagination.page(3, size: 10).apply(to: records(23))
    checkEqual(ids(selected), [21, 22, 23])
    checkEqual(pageLinks, links(("first", 1), ("prev", 2), ("last", 3)))
    let exact = Pagination.page(2, size: 10).apply(to: records(20))
    checkEqual(exact.links, links(("first", 1), ("prev", 1), ("last", 2)))
  }

  @Test func linksNowhereFromAPageBeyondTheEnd() {
    let (selected, pageLinks) = Pagination.page(4, size: 10).apply(to: records(23))
    check(selected.isEmpty)
    check(pageLinks.isEmpty)
    check(Pagination.page(1, size: 10).apply(to: []).links.isEmpty)
  }

  @Test func linksNowhereWhenEverythingFitsOnOnePage() {
    let (selected, pageLinks) = Pagination.page(1, size: 10).apply(to: records(10))
    checkEqual(ids(selected), Array(1...10))
    check(pageLinks.isEmpty)
  }

  @Test func survivesHugePages() {
    let huge = 1e308
    check(Pagination.page(huge, size: huge).apply(to: records(3)).records.isEmpty)
    let (selected, pageLinks) = Pagination.page(1, size: .infinity).apply(to: records(3))
    checkEqual(ids(selected), [1, 2, 3])
    check(pageLinks.isEmpty)
    checkEqual(pagination(page: String(repeating: "9", count: 400)), .page(.infinity, size: 10))
  }

  // MARK: - Slices

  @Test func slicesAsLodashDoes() {
    func slice(_ start: Double, _ end: Double) -> [Int] {
      ids(Pagination.slice(start: start, end: end).apply(to: records(10)).records)
    }
    checkEqual(slice(2, 5), [3, 4, 5])
    checkEqual(slice(8, 50), [9, 10])
    checkEqual(slice(-3, 10), [8, 9, 10])
    checkEqual(slice(0, -8), [1, 2])
    checkEqual(slice(-50, 2), [1, 2])
    checkEqual(slice(5, 5), [])
    checkEqual(slice(6, 2), [])
    checkEqual(slice(20, 30), [])
    checkEqual(slice(-.infinity, -.infinity), [])
    checkEqual(slice(.nan, 2), [1, 2])
    check(Pagination.slice(start: 0, end: 3).apply(to: records(10)).links.isEmpty)
  }
}
