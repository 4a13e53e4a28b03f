import Dependencies
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

@Suite("Page and ListOptions under fuzzing")
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
  func listOptions() {
    var generator = FuzzInput.generator()
    for _ in 0..<FuzzInput.caseCount {
      let options = ListOptions(
        page: Bool.random(using: &generator) ? FuzzInput.integer(using: &generator) : nil,
        perPage: Bool.random(using: &generator) ? FuzzInput.integer(using: &generator) : nil)
      let query = Dictionary(
        options.queryItems.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })

      checkEqual(query["_page"], options.pageNumber.map { .some(String($0)) })
      checkEqual(query["_limit"], options.perPage.map { .some(String($0)) })
    }
  }
}
