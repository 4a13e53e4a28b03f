import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct ResourceSortingTests {
  private let keys = [
    RecordQuery.SortKey("userId"), RecordQuery.SortKey("title", descending: true),
    RecordQuery.SortKey("address.city"),
  ]

  private func pairs(_ items: [URLQueryItem]) -> [String] {
    items.map { "\($0.name)=\($0.value ?? "")" }
  }

  @Test func noKeySendsNothing() {
    check(ResourceSorting.jsonServer.queryItems(for: []).isEmpty)
    check(ResourceSorting.signed("ordering").queryItems(for: []).isEmpty)
  }

  @Test func jsonServerSendsTheFieldsThenTheirOrders() {
    checkEqual(
      pairs(ResourceSorting.jsonServer.queryItems(for: keys)),
      ["_sort=userId,title,address.city", "_order=asc,desc,asc"])
  }

  @Test func aSignedListMarksADescendingFieldWithAMinus() {
    checkEqual(
      pairs(ResourceSorting.signed("ordering").queryItems(for: keys)),
      ["ordering=userId,-title,address.city"])
    checkEqual(
      pairs(ResourceSorting.signed("sort").queryItems(for: [.init("year", descending: true)])),
      ["sort=-year"])
  }
}
