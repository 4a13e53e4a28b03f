import Foundation

extension JSONValue {
  /// Why a text is not a JSON value.
  public enum ReadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text is empty or only whitespace.
    case empty
    /// The text breaks the grammar of RFC 8259 (invalid UTF-8, a control character or lone
    /// surrogate in a string, anything after the value included), or nests arrays and objects
    /// deeper than ``JSONValue/maximumDepth``.
    case invalid

    public var description: String {
      switch self {
      case .empty: "it is empty"
      case .invalid: "it is not valid JSON (or nests deeper than \(JSONValue.maximumDepth))"
      }
    }
  }

  /// The deepest nesting of arrays and objects that ``init(parsing:)-(Data)`` reads: a record nested
  /// deeper is refused rather than read at the cost of the stack.
  public static var maximumDepth: Int { JSONSyntax.maximumDepth }

  /// Reads the one JSON value `data` holds, with optional whitespace around it.
  ///
  /// The text is checked whole first, in constant stack, so that hostile input never traps. A
  /// name an object gives twice keeps its first place and its last value, as `JSON.parse` does.
  public init(parsing data: Data) throws(ReadingError) {
    let result = data.withUnsafeBytes { raw in
      Result { () throws(ReadingError) in try JSONValue(parsing: raw) }
    }
    self = try result.get()
  }

  /// Where `data` stops being what ``init(parsing:)-(Data)`` reads: the offset of the first
  /// byte that does not fit (`data.count` when the text is cut short or empty), or `nil` when
  /// it is one JSON value, so that a message can point at the mistake.
  ///
  /// ```swift
  /// let offset = JSONValue.invalidOffset(in: Data(#"{"city": Lyon}"#.utf8))
  /// // offset == 9, where `Lyon` starts
  /// ```
  public static func invalidOffset(in data: Data) -> Int? {
    data.withUnsafeBytes { raw in
      JSONSyntax.invalidOffset(raw.assumingMemoryBound(to: UInt8.self))
    }
  }

  /// Reads the one JSON value `bytes` hold, as ``init(parsing:)-(Data)`` does.
  public init(parsing bytes: UnsafeRawBufferPointer) throws(ReadingError) {
    let bytes = bytes.assumingMemoryBound(to: UInt8.self)
    guard JSONSyntax.skippingWhitespace(bytes, from: 0) < bytes.count else { throw .empty }
    guard JSONSyntax.isValid(bytes) else { throw .invalid }
    var reader = TreeReader(bytes: bytes)
    self = reader.value()
  }
}

/// Builds the tree of a text that ``JSONSyntax/isValid(_:)`` accepted, so that it recurses no
/// deeper than ``JSONSyntax/maximumDepth``.
private struct TreeReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  mutating func value() -> JSONValue {
    index = JSONSyntax.skippingWhitespace(bytes, from: index)
    switch bytes[index] {
    case .openBrace:
      return .object(object())
    case .openBracket:
      return .array(array())
    case .quote:
      return .string(string())
    case UInt8(ascii: "t"):
      index += 4
      return .bool(true)
    case UInt8(ascii: "f"):
      index += 5
      return .bool(false)
    case UInt8(ascii: "n"):
      index += 4
      return .null
    default:
      let start = index
      index = JSONSyntax.valueEnd(bytes, at: start)
      let text = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      return .number(JSONNumber(validText: text))
    }
  }

  private mutating func string() -> String {
    let (value, end) = JSONSyntax.string(bytes, at: index)
    index = end
    return value
  }

  /// Consumes `closer` after optional whitespace, if it is there.
  private mutating func closes(_ closer: UInt8) -> Bool {
    index = JSONSyntax.skippingWhitespace(bytes, from: index)
    guard bytes[index] == closer else { return false }
    index += 1
    return true
  }

  /// Consumes the comma or `closer` after a member or an element; whether it was `closer`.
  private mutating func ends(with closer: UInt8) -> Bool {
    index = JSONSyntax.skippingWhitespace(bytes, from: index)
    let byte = bytes[index]
    index += 1
    return byte == closer
  }

  private mutating func object() -> JSONObject {
    index += 1
    var members: [JSONObject.Member] = []
    guard !closes(.closeBrace) else { return JSONObject(uniqueMembers: members) }
    var names = MemberNames()
    repeat {
      index = JSONSyntax.skippingWhitespace(bytes, from: index)
      let name = string()
      index = JSONSyntax.skippingWhitespace(bytes, from: index) + 1
      names.set(name, to: value(), in: &members)
    } while !ends(with: .closeBrace)
    return JSONObject(uniqueMembers: members)
  }

  private mutating func array() -> [JSONValue] {
    index += 1
    var elements: [JSONValue] = []
    guard !closes(.closeBracket) else { return elements }
    repeat {
      elements.append(value())
    } while !ends(with: .closeBracket)
    return elements
  }
}
