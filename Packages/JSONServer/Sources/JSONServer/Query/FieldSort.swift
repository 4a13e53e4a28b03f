import JSONCoding
import JavaScriptSemantics

/// json-server's sorting, `?_sort=userId,title&_order=desc,asc`: lodash 4's
/// `_.orderBy(records, fields, orders)`, sorted as node sorts it.
///
/// Each field (a path, as `LodashPath` reads it) has the order at the same position of
/// `_order`, lowercased; only `desc` means descending. Two records compare by their first field
/// that does not tie, as lodash's `compareAscending` compares values: with JavaScript's `<` and
/// `>` (numbers as numbers, two strings by UTF-16 code units, a string and a number as numbers,
/// arrays and objects as their text), `null` after the values it does not compare with, and a
/// missing field last. Records that tie on every field keep their order.
///
/// Where a field holds both values that compare as numbers and values that compare as text,
/// that comparison is no consistent order (`"55"` is after `6` and before `"6"`, which ties
/// with `6`), and the order depends on the sorting algorithm: `V8Sort` makes the comparisons
/// node makes. Everywhere else it is one, every stable sort gives node's order, and Swift's
/// `sorted(by:)` sorts.
struct FieldSort: Sendable {
  /// One field to sort by.
  struct Key: Hashable, Sendable {
    /// The field: a member name or a path such as `address.city` or `tags[0]`.
    let field: String
    /// Whether larger values come first.
    let isDescending: Bool
  }

  /// The fields, most significant first; never empty.
  let keys: [Key]
  /// How many fields have an order of their own (`_order`'s count); the others compare
  /// ascending.
  private let orderCount: Int

  /// Creates the sort that `_sort=fields` and `_order=orders` ask for, both comma-separated, or
  /// `nil` when `fields` is empty.
  init?(fields: String, orders: String) {
    guard !fields.isEmpty else { return nil }
    let orders = orders.split(separator: ",", omittingEmptySubsequences: false)
      .map { JavaScriptCase.lowercased(String($0)) }
    orderCount = orders.count
    keys = fields.split(separator: ",", omittingEmptySubsequences: false).enumerated().map {
      Key(
        field: String($0.element),
        isDescending: $0.offset < orders.count && orders[$0.offset] == "desc")
    }
  }

  /// A record as the sort compares it: its position among the records, and its value of each
  /// field, `nil` where the field is missing (JavaScript's `undefined`).
  struct Row: Sendable {
    let index: Int
    let criteria: [JSONValue?]
  }

  /// `records` in the sort's order.
  func sorted(_ records: [JSONValue]) -> [JSONValue] {
    let rows = rows(of: records)
    let order =
      comparesConsistently(rows)
      ? rows.sorted { compare($0, $1) < 0 } : V8Sort.sorted(rows, by: compare)
    return order.map { records[$0.index] }
  }

  /// The rows of `records`, in their order.
  func rows(of records: [JSONValue]) -> [Row] {
    records.enumerated().map { index, record in
      Row(index: index, criteria: keys.map { LodashPath.value(at: $0.field, in: record) })
    }
  }

  /// lodash's `orderBy` comparison of two rows: negative when `lhs` comes first, positive when
  /// `rhs` does; rows that tie on every field compare by position, so two rows never tie.
  func compare(_ lhs: Row, _ rhs: Row) -> Int {
    for (position, key) in keys.enumerated() {
      let result = FieldSort.compareAscending(lhs.criteria[position], rhs.criteria[position])
      guard result != 0 else { continue }
      guard position < orderCount else { return result }
      return key.isDescending ? -result : result
    }
    return lhs.index - rhs.index
  }

  /// Whether ``compare(_:_:)`` is a consistent order for `rows`: no field holds both a value
  /// that compares as a number (a number or a boolean) and one that compares as text (a
  /// string, an array or an object). `null` and a missing value come after every other value
  /// and never make it inconsistent. Then each field's comparison is a total preorder, the
  /// position breaks every tie, and every correct sort gives the one order there is.
  func comparesConsistently(_ rows: [Row]) -> Bool {
    keys.indices.allSatisfy { position in
      var hasNumbers = false
      var hasText = false
      for row in rows {
        switch row.criteria[position] {
        case .number?, .bool?: hasNumbers = true
        case .string?, .array?, .object?: hasText = true
        case .null?, nil: continue
        }
        if hasNumbers && hasText { return false }
      }
      return true
    }
  }

  /// lodash's `compareAscending(value, other)`, for values of different records (`nil` is
  /// `undefined`): 1 when `value` comes after `other`, -1 when before, 0 for a tie.
  static func compareAscending(_ value: JSONValue?, _ other: JSONValue?) -> Int {
    if isStrictlyEqual(value, other) { return 0 }
    let left = value?.javaScriptPrimitive ?? .undefined
    let right = other?.javaScriptPrimitive ?? .undefined
    let valueIsNull = left == .null
    let otherIsNull = right == .null
    let valueIsDefined = left != .undefined
    let otherIsDefined = right != .undefined
    if (!otherIsNull && JavaScriptPrimitive.less(right, left))
      || (valueIsNull && otherIsDefined) || !valueIsDefined
    {
      return 1
    }
    if (!valueIsNull && JavaScriptPrimitive.less(left, right))
      || (otherIsNull && valueIsDefined) || !otherIsDefined
    {
      return -1
    }
    return 0
  }

  /// JavaScript's `value === other` for the values of two different records: arrays and
  /// objects are never the same object.
  private static func isStrictlyEqual(_ value: JSONValue?, _ other: JSONValue?) -> Bool {
    switch (value, other) {
    case (nil, nil), (.null?, .null?): true
    case (.bool(let left)?, .bool(let right)?): left == right
    case (.string(let left)?, .string(let right)?): left.isIdentical(to: right)
    case (.number?, _):
      if case .number(let left) = value?.javaScriptPrimitive,
        case .number(let right) = other?.javaScriptPrimitive
      {
        left == right
      } else {
        false
      }
    default: false
    }
  }
}

extension JSONValue {
  /// How JavaScript orders two strings: by their UTF-16 code units, a shorter prefix first.
  static func compareUTF16(_ lhs: String, _ rhs: String) -> Int {
    var lhsUnits = lhs.utf16.makeIterator()
    var rhsUnits = rhs.utf16.makeIterator()
    while true {
      switch (lhsUnits.next(), rhsUnits.next()) {
      case (nil, nil): return 0
      case (nil, _): return -1
      case (_, nil): return 1
      case (let lhsUnit?, let rhsUnit?):
        if lhsUnit != rhsUnit { return lhsUnit < rhsUnit ? -1 : 1 }
      }
    }
  }

  /// The value as JavaScript's relational operators see a number: numbers (kept as JavaScript
  /// writes them, so their text reads back to the same double), and booleans as 0 or 1; `nil`
  /// for every other kind.
  var numericValue: Double? {
    switch self {
    case .number(let number): Double(number.text)
    case .bool(let bool): bool ? 1 : 0
    case .null, .string, .array, .object: nil
    }
  }
}
