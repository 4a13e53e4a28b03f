import Foundation

extension JSONValue {
  /// The UTF-8 text of the value, laid out as JSONPlaceholder lays it out (`JSON.stringify` with
  /// two-space indentation): one member or element per line, `"key": value`, `[]` and `{}` for
  /// empty containers, non-ASCII characters and `/` written as themselves.
  func serialized() -> Data {
    var bytes: [UInt8] = []
    write(into: &bytes, depth: 0)
    return Data(bytes)
  }

  private func write(into bytes: inout [UInt8], depth: Int) {
    switch self {
    case .null:
      bytes.append(contentsOf: "null".utf8)
    case .bool(let bool):
      bytes.append(contentsOf: (bool ? "true" : "false").utf8)
    case .integer(let integer):
      JSONValue.writeInteger(integer, into: &bytes)
    case .double(let double):
      bytes.append(contentsOf: JSONValue.text(for: double).utf8)
    case .string(let string):
      JSONValue.writeString(string, into: &bytes)
    case .array(let elements):
      guard !elements.isEmpty else {
        bytes.append(contentsOf: "[]".utf8)
        return
      }
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONValue.writeLineBreak(into: &bytes, depth: depth + 1)
        element.write(into: &bytes, depth: depth + 1)
      }
      JSONValue.writeLineBreak(into: &bytes, depth: depth)
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      guard !members.isEmpty else {
        bytes.append(contentsOf: "{}".utf8)
        return
      }
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        JSONValue.writeLineBreak(into: &bytes, depth: depth + 1)
        JSONValue.writeString(member.key, into: &bytes)
        bytes.append(contentsOf: ": ".utf8)
        member.value.write(into: &bytes, depth: depth + 1)
      }
      JSONValue.writeLineBreak(into: &bytes, depth: depth)
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Writes `integer` in decimal, without making a string of it.
  private static func writeInteger(_ integer: Int, into bytes: inout [UInt8]) {
    if integer < 0 { bytes.append(UInt8(ascii: "-")) }
    let start = bytes.count
    var rest = integer.magnitude
    repeat {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    bytes[start...].reverse()
  }

  private static func writeLineBreak(into bytes: inout [UInt8], depth: Int) {
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
  }

  private static func writeString(_ string: String, into bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    let isPlain =
      string.utf8.withContiguousStorageIfAvailable { utf8 in
        guard utf8.allSatisfy(isPlainByte) else { return false }
        bytes.append(contentsOf: utf8)
        return true
      } ?? false
    if isPlain {
      bytes.append(UInt8(ascii: "\""))
      return
    }
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
      case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
      case UInt8(ascii: "\n"): bytes.append(contentsOf: #"\n"#.utf8)
      case UInt8(ascii: "\r"): bytes.append(contentsOf: #"\r"#.utf8)
      case UInt8(ascii: "\t"): bytes.append(contentsOf: #"\t"#.utf8)
      case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
      case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
      case ..<0x20:
        bytes.append(contentsOf: #"\u00"#.utf8)
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
      default: bytes.append(byte)
      }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// Whether `byte` stands for itself in a JSON string.
  private static func isPlainByte(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)
}
