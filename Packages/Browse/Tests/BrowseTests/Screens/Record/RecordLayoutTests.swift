import Features
import Foundation
import JSONCoding
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The lines of a record's screen: every field, nested objects as sections, arrays as counts,
/// links by name, the records that point here, and the lines of them that open something.
@Suite struct RecordLayoutTests {
  private static func layout(
    _ page: RecordPage, width: Int = 40, usesColor: Bool = false
  ) -> RecordLayout {
    RecordLayout(.init(id: page.key, detail: .loaded(page)), width: width, usesColor: usesColor)
  }

  private static func record(_ json: String) throws -> JSONObject {
    try #require(JSONValue(parsing: Data(json.utf8)).object)
  }

  @Test func aRecordShowsEveryFieldIdAndNameFirstNestedObjectsAsSectionsArraysAsCounts()
    async throws
  {
    let customer = Shop.key(Shop.customers, "7")
    let page = try await Shop.page(customer, from: Shop.server())
    let layout = Self.layout(page)

    checkEqual(
      layout.lines,
      [
        "id     7",
        "name   Ada Lovelace",
        "email  ada@lovelace.example",
        "note   Prefers letters to email.",
        "tags   3 items ›",
        "",
        "address",
        "  street  12 rue Mercière",
        "",
        "  grid",
        "    x  45.76",
        "    y  4.83",
        "",
        "Records that point here",
        "  orders  2 ›",
      ])
    var tags = customer
    tags.field = [.member("tags")]
    let orders = RecordsQuery(
      resource: Shop.orders, path: ["customers", "7", "orders"], title: "orders of customer 7")
    checkEqual(
      layout.items,
      [
        RecordLayout.Item(line: 4, destination: .record(tags)),
        RecordLayout.Item(line: 14, destination: .records(orders)),
      ])
  }

  @Test func aLinkShowsTheNameOfItsRecordOrWhatTheServerSaidOfIt() throws {
    let order = Shop.key(Shop.orders, "A-7")
    let record = try Self.record(
      #"{"id": "A-7", "customerId": 7, "warehouseId": 2, "shopId": 3, "sellerId": 4}"#)
    func link(_ id: String, _ found: RecordLink.Found) -> RecordLink {
      RecordLink(key: Shop.key(Shop.customers, id), found: found)
    }
    let page = RecordPage(
      key: order, record: record,
      links: [
        "customerId": link("7", .record(name: "Ada Lovelace")),
        "warehouseId": link("2", .record(name: nil)),
        "shopId": link("3", .missing),
        "sellerId": link("4", .unreadable),
      ])
    let layout = Self.layout(page)

    checkEqual(
      layout.lines,
      [
        "id           A-7",
        "customerId   7 › Ada Lovelace",
        "warehouseId  2 ›",
        "shopId       3 (missing)",
        "sellerId     4 › could not be read",
      ])
    checkEqual(layout.items.map(\.line), [1, 2, 4], "a missing record does not open")
  }

  @Test func longValuesWrapAtTheWidthAndServerTextIsSanitized() throws {
    let record = try Self.record(
      #"{"id": 1, "note": "Leave the parcel with the neighbour at number 12.", "na\u001bme": "a\u0007b"}"#
    )
    let layout = Self.layout(RecordPage(key: Shop.key(Shop.orders, "1"), record: record), width: 30)

    checkEqual(
      layout.lines,
      [
        "id      1",
        "na^[me  a^Gb",
        "note    Leave the parcel with",
        "        the neighbour at",
        "        number 12.",
      ])
  }

  @Test func anArrayOpenedShowsItsElementsEachUnderItsPlace() throws {
    var key = Shop.key(Shop.orders, "A-7")
    key.field = [.member("lines")]
    let record = try Self.record(
      #"{"id": "A-7", "lines": ["tea", {"sku": "CUP-05", "tags": ["a"]}, [1, 2], null, {}]}"#)
    let layout = Self.layout(RecordPage(key: key, record: record))

    checkEqual(
      layout.lines,
      [
        "[0]  tea",
        "",
        "[1]",
        "  sku   CUP-05",
        "  tags  1 item ›",
        "",
        "[2]  2 items ›",
        "[3]  null",
        "[4]  {}",
      ])
    var tags = key
    tags.field += [.element(1), .member("tags")]
    var pair = key
    pair.field += [.element(2)]
    checkEqual(layout.items.map(\.destination), [.record(tags), .record(pair)])
    checkEqual("\(tags)", "lines[1].tags of order A-7")
  }

  @Test func recordsOfMixedShapesAreShownAsTheyAre() throws {
    let empty = Self.layout(RecordPage(key: Shop.key(Shop.orders, "1"), record: [:]))
    let odd = Self.layout(
      RecordPage(
        key: Shop.key(Shop.orders, "2"),
        record: try Self.record(
          #"{"customerId": {"id": 7}, "tags": [], "done": false, "at": null, "x": {}}"#)))
    var gone = Shop.key(Shop.orders, "3")
    gone.field = [.member("lines"), .element(4)]
    let vanished = Self.layout(RecordPage(key: gone, record: try Self.record(#"{"lines": []}"#)))

    checkEqual(empty.lines, ["No fields."])
    checkEqual(
      odd.lines,
      [
        "tags  0 items",
        "done  [ ]",
        "at    null",
        "x     {}",
        "",
        "customerId",
        "  id  7",
      ])
    check(odd.items.isEmpty, "an empty array opens nothing")
    checkEqual(vanished.lines, ["lines[4] of order 3 is not in the", "record."])
  }

  @Test func aTrueFalseFieldIsABoxWhereverItStands() throws {
    let record = try Self.record(
      #"{"id": 4, "title": "Water the plants", "completed": true, "extra": {"urgent": false}}"#)
    let todo = Self.layout(RecordPage(key: Shop.key(Shop.orders, "4"), record: record))
    var key = Shop.key(Shop.orders, "4")
    key.field = [.member("checks")]
    let checks = Self.layout(
      RecordPage(key: key, record: try Self.record(#"{"id": 4, "checks": [true, false]}"#)))

    checkEqual(
      todo.lines,
      [
        "id         4",
        "title      Water the plants",
        "completed  [x]",
        "",
        "extra",
        "  urgent  [ ]",
      ])
    checkEqual(checks.lines, ["[0]  [x]", "[1]  [ ]"])
  }

  @Test func aRecordLoadingOrThatCouldNotBeReadSaysSo() {
    let key = Shop.key(Shop.customers, "7")
    let loading = RecordLayout(.init(id: key), width: 40, usesColor: false)
    let failed = RecordLayout(
      .init(id: key, detail: .failed(LoadFailure(message: "the server is down"))), width: 40,
      usesColor: false)

    checkEqual(loading.lines, ["Loading customer 7…"])
    checkEqual(failed.lines, ["Could not load customer 7: the server is", "down"])
  }
}
