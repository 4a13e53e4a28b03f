import Dependencies
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

@Suite("Page and RecordQuery under fuzzing")
struct PageFuzzTests {
  @Test("the page count of any total and size covers the total, without trapping")
  func pageCount() {
    var generator = FuzzInput.generator()
    for _ in 0..<FuzzInput.caseCount {
      let total = FuzzInput.integer(using: &generator)
      let size = FuzzInput.integer(using: &generator)
      let page = Page<Int>(items: [], totalCount: total, number: 1, size: size)

      guard let pageCount = page.pageCount else {
        check(size <= 0)
        continue
      }
      check(pageCount >= 1)
      let (covered, overflowed) = pageCount.multipliedReportingOverflow(by: size)
      check(overflowed || covered >= total, "total \(total), size \(size)")
      let (before, beforeOverflowed) = (pageCount - 1).multipliedReportingOverflow(by: size)
      check(
        !beforeOverflowed && (before < total || pageCount == 1), "total \(total), size \(size)")
    }
  }

  @Test("any page and page size give the query json-server reads")
  func recordQuery() {
    var generator = FuzzInput.generator()
    for _ in 0..<FuzzInput.caseCount {
      let number = Bool.random(using: &generator) ? FuzzInput.integer(using: &generator) : nil
      let perPage = Bool.random(using: &generator) ? FuzzInput.integer(using: &generator) : nil
      let list = RecordQuery(pageNumber: number, perPage: perPage)
      let query = Dictionary(
        list.jsonServerQueryItems.map { ($0.name, $0.value) },
        uniquingKeysWith: { first, _ in first })

      // A page below 1 is none json-server reads, and a page holds at least one item.
      checkEqual(query["_page"], list.pageNumber.flatMap { $0 >= 1 ? .some(String($0)) : nil })
      checkEqual(query["_limit"], perPage.map { .some(String(max($0, 1))) })
    }
  }
}
