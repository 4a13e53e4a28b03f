extension String {
  /// The text on one printable line of at most `limit` characters, for error messages.
  ///
  /// Terminal escape sequences (such as `ESC [31m`, or its 8-bit form, the C1 control CSI,
  /// U+009B, then `31m`) are removed with their parameters, and so are other control and
  /// invisible format characters; every run of whitespace, line breaks
  /// included, becomes a single space; text longer than `limit` is cut and ends with `…`.
  public func singleLine(limit: Int) -> String {
    var line = String.UnicodeScalarView()
    var isSpacePending = false
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
      } else if let introducer = EscapeIntroducer(eightBit: scalar) {
        skip(introducer, &scalars)
      } else if scalar.properties.isWhitespace {
        isSpacePending = !line.isEmpty
      } else if scalar.isPrintable {
        if isSpacePending {
          line.append(" ")
          isSpacePending = false
        }
        line.append(scalar)
      }
    }
    let text = String(line)
    guard text.count > limit else { return text }
    guard limit > 0 else { return "" }
    var cut = text.prefix(limit - 1)
    while cut.last == " " {
      cut.removeLast()
    }
    return cut + "…"
  }
}

extension Unicode.Scalar {
  /// Whether the scalar shows as something: not a control, format, private-use or unassigned
  /// code point.
  fileprivate var isPrintable: Bool {
    switch properties.generalCategory {
    case .control, .format, .privateUse, .surrogate, .unassigned:
      return false
    default:
      return true
    }
  }
}

/// What begins a sequence longer than two characters: a control sequence or a control string.
private enum EscapeIntroducer {
  /// CSI: parameters and intermediates, up to a final character from `@` to `~`.
  case controlSequence
  /// OSC, DCS, SOS, PM or APC: any text, up to `BEL` or a string terminator.
  case controlString

  /// The introducer that follows `ESC` in 7-bit form: `[`, or `]`, `P`, `X`, `^`, `_`.
  init?(sevenBit scalar: Unicode.Scalar) {
    switch scalar {
    case "[": self = .controlSequence
    case "]", "P", "X", "^", "_": self = .controlString
    default: return nil
    }
  }

  /// The introducer as one C1 control: CSI (U+009B), or OSC (U+009D), DCS (U+0090), SOS
  /// (U+0098), PM (U+009E), APC (U+009F). A scalar, never a byte of UTF-8 (where 0x9B
  /// continues many characters).
  init?(eightBit scalar: Unicode.Scalar) {
    switch scalar {
    case "\u{9B}": self = .controlSequence
    case "\u{9D}", "\u{90}", "\u{98}", "\u{9E}", "\u{9F}": self = .controlString
    default: return nil
    }
  }
}

/// Consumes the rest of an escape sequence whose `ESC` was just read: a control sequence or a
/// control string (see ``EscapeIntroducer``), or the single character of a two-character
/// sequence.
private func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
  guard let next = scalars.next(), let introducer = EscapeIntroducer(sevenBit: next) else {
    return
  }
  skip(introducer, &scalars)
}

/// Consumes the rest of a sequence whose `introducer` was just read: a control sequence's
/// parameters, intermediates and final character, or a control string up to its end, `BEL`,
/// `ESC \` or the C1 string terminator (U+009C).
private func skip(
  _ introducer: EscapeIntroducer, _ scalars: inout String.UnicodeScalarView.Iterator
) {
  switch introducer {
  case .controlSequence:
    while let scalar = scalars.next(), !("@"..."~").contains(scalar) {}
  case .controlString:
    while let scalar = scalars.next() {
      if scalar == "\u{07}" || scalar == "\u{9C}" {
        return
      }
      if scalar == "\u{1B}" {
        _ = scalars.next()
        return
      }
    }
  }
}
