import Dependencies
import Foundation

/// An identifier coded as its bare number through a single-value container, as a tagged id is.
struct Identifier: Codable, Hashable {
  var rawValue: Int

  init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  init(from decoder: any Decoder) throws {
    rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

enum Kind: String, Codable, CaseIterable {
  case post, note, link
}

/// A record with every kind of field a decoder meets: numbers of several widths, text, a
/// Boolean, optional and nested values, arrays, a dictionary, a URL and a date.
struct Record: Codable, Hashable {
  struct Place: Codable, Hashable {
    var street: String
    var geo: [String: String]
    var url: URL?
  }

  var id: Identifier
  var userId: Int
  var title: String
  var body: String
  var done: Bool
  var kind: Kind
  var score: Double?
  var small: Int8?
  var large: UInt64?
  var tags: [String]
  var place: Place?
  var seen: Date?
}

/// A post with its author embedded under `user`: two keyed containers on one encoder, as a
/// summary joined to its author encodes.
struct Summary: Codable, Equatable {
  var record: Record
  var author: Record.Place?

  private enum CodingKeys: String, CodingKey {
    case user
  }

  init(record: Record, author: Record.Place?) {
    self.record = record
    self.author = author
  }

  init(from decoder: any Decoder) throws {
    record = try Record(from: decoder)
    author = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
      Record.Place.self, forKey: .user)
  }

  func encode(to encoder: any Encoder) throws {
    try record.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(author, forKey: .user)
  }
}

extension SplitMix64 {
  /// A record's JSON text, written in one of many ways: members in any order, whitespace
  /// anywhere, escapes, numbers in other notations, optional members absent or null, members
  /// no field asks for, and now and then a member twice or a name escaped.
  mutating func recordText() -> String {
    var members: [(String, String)] = [
      ("id", integerText(Int.random(in: 0...1_000_000, using: &self))),
      ("userId", integerText(Int.random(in: -5...10, using: &self))),
      ("title", stringText(text(maximumLength: 10))),
      ("body", stringText(text(maximumLength: 30))),
      ("done", Bool.random(using: &self) ? "true" : "false"),
      ("kind", stringText(Kind.allCases.randomElement(using: &self)?.rawValue ?? "post")),
      (
        "tags",
        "["
          + (0..<Int.random(in: 0...3, using: &self)).map { _ in
            stringText(text(maximumLength: 5))
          }.joined(separator: ",") + "]"
      ),
    ]
    if !oneIn(3) {
      members.append(("score", oneIn(5) ? "null" : numberText()))
    }
    if !oneIn(3) {
      members.append(("small", integerText(Int.random(in: -200...200, using: &self))))
    }
    if !oneIn(3) {
      members.append(("large", integerText(Int.random(in: 0...Int.max, using: &self))))
    }
    if !oneIn(3) {
      let url =
        ["https://example.com/a?b=c", "not a url", "", "http://[::1]/", "x/y"]
        .randomElement(using: &self) ?? ""
      members.append(
        (
          "place",
          "{\"street\":\(stringText(text(maximumLength: 8))),\"geo\":{\"lat\":\"1\",\"lng\":\"2\"}"
            + (oneIn(2) ? ",\"url\":\(stringText(url))" : "") + "}"
        ))
    }
    if oneIn(4) {
      members.append(("seen", numberText()))
    }
    if oneIn(4) {
      members.append(("extra", anyValueText(depth: 3)))
    }
    if oneIn(20), let repeated = members.randomElement(using: &self) {
      members.append(repeated)
    }
    members.shuffle(using: &self)
    let body = members.map { name, value in
      let written = oneIn(30) ? escapedName(name) : "\"\(name)\""
      return space() + written + space() + ":" + space() + value + space()
    }
    return space() + "{" + body.joined(separator: ",") + "}" + space()
  }

  private mutating func space() -> String {
    oneIn(4) ? [" ", "\n", "\t", "\r\n", "  "].randomElement(using: &self) ?? "" : ""
  }

  private mutating func escapedName(_ name: String) -> String {
    "\"\\u00" + String(format: "%02x", Int(name.utf8.first ?? 97)) + name.dropFirst() + "\""
  }

  /// An integer in JSON, now and then in a form that is not plain digits.
  mutating func integerText(_ value: Int) -> String {
    switch Int.random(in: 0..<40, using: &self) {
    case 0: return "\(value).0"
    case 1: return "\(value)e0"
    case 2: return "-0"
    case 3: return "\(value)000000000000000000000"
    default: return "\(value)"
    }
  }

  mutating func numberText() -> String {
    let forms = [
      "0", "-0", "1", "-1", "0.5", "1e3", "1E-3", "-2.5e+10", "1e400", "-1e400", "1e-400",
      "123456789012345678901234567890", "0.1", "3.141592653589793", "5e-324",
      "2.2250738585072014e-308",
      "\(Double.random(in: -1e9...1e9, using: &self))",
    ]
    return forms.randomElement(using: &self) ?? "0"
  }

  /// `text` as a JSON string, some characters escaped one way or another.
  mutating func stringText(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += oneIn(2) ? "\\n" : "\\u000a"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "/": result += oneIn(2) ? "\\/" : "/"
      case _ where scalar.value < 0x20:
        result += String(format: "\\u%04X", scalar.value)
      case _ where scalar.value > 0xFFFF && oneIn(2):
        let value = scalar.value - 0x10000
        result += String(format: "\\ud%03x\\u%04x", 0x800 + (value >> 10), 0xDC00 + (value & 0x3FF))
      case _ where oneIn(10):
        result += String(format: "\\u%04x", scalar.value & 0xFFFF)
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// Any JSON value at most `depth` containers deep.
  mutating func anyValueText(depth: Int) -> String {
    switch Int.random(in: 0..<(depth > 0 ? 7 : 5), using: &self) {
    case 0: return "null"
    case 1: return Bool.random(using: &self) ? "true" : "false"
    case 2: return numberText()
    case 3: return integerText(Int.random(in: -9...9, using: &self))
    case 4: return stringText(text(maximumLength: 6))
    case 5:
      return "["
        + (0..<Int.random(in: 0...3, using: &self)).map { _ in anyValueText(depth: depth - 1) }
        .joined(separator: ",") + "]"
    default:
      return "{"
        + (0..<Int.random(in: 0...3, using: &self)).map { _ in
          stringText(text(maximumLength: 4)) + ":" + anyValueText(depth: depth - 1)
        }.joined(separator: ",") + "}"
    }
  }

  /// `bytes` with up to `count` of them replaced by any byte, removed or doubled.
  mutating func mutate(_ bytes: [UInt8], count: Int) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...count, using: &self) where !bytes.isEmpty {
      let index = Int.random(in: 0..<bytes.count, using: &self)
      switch Int.random(in: 0..<4, using: &self) {
      case 0: bytes[index] = UInt8.random(in: 0...255, using: &self)
      case 1: bytes[index] = Array("{}[],:\"\\-.e0".utf8).randomElement(using: &self) ?? 0
      case 2: bytes.remove(at: index)
      default: bytes.insert(bytes[index], at: index)
      }
    }
    return bytes
  }
}
