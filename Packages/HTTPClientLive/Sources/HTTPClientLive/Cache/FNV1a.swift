/// The 64-bit FNV-1a hash, for short, stable file names made from longer texts.
enum FNV1a {
  /// The hash of `text`'s UTF-8 bytes.
  static func hash(of text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash
  }

  /// The hash of `text`'s UTF-8 bytes, as 16 hexadecimal digits.
  static func hexDigest(of text: String) -> String {
    hexText(hash(of: text))
  }

  /// `value` as 16 lowercase hexadecimal digits.
  static func hexText(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
