import Foundation
import JSONCoding

/// How `--json` prints data.
public enum JSONOutput {
  /// The most elements of an array encoded in one go by ``write(_:to:)``.
  public static let elementsPerPart = 256

  /// Pretty-printed, keys sorted so output is stable, slashes and non-ASCII text unescaped.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The JSON text for `value`, with the characters a terminal could act on written as
  /// `\uXXXX` escapes: the C1 controls (U+0080–U+009F) and the bidirectional marks, embeddings,
  /// overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
  ///
  /// Such characters can only occur inside strings, where the escape stands for the same text.
  /// The text is ``encoder``'s, byte for byte; `FastJSONEncoder` writes it when it can.
  public static func text(for value: some Encodable) throws -> String {
    let encoder = self.encoder
    let fast = FastJSONEncoder(standingInFor: encoder)
    return escaped(try encoded(value, with: encoder, fast: fast)[...])
  }

  /// Writes ``text(for:)`` of `value` to `write` a part at a time: an array
  /// ``elementsPerPart`` elements at a time, so that neither its encoded form nor its text is
  /// ever held whole; any other value in one part.
  public static func write(_ value: some Encodable, to write: (String) -> Void) throws {
    guard let array = value as? any EncodableElements, array.count > 0 else {
      write(try text(for: value))
      return
    }
    let encoder = self.encoder
    let fast = FastJSONEncoder(standingInFor: encoder)
    write("[\n")
    var separator = ""
    try array.forEachPart(of: elementsPerPart) { part in
      // A non-empty array's text is "[\n", its indented elements, then "\n]".
      let text = try encoded(part, with: encoder, fast: fast)
      write(separator + escaped(text.dropFirst(2).dropLast(2)))
      separator = ",\n"
    }
    write("\n]")
  }

  /// The text `encoder` writes for `value`: `fast`'s when it does not decline.
  private static func encoded(
    _ value: some Encodable, with encoder: JSONEncoder, fast: FastJSONEncoder?
  ) throws -> [UInt8] {
    if let fast, let text = try? fast.encode(value) {
      return text
    }
    return Array(try encoder.encode(value))
  }

  private static func escaped(_ json: ArraySlice<UInt8>) -> String {
    let text = json.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    guard json.withUnsafeBufferPointer(mayHoldEscapedScalar) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isInert(scalar) {
        result.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16)
        result.append(
          contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
      }
    }
    return String(result)
  }

  /// Whether `bytes` hold a byte that starts the UTF-8 form of a character to escape: C2
  /// (U+0080–U+009F), D8 (U+061C) or E2 (U+200E–U+2069). Eight bytes are looked at at once, and
  /// only those with a byte past ASCII one by one.
  private static func mayHoldEscapedScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let raw = UnsafeRawPointer(base)
    var index = 0
    while index + 8 <= bytes.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 {
        for byte in bytes[index..<(index + 8)] where byte == 0xC2 || byte == 0xD8 || byte == 0xE2 {
          return true
        }
      }
      index += 8
    }
    return bytes[index...].contains { $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }
  }

  private static func isInert(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: false
    default: true
    }
  }
}

/// An array whose elements can be encoded a part at a time.
private protocol EncodableElements {
  var count: Int { get }
  func forEachPart(of size: Int, _ body: (any Encodable) throws -> Void) rethrows
}

extension Array: EncodableElements where Element: Encodable {
  fileprivate func forEachPart(of size: Int, _ body: (any Encodable) throws -> Void) rethrows {
    var start = startIndex
    while start < endIndex {
      let end = index(start, offsetBy: Swift.max(size, 1), limitedBy: endIndex) ?? endIndex
      try body(Array(self[start..<end]))
      start = end
    }
  }
}
