import Foundation

/// How `--json` prints data.
enum JSONOutput {
  /// Pretty-printed, keys sorted so output is stable, slashes and non-ASCII text unescaped.
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
