import Dependencies

extension SplitMix64 {
  /// A generator with the fixed seed of the fuzz tests, so that a failure repeats.
  static func seeded() -> SplitMix64 {
    SplitMix64(seed: 0x5EED_F00D)
  }

  /// Text of up to `maximumLength` characters, drawn mostly from `alphabet` and sometimes from
  /// any scalar.
  mutating func text(from alphabet: [Character], maximumLength: Int) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...maximumLength, using: &self) {
      if Int.random(in: 0..<8, using: &self) == 0 {
        let scalar = Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &self)) ?? "?"
        text.unicodeScalars.append(scalar)
      } else {
        text.append(alphabet.randomElement(using: &self) ?? "x")
      }
    }
    return text
  }

  /// `text` with up to `count` of its characters replaced, removed or doubled.
  mutating func mutate(_ text: String, count: Int, alphabet: [Character]) -> String {
    var characters = Array(text)
    for _ in 0..<Int.random(in: 1...count, using: &self) where !characters.isEmpty {
      let index = Int.random(in: 0..<characters.count, using: &self)
      switch Int.random(in: 0..<3, using: &self) {
      case 0: characters[index] = alphabet.randomElement(using: &self) ?? "x"
      case 1: characters.remove(at: index)
      default: characters.insert(characters[index], at: index)
      }
    }
    return String(characters)
  }
}
