import Foundation

/// How `--json` prints data.
enum JSONOutput {
  /// Pretty-printed, keys sorted so output is stable, slashes and non-ASCII text unescaped.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The JSON text for `value`, with the characters a terminal could act on written as
  /// `\uXXXX` escapes: the C1 controls (U+0080–U+009F) and the bidirectional marks, embeddings,
  /// overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
  ///
  /// Such characters can only occur inside strings, where the escape stands for the same text.
  static func text(for value: some Encodable) throws -> String {
    let json = String(decoding: try encoder.encode(value), as: UTF8.self)
    var result = String.UnicodeScalarView()
    for scalar in json.unicodeScalars {
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
