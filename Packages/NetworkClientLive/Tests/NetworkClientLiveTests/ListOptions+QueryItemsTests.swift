import Foundation
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

@Suite("ListOptions.queryItems")
struct ListOptionsQueryItemsTests {
  private func pairs(_ options: ListOptions) -> [String] {
    options.queryItems.map { "\($0.name)=\($0.value ?? "")" }
  }

  @Test("the defaults ask for no query items at all")
  func defaults() {
    check(ListOptions().queryItems.isEmpty)
  }

  @Test("page and per-page are _page and _limit")
  func pageAndPerPage() {
    let options = ListOptions(page: 2, perPage: 25)

    checkEqual(pairs(options), ["_page=2", "_limit=25"])
  }

  @Test("per-page without a page means page 1")
  func perPageAlone() {
    let options = ListOptions(perPage: 5)

    checkEqual(pairs(options), ["_page=1", "_limit=5"])
  }

  @Test("a page without per-page sends no _limit, leaving json-server's size")
  func pageAlone() {
    let options = ListOptions(page: 4)

    checkEqual(pairs(options), ["_page=4"])
  }

  @Test("sort keys are _sort and _order, comma-separated, most significant first")
  func sortKeys() {
    let options = ListOptions(
      sort: [.init("userId"), .init("title", descending: true), .init("address.city")])

    checkEqual(pairs(options), ["_sort=userId,title,address.city", "_order=asc,desc,asc"])
  }

  @Test("everything together comes in the order _page, _limit, _sort, _order")
  func everything() {
    let options = ListOptions(page: 1, perPage: 3, sort: [.init("id", descending: true)])

    checkEqual(pairs(options), ["_page=1", "_limit=3", "_sort=id", "_order=desc"])
  }
}
