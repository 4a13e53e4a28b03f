import Dependencies
import Foundation

/// Extreme inputs for fuzz tests, drawn from a seeded generator so that a failure repeats: numbers
/// at and past `Int`'s bounds, huge digit strings, and header values as a broken server sends them.
public enum FuzzInput {
  public static let caseCount = 2_000

  /// A generator with the fixed seed of the fuzz tests.
  public static func generator() -> SplitMix64 {
    SplitMix64(seed: 0x5EED_F00D)
  }

  /// An integer at or near a bound, a small one, or any.
  public static func integer(using generator: inout SplitMix64) -> Int {
    let edges = [Int.max, Int.min, Int.max - 1, Int.min + 1, -1, 0, 1, 2, 10, 1 << 53, 1 << 62]
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return edges.randomElement(using: &generator) ?? 0
    case 1: return Int.random(in: -1_000...1_000, using: &generator)
    default: return Int.random(in: Int.min...Int.max, using: &generator)
    }
  }

  /// A string of `count` decimal digits, not starting with 0.
  public static func digits(_ count: Int, using generator: inout SplitMix64) -> String {
    String((0..<count).map { _ in Character(String(Int.random(in: 1...9, using: &generator))) })
  }

  /// A header value as a hostile or broken server might send it: numbers at and past `Int`'s
  /// bounds, huge digit strings, exponents, blanks, non-ASCII digits, dates and random text.
  public static func headerValue(using generator: inout SplitMix64) -> String {
    let fixed = [
      "", " ", "\t7\t", " 42 ", "-1", "-0", "+5", "0", "0x10", "1e400", "1.5", "NaN", "Infinity",
      "٣", "１２", "7 8", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
      "Fri, 31 Dec 9999 23:59:59 GMT", "Thu, 01 Jan 1970 00:00:00 GMT",
      "Mon, 00 Jan 0000 00:00:00 GMT", "Sun, 06 Nov 1994 08:49:37 GMT",
      "Sat, 29 Feb 2025 24:00:60 GMT",
    ]
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: return fixed.randomElement(using: &generator) ?? ""
    case 1: return String(integer(using: &generator))
    case 2: return digits(Int.random(in: 1...400, using: &generator), using: &generator)
    default:
      let scalars = (0..<Int.random(in: 0...30, using: &generator)).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0x20...0x2FFF, using: &generator))
      }
      return String(String.UnicodeScalarView(scalars))
    }
  }

  /// A number as JSON text that does not fit in an `Int`.
  public static func unfitNumber(using generator: inout SplitMix64) -> String {
    let fixed = ["1e30", "1e400", "-1e400", "1.5", "9223372036854775808", "-9223372036854775809"]
    guard Bool.random(using: &generator) else {
      return fixed.randomElement(using: &generator) ?? ""
    }
    let sign = Bool.random(using: &generator) ? "-" : ""
    return sign + digits(Int.random(in: 20...2_000, using: &generator), using: &generator)
  }
}
