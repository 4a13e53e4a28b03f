import Dependencies
import JSONCoding
import JavaScriptSemantics
import TestSupport
import Testing

@testable import JSONServer

@Suite struct FieldSortTests {
  private func record(_ id: Int, _ members: (String, JSONValue)...) -> JSONValue {
    .object([("id", .integer(id))] + members.map { (key: $0.0, value: $0.1) })
  }

  private func sort(_ records: [JSONValue], _ fields: String, _ orders: String = "") throws
    -> [Int]
  {
    ids(try #require(FieldSort(fields: fields, orders: orders)).sorted(records))
  }

  @Test func sortsNothingWithoutFields() {
    check(FieldSort(fields: "", orders: "desc") == nil)
  }

  @Test func pairsEachFieldWithItsOrder() throws {
    let sort = try #require(FieldSort(fields: "a,b,c,d", orders: "DESC,asc,nonsense"))
    checkEqual(sort.keys.map(\.field), ["a", "b", "c", "d"])
    checkEqual(sort.keys.map(\.isDescending), [true, false, false, false])
  }

  @Test func sortsNumbersAsNumbers() throws {
    let records = [
      record(1, ("n", .integer(10))), record(2, ("n", .integer(2))), record(3, ("n", .double(2.5))),
    ]
    try checkEqual(sort(records, "n"), [2, 3, 1])
    try checkEqual(sort(records, "n", "desc"), [1, 3, 2])
  }

  @Test func sortsStringsAsStrings() throws {
    let records = [
      record(1, ("s", .string("b"))), record(2, ("s", .string("B"))),
      record(3, ("s", .string("10"))), record(4, ("s", .string("2"))),
    ]
    try checkEqual(sort(records, "s"), [3, 4, 2, 1])
  }

  @Test func breaksTiesWithTheNextField() throws {
    let records = [
      record(1, ("g", .integer(1))), record(2, ("g", .integer(2))),
      record(3, ("g", .integer(1))), record(4, ("g", .integer(2))),
    ]
    try checkEqual(sort(records, "g,id", "asc,desc"), [3, 1, 4, 2])
    try checkEqual(sort(records, "g,id", "desc"), [2, 4, 1, 3])
  }

  @Test func keepsTheOrderOfRecordsThatTie() throws {
    let records = (1...40).map { record($0, ("g", .integer($0 % 3))) }
    let groups = [0, 1, 2].map { remainder in (1...40).filter { $0 % 3 == remainder } }
    try checkEqual(sort(records, "g"), groups.flatMap { $0 })
    try checkEqual(sort(records, "g", "desc"), groups.reversed().flatMap { $0 })
  }

  @Test func putsMissingAndNullValuesLastAscendingAndFirstDescending() throws {
    let records = [
      record(1), record(2, ("n", .null)), record(3, ("n", .integer(5))),
      record(4, ("n", .string("x"))), record(5, ("n", .integer(1))),
    ]
    // As lodash's orderBy sorts them in node: "x" compares with no number, so it keeps its
    // place among them.
    try checkEqual(sort(records, "n"), [3, 4, 5, 2, 1])
    try checkEqual(sort(records, "n", "desc"), [1, 2, 3, 4, 5])
  }

  /// Why `V8Sort` stays: `"10"` and `"2"` compare as text, each of them with `6` as numbers,
  /// and no order agrees with all three. node's `_.orderBy` gives `[3, 2, 1]`, the order of
  /// V8's comparisons; Swift's stable sort, making others, gives another.
  @Test func sortsMixedNumbersAndTextAsNodeDoes() throws {
    let records = [
      record(1, ("n", .string("10"))), record(2, ("n", .integer(6))),
      record(3, ("n", .string("2"))),
    ]
    let sort = try #require(FieldSort(fields: "n", orders: ""))
    let rows = sort.rows(of: records)
    check(!sort.comparesConsistently(rows))
    checkEqual(ids(sort.sorted(records)), [3, 2, 1])
    checkEqual(rows.sorted { sort.compare($0, $1) < 0 }.map { $0.index + 1 }, [2, 1, 3])
  }

  /// Booleans compare as numbers: `true` is after `"1e-1"` (0.1) and before `"10"`, which is
  /// before `"1e-1"` as text, and `false` so with `"-1"` and `" 1"`. The orders expected are
  /// node's: `_.orderBy` (lodash 4's `compareAscending`) run by node 20's `Array.prototype.sort`,
  /// the order of V8's comparisons; Swift's stable sort, making others, gives another.
  @Test(arguments: [
    (JSONValue.string("10"), JSONValue.bool(true), JSONValue.string("1e-1")),
    (.string(" 1"), .bool(false), .string("-1")),
  ])
  func sortsMixedBooleansAndTextAsNodeDoes(values: (JSONValue, JSONValue, JSONValue)) throws {
    let records = [
      record(1, ("b", values.0)), record(2, ("b", values.1)), record(3, ("b", values.2)),
    ]
    let sort = try #require(FieldSort(fields: "b", orders: ""))
    let rows = sort.rows(of: records)
    check(!sort.comparesConsistently(rows))
    checkEqual(ids(sort.sorted(records)), [3, 2, 1])
    try checkEqual(self.sort(records, "b", "desc"), [1, 2, 3])
    checkEqual(rows.sorted { sort.compare($0, $1) < 0 }.map { $0.index + 1 }, [2, 1, 3])
  }

  /// Where every field's values compare consistently (numbers and booleans, or text, arrays and
  /// objects, with `null` and missing values among either), Swift's stable sort gives the order
  /// of V8's TimSort, whatever the records: checked on records of every length up to past
  /// TimSort's runs of 64, with many ties, on one field and on two in either order.
  @Test func sortsConsistentValuesAsV8SortDoes() throws {
    var generator = SplitMix64(seed: 7)
    let numbers: [JSONValue] = [.integer(-1), .integer(0), .integer(3), .double(2.5), .bool(true)]
    let texts: [JSONValue] = [
      .string("10"), .string("2"), .string("b"), .string("B"), .string("\u{E9}"),
      .array([.integer(1), .integer(2)]), .object([]),
    ]
    for count in [0, 1, 2, 5, 17, 63, 64, 65, 130, 300] {
      for (fields, orders) in [("a", ""), ("a", "desc"), ("a,b", "desc,asc"), ("b,a", "asc")] {
        let records = (0..<count).map { id in
          let members: [(String, JSONValue)] = [("a", numbers), ("b", texts)].compactMap {
            name, pool in
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: nil
            case 1: (name, .null)
            default: (name, pool[Int.random(in: 0..<pool.count, using: &generator)])
            }
          }
          return JSONValue.object([("id", .integer(id))] + members)
        }
        let sort = try #require(FieldSort(fields: fields, orders: orders))
        let rows = sort.rows(of: records)
        check(sort.comparesConsistently(rows))
        let v8 = V8Sort.sorted(rows, by: sort.compare).map(\.index)
        checkEqual(ids(sort.sorted(records)), v8, "\(count) records by \(fields) \(orders)")
      }
    }
  }

  @Test func sortsByDottedPaths() throws {
    let records = [
      record(1, ("address", .object([("city", .string("Lyon"))]))),
      record(2, ("address", .object([("city", .string("Kyoto"))]))),
    ]
    try checkEqual(sort(records, "address.city"), [2, 1])
  }
}
