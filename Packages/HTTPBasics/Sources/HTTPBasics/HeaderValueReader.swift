import Foundation

/// A cursor over the bytes of a header field's value, reading the parts its grammars share
/// (RFC 9110, section 5.6): white space, tokens, quoted strings and `name=value` parameters.
struct HeaderValueReader {
  let bytes: [UInt8]
  var index = 0

  var isAtEnd: Bool { index >= bytes.count }

  /// Takes `byte` when it is next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard !isAtEnd, bytes[index] == byte else { return false }
    index += 1
    return true
  }

  mutating func skipWhitespace() {
    while !isAtEnd, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
      index += 1
    }
  }

  /// Skips white space and the commas of empty list elements.
  mutating func skipSeparators() {
    skipWhitespace()
    while take(UInt8(ascii: ",")) { skipWhitespace() }
  }

  /// `name`, `name=token` or `name="quoted"`.
  mutating func parameter() -> LinkHeader.Parameter? {
    guard let name = token() else { return nil }
    skipWhitespace()
    guard take(UInt8(ascii: "=")) else {
      return LinkHeader.Parameter(name: name.lowercased(), value: nil)
    }
    skipWhitespace()
    guard let value = take(UInt8(ascii: "\"")) ? quotedRest() : token() else { return nil }
    return LinkHeader.Parameter(name: name.lowercased(), value: value)
  }

  /// One or more token characters (RFC 9110, section 5.6.2).
  mutating func token() -> String? {
    let start = index
    while !isAtEnd, bytes[index].isHTTPTokenByte { index += 1 }
    guard index > start else { return nil }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// The rest of a quoted string whose opening quote is taken, up to and with its closing one.
  mutating func quotedRest() -> String? {
    var value: [UInt8] = []
    while !isAtEnd {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: value, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard !isAtEnd else { return nil }
        value.append(bytes[index])
        index += 1
      default:
        value.append(byte)
      }
    }
    return nil
  }

  /// The parameters after the value, `; name=value` each, by lowercased name (the first of a
  /// name given twice); `nil` when one is not a token or a quoted string after `=`.
  mutating func parameters() -> [String: String]? {
    var parameters: [String: String] = [:]
    while true {
      skipWhitespace()
      guard take(UInt8(ascii: ";")) else { break }
      skipWhitespace()
      guard let parameter = parameter(), let value = parameter.value else { return nil }
      if parameters[parameter.name] == nil { parameters[parameter.name] = value }
    }
    skipWhitespace()
    return isAtEnd ? parameters : nil
  }

  /// The value before the parameters, up to the first `;`, without white space around it.
  mutating func valueBeforeParameters() -> String {
    let start = index
    while !isAtEnd, bytes[index] != UInt8(ascii: ";") { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
      .trimmingCharacters(in: [" ", "\t"])
  }
}
