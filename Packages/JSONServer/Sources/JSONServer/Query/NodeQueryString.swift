import Foundation
import HTTPBasics
import JSONCoding
import JavaScriptSemantics

/// A query string read as Express reads `req.query` (the `qs` module, 6.x, with
/// `allowPrototypes`): `id=1&id=2` and `id[]=1&id[]=2` are the array `["1", "2"]`, `a[b]=1` the
/// object `{"b": "1"}`, `a[0]=x` an array (indices up to 20; beyond, object keys), five levels
/// of brackets at most (the rest one key), the first 1000 parameters only, `+` a space, and an
/// escape that does not decode as UTF-8 leaves its part as it is (`x=%E9` is `%E9`).
///
/// Values are strings, arrays and objects, and the `true` that `qs` gives a name merged into an
/// object (`a[b]=1&a=c` is `{"c": true, "b": "1"}`); objects keep JavaScript's order of
/// members, integer names first.
enum NodeQueryString {
  /// The parameters of `query` (without its `?`), as `req.query`'s members in order.
  static func parameters(_ query: String) -> [(key: String, value: JSONValue)] {
    guard !query.isEmpty else { return [] }
    var flat = Value.object([])
    for part in query.split(separator: "&", omittingEmptySubsequences: false).prefix(1000) {
      let separator =
        part.range(of: "]=").map { part.index(before: $0.upperBound) }
        ?? part.firstIndex(of: "=")
      let key: String
      let value: String
      if let separator {
        key = decode(part[..<separator])
        value = decode(part[part.index(after: separator)...])
      } else {
        key = decode(part)
        value = ""
      }
      if let existing = flat.member(key) {
        flat.setMember(key, .array(existing.elementsForConcat + [.string(value)]))
      } else {
        flat.setMember(key, .string(value))
      }
    }
    var result = Value.object([])
    guard case .object(let members) = flat else { return [] }
    for (key, value) in members {
      guard let parsed = parseKeys(key, value) else { continue }
      result = merge(result, parsed)
    }
    guard case .object(let merged) = result.compacted else { return [] }
    return merged.map { ($0.key, $0.value.json) }
  }

  /// The parameters of `query` as node's `querystring.parse` reads them, which is how
  /// json-server's rewrite rules read the query of a rewritten URL: no brackets (`id[]` is a
  /// name), a name given more than once an array, `+` a space, and an escape that does not
  /// decode as UTF-8 decoded byte by byte, the bytes that are no UTF-8 becoming U+FFFD.
  static func nodeParameters(_ query: String) -> [(key: String, value: JSONValue)] {
    var members: [(key: String, value: JSONValue)] = []
    guard !query.isEmpty else { return [] }
    for part in query.split(separator: "&", omittingEmptySubsequences: true).prefix(1000) {
      let separator = part.firstIndex(of: "=")
      let key = nodeDecode(separator.map { part[..<$0] } ?? part)
      let value = nodeDecode(separator.map { part[part.index(after: $0)...] } ?? "")
      if let index = members.firstIndex(where: { $0.key.isIdentical(to: key) }) {
        if case .array(let values) = members[index].value {
          members[index].value = .array(values + [.string(value)])
        } else {
          members[index].value = .array([members[index].value, .string(value)])
        }
      } else {
        JSONValue.setMember(key, .string(value), in: &members)
      }
    }
    return members
  }

  /// node's `querystring.unescape` after `+` became a space.
  private static func nodeDecode(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    if let decoded = decodeURIComponent(spaced) { return decoded }
    var bytes: [UInt8] = []
    var input = Array(spaced.utf8)[...]
    while let byte = input.first {
      if byte == UInt8(ascii: "%"), input.count >= 3,
        let high = HexDigit.value(of: input[input.startIndex + 1]),
        let low = HexDigit.value(of: input[input.startIndex + 2])
      {
        bytes.append(high << 4 | low)
        input = input.dropFirst(3)
      } else {
        bytes.append(byte)
        input = input.dropFirst()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `qs`'s `decode`: `+` as a space, then `decodeURIComponent`, or the text with spaces when
  /// that fails.
  static func decode(_ text: Substring) -> String {
    let spaced = text.replacingOccurrences(of: "+", with: " ")
    return decodeURIComponent(spaced) ?? spaced
  }

  /// JavaScript's `decodeURIComponent`: `nil` for a `%` not followed by two hexadecimal digits
  /// or escapes that are no UTF-8 (overlong forms and surrogates included).
  static func decodeURIComponent(_ text: String) -> String? {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
    var bytes: [UInt8] = []
    var escaped: [UInt8] = []
    var input = Array(text.utf8)[...]
    func flush() -> Bool {
      guard !escaped.isEmpty else { return true }
      guard let decoded = String(validating: escaped, as: UTF8.self) else { return false }
      bytes.append(contentsOf: decoded.utf8)
      escaped = []
      return true
    }
    while let byte = input.first {
      if byte == UInt8(ascii: "%") {
        guard input.count >= 3, let high = HexDigit.value(of: input[input.startIndex + 1]),
          let low = HexDigit.value(of: input[input.startIndex + 2])
        else { return nil }
        let value = high << 4 | low
        if value < 0x80 {
          guard flush() else { return nil }
          bytes.append(value)
        } else {
          if value & 0xC0 != 0x80, !escaped.isEmpty { guard flush() else { return nil } }
          escaped.append(value)
        }
        input = input.dropFirst(3)
      } else {
        guard flush() else { return nil }
        bytes.append(byte)
        input = input.dropFirst()
      }
    }
    guard flush() else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  // MARK: qs's parseKeys, parseObject and merge

  /// The object one parameter makes of its name's brackets: `a[b][]` and `"1"` give
  /// `{"a": {"b": ["1"]}}`; `nil` for an empty name.
  private static func parseKeys(_ key: String, _ value: Value) -> Value? {
    guard !key.isEmpty else { return nil }
    let segments = bracketSegments(in: key)
    var chain: [String] = []
    let parent = segments.first.map { String(key[..<$0.lowerBound]) } ?? key
    if !parent.isEmpty { chain.append(parent) }
    for segment in segments.prefix(5) { chain.append(String(key[segment])) }
    if segments.count > 5 { chain.append("[" + key[segments[5].lowerBound...] + "]") }
    var leaf = value
    for root in chain.reversed() {
      if root == "[]" {
        leaf = .array(leaf.elementsForConcat)
        continue
      }
      let clean =
        root.hasPrefix("[") && root.hasSuffix("]") && root.count >= 2
        ? String(root.dropFirst().dropLast()) : root
      if root != clean, let index = Int(clean), String(index) == clean, (0...20).contains(index) {
        leaf = .array(Array(repeating: nil, count: index) + [leaf])
      } else if clean != "__proto__" {
        leaf = .object([(clean, leaf)])
      } else {
        leaf = .object([])
      }
    }
    return leaf
  }

  /// The ranges of `[…]` segments (no bracket inside) in `key`, in order.
  private static func bracketSegments(in key: String) -> [Range<String.Index>] {
    var segments: [Range<String.Index>] = []
    var index = key.startIndex
    while let open = key[index...].firstIndex(of: "[") {
      let after = key.index(after: open)
      guard let close = key[after...].firstIndex(where: { $0 == "[" || $0 == "]" }) else { break }
      if key[close] == "[" {
        index = close
        continue
      }
      segments.append(open..<key.index(after: close))
      index = key.index(after: close)
    }
    return segments
  }

  /// `qs`'s `utils.merge(target, source)`.
  private static func merge(_ target: Value, _ source: Value) -> Value {
    switch (target, source) {
    case (_, .string("")):
      return target
    case (.array(let elements), .string), (.array(let elements), .bool):
      return .array(elements + [source])
    case (.object, .string(let name)):
      var merged = target
      merged.setMember(name, .bool(true))
      return merged
    case (.object, .bool(let bool)):
      var merged = target
      merged.setMember(bool ? "true" : "false", .bool(true))
      return merged
    case (.string, .string), (.string, .bool), (.bool, .string), (.bool, .bool):
      return .array([target, source])
    case (.string, _), (.bool, _):
      return .array([target] + source.elementsForConcat)
    case (.array(var elements), .array(let additions)):
      for (index, addition) in additions.enumerated() {
        guard let addition else { continue }
        if index < elements.count, let existing = elements[index] {
          if existing.isObjectLike, addition.isObjectLike {
            elements[index] = merge(existing, addition)
          } else {
            elements.append(addition)
          }
        } else {
          while elements.count <= index { elements.append(nil) }
          elements[index] = addition
        }
      }
      return .array(elements)
    default:
      var merged = target.asObject
      guard case .object(let members) = source.asObject else { return merged }
      for (key, value) in members {
        if let existing = merged.member(key) {
          merged.setMember(key, merge(existing, value))
        } else {
          merged.setMember(key, value)
        }
      }
      return merged
    }
  }

  /// A value as `qs` builds it: arrays may have holes until they are compacted.
  private indirect enum Value {
    case string(String)
    case bool(Bool)
    case array([Value?])
    case object([(key: String, value: Value)])

    var isObjectLike: Bool {
      switch self {
      case .array, .object: true
      case .string, .bool: false
      }
    }

    /// The elements `[].concat(value)` takes from the value.
    var elementsForConcat: [Value?] {
      if case .array(let elements) = self { return elements }
      return [self]
    }

    /// An array as `qs`'s `arrayToObject` makes it an object; any other value as it is.
    var asObject: Value {
      guard case .array(let elements) = self else { return self }
      return .object(
        elements.enumerated().compactMap { index, element in
          element.map { (String(index), $0) }
        })
    }

    func member(_ key: String) -> Value? {
      guard case .object(let members) = self else { return nil }
      return members.first { $0.key.isIdentical(to: key) }?.value
    }

    /// Sets the member `key`, where it is or, for a new one, in JavaScript's order.
    mutating func setMember(_ key: String, _ value: Value) {
      guard case .object(var members) = self else { return }
      JSONValue.setMember(key, value, in: &members)
      self = .object(members)
    }

    /// The value with the holes of its arrays removed, as `qs`'s `compact` leaves it.
    var compacted: Value {
      switch self {
      case .string, .bool: self
      case .array(let elements): .array(elements.compactMap { $0?.compacted })
      case .object(let members): .object(members.map { ($0.key, $0.value.compacted) })
      }
    }

    var json: JSONValue {
      switch self {
      case .string(let string): .string(string)
      case .bool(let bool): .bool(bool)
      case .array(let elements): .array(elements.compactMap { $0?.json })
      case .object(let members): .object(JSONObject(members.map { ($0.key, $0.value.json) }))
      }
    }
  }
}

extension JSONValue {
  /// Whether JavaScript orders `key` as an array index: the decimal text of an integer from 0
  /// to 2^32 - 2, without leading zeros. Objects list those members first, in numeric order.
  static func isArrayIndex(_ key: String) -> Bool {
    guard let first = key.utf8.first, key.utf8.count <= 10,
      key.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
      first != UInt8(ascii: "0") || key.utf8.count == 1, let value = UInt64(key)
    else { return false }
    return value < 4_294_967_295
  }

  /// Sets the member `key` of `members` to `value` as a JavaScript assignment does: where it
  /// stands when it is there, else after the other array indices for an array index, else at
  /// the end.
  static func setMember<Value>(
    _ key: String, _ value: Value, in members: inout [(key: String, value: Value)]
  ) {
    if let index = members.firstIndex(where: { $0.key.isIdentical(to: key) }) {
      members[index].value = value
      return
    }
    guard isArrayIndex(key), let number = UInt64(key) else {
      members.append((key, value))
      return
    }
    let position =
      members.firstIndex { member in
        guard isArrayIndex(member.key), let other = UInt64(member.key) else { return true }
        return other > number
      } ?? members.count
    members.insert((key, value), at: position)
  }
}
