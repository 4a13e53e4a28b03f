import Dependencies

/// Random draws for the fuzz tests, from a generator with a fixed seed so that a failure repeats.
extension SplitMix64 {
  /// Whether an event of probability `1/n` happens.
  mutating func oneIn(_ n: Int) -> Bool {
    Int.random(in: 0..<n, using: &self) == 0
  }

  /// Text of up to `maximumLength` scalars: mostly letters, sometimes what JSON escapes
  /// (quotes, backslashes, slashes, control characters) or any scalar, emoji included.
  mutating func text(maximumLength: Int) -> String {
    let plain = Array("abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-_.")
    let special: [Unicode.Scalar] = [
      "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{8}", "\u{C}", "\u{1F}", "\u{7F}", "\u{85}",
      "\u{200E}", "\u{2028}", "é", "\u{301}", "€", "😀", "\u{1F1EB}", "\u{FEFF}",
    ]
    var text = String.UnicodeScalarView()
    for _ in 0..<Int.random(in: 0...maximumLength, using: &self) {
      switch Int.random(in: 0..<10, using: &self) {
      case 0: text.append(special.randomElement(using: &self) ?? "x")
      case 1: text.append(Unicode.Scalar(UInt32.random(in: 0...0xFFFF, using: &self)) ?? "?")
      default:
        text.append(contentsOf: String(plain.randomElement(using: &self) ?? "x").unicodeScalars)
      }
    }
    return String(text)
  }
}
