extension StringProtocol {
  /// Whether every character is a printable ASCII one (U+0020–U+007E): one cell wide each,
  /// nothing to sanitize, no line break or tab, so that laying the text out leaves it as it is.
  var isPrintableASCII: Bool {
    utf8.withContiguousStorageIfAvailable { $0.allSatisfy(Self.isPrintable) }
      ?? utf8.allSatisfy(Self.isPrintable)
  }

  private static func isPrintable(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }
}
