import Dependencies
import Foundation

/// Extreme inputs for the fuzz tests, drawn from a seeded generator so that a failure repeats.
enum FuzzInput {
  /// The number of cases each fuzz test runs.
  static let caseCount = 2_000

  /// A generator with the fuzz tests' fixed seed.
  static func generator() -> SplitMix64 {
    SplitMix64(seed: 0x5EED_F00D)
  }

  /// An integer at or near a bound, a small one, or any.
  static func integer(using generator: inout SplitMix64) -> Int {
    let edges = [Int.max, Int.min, Int.max - 1, Int.min + 1, -1, 0, 1, 2, 10, 1 << 53, 1 << 62]
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: return edges.randomElement(using: &generator) ?? 0
    case 1: return Int.random(in: -1_000...1_000, using: &generator)
    default: return Int.random(in: Int.min...Int.max, using: &generator)
    }
  }

  /// A string of `count` decimal digits, not starting with 0.
  static func digits(_ count: Int, using generator: inout SplitMix64) -> String {
    String((0..<count).map { _ in Character(String(Int.random(in: 1...9, using: &generator))) })
  }

  /// A header value as a hostile or broken server might send it: numbers at and past `Int`'s
  /// bounds, huge digit strings, exponents, blanks, non-ASCII digits, dates and random text.
  static func headerValue(using generator: inout SplitMix64) -> String {
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
  static func unfitNumber(using generator: inout SplitMix64) -> String {
    let fixed = ["1e30", "1e400", "-1e400", "1.5", "9223372036854775808", "-9223372036854775809"]
    guard Bool.random(using: &generator) else {
      return fixed.randomElement(using: &generator) ?? ""
    }
    let sign = Bool.random(using: &generator) ? "-" : ""
    return sign + digits(Int.random(in: 20...2_000, using: &generator), using: &generator)
  }

  /// A post as JSON text, its id given as `id`.
  static func post(id: String) -> String {
    #"{"userId": 1, "id": \#(id), "title": "t", "body": "b"}"#
  }

  /// What a body may be.
  enum Body {
    /// A list of posts whose ids all fit in an `Int`.
    case posts(ids: [Int])
    /// A list of posts whose first id does not fit.
    case unfitID
    /// Anything else: nested arrays, JSON cut short, random bytes, nothing.
    case broken
  }

  /// A body of one of the kinds of ``Body``, with its kind.
  static func body(using generator: inout SplitMix64) -> (Body, Data) {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0:
      let ids = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
        integer(using: &generator)
      }
      return (
        .posts(ids: ids), Data("[\(ids.map { post(id: String($0)) }.joined(separator: ","))]".utf8)
      )
    case 1:
      let records = [post(id: unfitNumber(using: &generator)), post(id: "2")]
      return (.unfitID, Data("[\(records.joined(separator: ","))]".utf8))
    case 2:
      let depth = Int.random(in: 1...5_000, using: &generator)
      return (.broken, Data((String(repeating: "[", count: depth) + "]").utf8))
    case 3:
      let text = "[\(post(id: "1")),\(post(id: unfitNumber(using: &generator)))]"
      let cut = Int.random(in: 0..<text.utf8.count, using: &generator)
      return (.broken, Data(text.utf8.prefix(cut)))
    case 4:
      let count = Int.random(in: 0...256, using: &generator)
      return (.broken, Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }))
    default:
      return (.broken, Data())
    }
  }
}
