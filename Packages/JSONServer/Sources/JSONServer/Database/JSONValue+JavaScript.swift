import JSONCoding
import JavaScriptSemantics

/// A JavaScript primitive value: what a JSON value, a missing one (`undefined`) or a query
/// value becomes before JavaScript compares it (`ToPrimitive`).
enum JavaScriptPrimitive: Equatable, Sendable {
  case undefined
  case null
  case bool(Bool)
  case number(Double)
  case string(String)

  /// ECMAScript's `ToNumber`: `undefined` is `NaN`, `null` 0, booleans 0 and 1, and text as
  /// `Number(text)` reads it; `nil` for `NaN`.
  var number: Double? {
    switch self {
    case .undefined: nil
    case .null: 0
    case .bool(let bool): bool ? 1 : 0
    case .number(let number): number.isNaN ? nil : number
    case .string(let string): JavaScriptNumber.number(string)
    }
  }

  /// ECMAScript's `IsLessThan(x, y)`: two strings compare by UTF-16 code units, anything else
  /// as numbers; `nil` (`undefined`) when a number is `NaN`.
  static func isLessThan(_ lhs: Self, _ rhs: Self) -> Bool? {
    if case .string(let left) = lhs, case .string(let right) = rhs {
      return JSONValue.compareUTF16(left, right) < 0
    }
    guard let left = lhs.number, let right = rhs.number else { return nil }
    return left < right
  }

  /// JavaScript's `lhs < rhs`.
  static func less(_ lhs: Self, _ rhs: Self) -> Bool {
    isLessThan(lhs, rhs) ?? false
  }

  /// JavaScript's `lhs <= rhs`: `rhs < lhs` is false (and neither is `NaN`).
  static func lessOrEqual(_ lhs: Self, _ rhs: Self) -> Bool {
    isLessThan(rhs, lhs) == false
  }
}

extension JSONValue {
  /// JavaScript's `String(value)`: `null`, `true`, a number as JavaScript writes it, the text
  /// itself, an array's elements so written and joined with commas (`null` elements empty),
  /// and `[object Object]` for an object.
  var javaScriptString: String {
    switch self {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .number(let number): number.text
    case .string(let string): string
    case .array(let elements):
      elements.map { if case .null = $0 { "" } else { $0.javaScriptString } }.joined(separator: ",")
    case .object: "[object Object]"
    }
  }

  /// ECMAScript's `ToPrimitive` with a number hint: arrays and objects become their text.
  var javaScriptPrimitive: JavaScriptPrimitive {
    switch self {
    case .null: .null
    case .bool(let bool): .bool(bool)
    case .number: .number(numericValue ?? .nan)
    case .string(let string): .string(string)
    case .array, .object: .string(javaScriptString)
    }
  }

  /// Whether JavaScript's `value` is false in a condition: `null`, `false`, `0`, `NaN` and `""`.
  var isFalsy: Bool {
    switch self {
    case .null, .bool(false), .string(""): true
    case .number: numericValue == 0
    default: false
    }
  }
}
