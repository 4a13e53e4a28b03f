import Foundation
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

@Suite("RecordQuery.jsonServerQueryItems")
struct RecordQueryQueryItemsTests {
  private func pairs(_ query: RecordQuery) -> [String] {
    query.jsonServerQueryItems.map { "\($0.name)=\($0.value ?? "")" }
  }

  @Test("the defaults ask for no query items at all")
  func defaults() {
    check(RecordQuery().jsonServerQueryItems.isEmpty)
  }

  @Test("page and per-page are _page and _limit")
  func pageAndPerPage() {
    let query = RecordQuery(pageNumber: 2, perPage: 25)

    checkEqual(pairs(query), ["_page=2", "_limit=25"])
  }

  @Test("per-page without a page means page 1")
  func perPageAlone() {
    let query = RecordQuery(pageNumber: nil, perPage: 5)

    checkEqual(pairs(query), ["_page=1", "_limit=5"])
  }

  @Test("a page without per-page sends no _limit, leaving json-server's size")
  func pageAlone() {
    let query = RecordQuery(pageNumber: 4, perPage: nil)

    checkEqual(pairs(query), ["_page=4"])
  }

  @Test("sort keys are _sort and _order, comma-separated, most significant first")
  func sortKeys() {
    let query = RecordQuery(sort: [
      .init("userId"), .init("title", descending: true), .init("address.city"),
    ])

    checkEqual(pairs(query), ["_sort=userId,title,address.city", "_order=asc,desc,asc"])
  }

  @Test("everything together comes in the order _page, _limit, _sort, _order")
  func everything() {
    let query = RecordQuery(pageNumber: 1, perPage: 3, sort: [.init("id", descending: true)])

    checkEqual(pairs(query), ["_page=1", "_limit=3", "_sort=id", "_order=desc"])
  }

  @Test("the search is q and the filters come first, before the page")
  func searchAndFilters() {
    let query = RecordQuery(
      "tide", filters: [URLQueryItem(name: "userId", value: "1")],
      page: PageRequest(continuation: .number(2), size: 5))

    checkEqual(pairs(query), ["userId=1", "q=tide", "_page=2", "_limit=5"])
  }
}
