import Foundation

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
  public static func text(for value: some Encodable) throws -> String {
    escaped(try encoder.encode(value))
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
    write("[\n")
    var separator = ""
    try array.forEachPart(of: elementsPerPart) { part in
      // A non-empty array's text is "[\n", its indented elements, then "\n]".
      let elements = try encoder.encode(part).dropFirst(2).dropLast(2)
      write(separator + escaped(elements))
      separator = ",\n"
    }
    write("\n]")
  }

  private static func escaped(_ json: Data) -> String {
    // Every character escaped starts with one of these bytes in UTF-8: C2 (U+0080–U+009F),
    // D8 (U+061C) or E2 (U+200E–U+2069).
    guard json.contains(where: { $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else {
      return String(decoding: json, as: UTF8.self)
    }
    var result = String.UnicodeScalarView()
    for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
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
