extension Character {
  /// The number of terminal cells this grapheme cluster takes: 0, 1 or 2.
  ///
  /// The first scalar decides (so combining marks add nothing), except that emoji sequences
  /// (emoji presentation, zero-width-joiner sequences, skin tones, keycaps) and regional-indicator
  /// flags take 2.
  public var displayWidth: Int {
    let scalars = unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first.properties.isEmojiPresentation {
      return 2
    }
    if scalars.count > 1 {
      if (0x1F1E6...0x1F1FF).contains(first.value) {
        return 2
      }
      if first.properties.isEmoji && scalars.contains(where: \.selectsEmojiPresentation) {
        return 2
      }
    }
    return ScalarWidth.of(first)
  }
}

extension Unicode.Scalar {
  /// Whether this scalar, following an emoji, makes the cluster an emoji drawn in two cells:
  /// the emoji presentation selector, a zero-width joiner, a skin tone or the keycap mark.
  fileprivate var selectsEmojiPresentation: Bool {
    switch value {
    case 0xFE0F, 0x200D, 0x1F3FB...0x1F3FF, 0x20E3:
      return true
    default:
      return false
    }
  }
}

extension StringProtocol {
  /// The number of terminal cells this text takes on one line: the sum of its grapheme
  /// clusters' widths, where East Asian wide characters and emoji take 2 and combining marks 0.
  public var displayWidth: Int {
    if isPrintableASCII {
      return utf8.count
    }
    return reduce(0) { $0 + $1.displayWidth }
  }
}

extension String {
  /// This text cut to at most `width` cells, ending with `…` when something was cut.
  ///
  /// Grapheme clusters are never split: a wide character that would straddle the limit is left
  /// out, so the result may be one cell narrower than `width`.
  public func truncated(toDisplayWidth width: Int) -> String {
    guard displayWidth > width else { return self }
    guard width > 0 else { return "" }
    if isPrintableASCII {
      return String(prefix(width - 1)) + "…"
    }
    var result = ""
    var resultWidth = 0
    for character in self {
      let characterWidth = character.displayWidth
      guard resultWidth + characterWidth <= width - 1 else { break }
      result.append(character)
      resultWidth += characterWidth
    }
    return result + "…"
  }

  func padded(toDisplayWidth width: Int) -> String {
    self + padding(toDisplayWidth: width)
  }

  func leftPadded(toDisplayWidth width: Int) -> String {
    padding(toDisplayWidth: width) + self
  }

  /// The spaces that bring this text to `width` cells: none when it is as wide already.
  private func padding(toDisplayWidth width: Int) -> String {
    let (shortfall, overflowed) = width.subtractingReportingOverflow(displayWidth)
    return String(repeating: " ", count: overflowed ? 0 : max(0, shortfall))
  }
}
