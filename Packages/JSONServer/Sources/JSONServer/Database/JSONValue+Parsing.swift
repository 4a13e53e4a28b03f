import Foundation
import HTTPBasics
import JSONCoding

extension JSONValue {
  /// Why a text could not be read as JSON, in words for an error message.
  struct ParsingError: Error, Equatable {
    /// What went wrong, such as `unexpected "x" at offset 3`.
    let reason: String
    /// What went wrong without where, such as `unexpected "x"`.
    let problem: String
    /// The byte offset where it went wrong, when it went wrong somewhere.
    let offset: Int?

    init(reason: String) {
      self.init(problem: reason, offset: nil)
    }

    init(problem: String, offset: Int?, mentioningOffset: Bool = true) {
      self.problem = problem
      self.offset = offset
      self.reason =
        offset.map { mentioningOffset ? "\(problem) at offset \($0)" : problem } ?? problem
    }

    /// Two errors are the same when their reasons are.
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.reason == rhs.reason
    }
  }

  /// Reads the JSON document in `data` as JavaScript's `JSON.parse` reads it: the members of
  /// objects in their written order, but for names that are array indices (`"0"`, `"12"`),
  /// which come first, in numeric order.
  ///
  /// A number is kept as JavaScript holds it and writes it again (`19.90` becomes `19.9`, `1E2`
  /// becomes `100`, an integer beyond 2^53 is rounded). When a member name appears twice, the last value
  /// counts, in the place of the first.
  init(javaScriptParsing data: Data) throws(ParsingError) {
    self = try JSONValue.parseDocument(data).value
  }

  /// Reads the JSON document in `data` as ``init(javaScriptParsing:)`` does, also giving the byte offsets
  /// at which the values of the top-level object's members start, in order (none when the
  /// document is not an object).
  static func parseDocument(
    _ data: Data
  ) throws(ParsingError) -> (value: JSONValue, memberOffsets: [Int]) {
    guard String(data: data, encoding: .utf8) != nil else {
      throw ParsingError(reason: "it is not UTF-8 text")
    }
    var parser = Parser(bytes: Array(data))
    parser.skipWhitespace()
    guard !parser.isAtEnd else { throw ParsingError(reason: "it is empty") }
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.isAtEnd else { throw parser.unexpected() }
    return (value, parser.memberOffsets)
  }
}

/// A recursive-descent reader of JSON text (RFC 8259).
private struct Parser {
  let bytes: [UInt8]
  var position = 0
  /// Where the values of the top-level object's members start.
  var memberOffsets: [Int] = []

  /// How deeply arrays and objects may nest before the text is refused.
  private static let maximumDepth = 512

  init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { position >= bytes.count }

  mutating func skipWhitespace() {
    while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) {
      position += 1
    }
  }

  func unexpected() -> JSONValue.ParsingError {
    guard position < bytes.count else {
      return JSONValue.ParsingError(
        problem: "it ends too early", offset: bytes.count, mentioningOffset: false)
    }
    let byte = bytes[position]
    let shown =
      (0x21...0x7E).contains(byte) ? "\"\(Character(Unicode.Scalar(byte)))\"" : "byte \(byte)"
    return JSONValue.ParsingError(problem: "unexpected \(shown)", offset: position)
  }

  mutating func value(depth: Int) throws(JSONValue.ParsingError) -> JSONValue {
    guard depth < Parser.maximumDepth else {
      throw JSONValue.ParsingError(reason: "it nests too deeply")
    }
    guard position < bytes.count else { throw unexpected() }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw unexpected()
    }
  }

  private mutating func literal(
    _ text: String, _ value: JSONValue
  ) throws(JSONValue.ParsingError) -> JSONValue {
    for byte in text.utf8 {
      guard position < bytes.count, bytes[position] == byte else { throw unexpected() }
      position += 1
    }
    return value
  }

  private mutating func object(depth: Int) throws(JSONValue.ParsingError) -> JSONValue {
    position += 1
    // A name given twice keeps its first place and its last value: `JSONObject` sees to it.
    var members: [(String, JSONValue)] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(JSONObject())
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw unexpected()
      }
      let key = try string()
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      skipWhitespace()
      if depth == 0 { memberOffsets.append(position) }
      members.append((key, try value(depth: depth + 1)))
      skipWhitespace()
      if try isClosed(by: UInt8(ascii: "}")) {
        return .object(JSONValue.javaScriptOrdered(JSONObject(members)))
      }
    }
  }

  private mutating func array(depth: Int) throws(JSONValue.ParsingError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      if try isClosed(by: UInt8(ascii: "]")) { return .array(elements) }
    }
  }

  /// Consumes a comma (`false`) or `closer` (`true`).
  private mutating func isClosed(by closer: UInt8) throws(JSONValue.ParsingError) -> Bool {
    guard position < bytes.count else { throw unexpected() }
    if bytes[position] == UInt8(ascii: ",") {
      position += 1
      return false
    }
    try expect(closer)
    return true
  }

  private mutating func expect(_ byte: UInt8) throws(JSONValue.ParsingError) {
    guard position < bytes.count, bytes[position] == byte else { throw unexpected() }
    position += 1
  }

  private mutating func string() throws(JSONValue.ParsingError) -> String {
    position += 1
    var utf16: [UInt16] = []
    var run: [UInt8] = []
    func flush() {
      utf16.append(contentsOf: String(decoding: run, as: UTF8.self).utf16)
      run.removeAll(keepingCapacity: true)
    }
    while true {
      guard position < bytes.count else { throw unexpected() }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        flush()
        return String(decoding: utf16, as: UTF16.self)
      case UInt8(ascii: "\\"):
        flush()
        position += 1
        utf16.append(try escaped())
      case ..<0x20:
        throw unexpected()
      default:
        run.append(byte)
        position += 1
      }
    }
  }

  /// The UTF-16 code unit of the escape after a backslash; unpaired surrogates become U+FFFD when
  /// the string is made.
  private mutating func escaped() throws(JSONValue.ParsingError) -> UInt16 {
    guard position < bytes.count else { throw unexpected() }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return 0x22
    case UInt8(ascii: "\\"): return 0x5C
    case UInt8(ascii: "/"): return 0x2F
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "t"): return 0x09
    case UInt8(ascii: "u"):
      var unit: UInt16 = 0
      for _ in 0..<4 {
        guard position < bytes.count, let digit = HexDigit.value(of: bytes[position]) else {
          throw unexpected()
        }
        unit = unit << 4 | UInt16(digit)
        position += 1
      }
      return unit
    default:
      position -= 1
      throw unexpected()
    }
  }

  private mutating func number() throws(JSONValue.ParsingError) -> JSONValue {
    let start = position
    var isIntegral = true
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    guard position < bytes.count, isDigit(bytes[position]) else { throw unexpected() }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else {
      skipDigits()
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      isIntegral = false
      position += 1
      guard position < bytes.count, isDigit(bytes[position]) else { throw unexpected() }
      skipDigits()
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      isIntegral = false
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard position < bytes.count, isDigit(bytes[position]) else { throw unexpected() }
      skipDigits()
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    // JavaScript holds every number as a double: an integer beyond 2^53 is rounded as it is.
    if isIntegral, let integer = Int(text), integer.magnitude <= 1 << 53 {
      return .integer(integer)
    }
    guard let double = Double(text), double.isFinite else {
      throw JSONValue.ParsingError(reason: "the number \(text) is too large")
    }
    return .javaScriptNumber(double)
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private mutating func skipDigits() {
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
  }
}

extension JSONValue {
  /// `members` in the order JavaScript gives an object's members: the array indices first, in
  /// numeric order, then the other names in the order given.
  static func javaScriptOrdered(_ members: JSONObject) -> JSONObject {
    guard members.contains(where: { isArrayIndex($0.name) }) else { return members }
    let indices = members.filter { isArrayIndex($0.name) }
      .sorted { (UInt64($0.name) ?? 0) < (UInt64($1.name) ?? 0) }
    return JSONObject(indices + members.filter { !isArrayIndex($0.name) })
  }
}
