extension JSONValue {
  /// The order in which json-server's `_sort` lists two field values, ascending: negative when
  /// `lhs` comes first, positive when `rhs` does, zero when they tie (`nil` is a missing field).
  ///
  /// Numbers compare as numbers (booleans count as 0 and 1, as in JavaScript) and strings as
  /// strings, by UTF-16 code units as JavaScript compares them. Values of different kinds never
  /// tie: numbers come before strings, strings before arrays and objects (which all tie), those
  /// before `null`, and `null` before a missing field, so records without the field come last
  /// in ascending order and first in descending order, as with lodash's `orderBy`.
  static func sortOrder(_ lhs: JSONValue?, _ rhs: JSONValue?) -> Int {
    let (lhsRank, rhsRank) = (sortRank(lhs), sortRank(rhs))
    guard lhsRank == rhsRank else { return lhsRank < rhsRank ? -1 : 1 }
    switch (lhs, rhs) {
    case (.string(let lhs), .string(let rhs)):
      return compareUTF16(lhs, rhs)
    default:
      guard let lhs = lhs?.numericValue, let rhs = rhs?.numericValue else { return 0 }
      return lhs < rhs ? -1 : (lhs > rhs ? 1 : 0)
    }
  }

  /// The value as JavaScript's relational operators see a number: integers, doubles, and
  /// booleans as 0 or 1; `nil` for every other kind.
  var numericValue: Double? {
    switch self {
    case .integer(let integer): Double(integer)
    case .double(let double): double
    case .bool(let bool): bool ? 1 : 0
    case .null, .string, .array, .object: nil
    }
  }

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

  private static func sortRank(_ value: JSONValue?) -> Int {
    switch value {
    case .integer, .double, .bool: 0
    case .string: 1
    case .array, .object: 2
    case .null: 3
    case nil: 4
    }
  }
}
