extension String {
  /// The text on one printable line of at most `limit` characters, for error messages.
  ///
  /// Terminal escape sequences (such as `ESC [31m`) are removed with their parameters, and so are
  /// other control and invisible format characters; every run of whitespace, line breaks
  /// included, becomes a single space; text longer than `limit` is cut and ends with `…`.
  public func singleLine(limit: Int) -> String {
    var line = String.UnicodeScalarView()
    var isSpacePending = false
    var scalars = unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      if scalar == "\u{1B}" {
        skipEscapeSequence(&scalars)
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

/// Consumes the rest of an escape sequence whose `ESC` was just read: a control sequence
/// (`ESC [` parameters and a final letter), a control string (`ESC ]`, `ESC P` … ended by `BEL` or
/// `ESC \`), or the single character of a two-character sequence.
private func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
  guard let introducer = scalars.next() else { return }
  switch introducer {
  case "[":
    while let scalar = scalars.next(), !("@"..."~").contains(scalar) {}
  case "]", "P", "X", "^", "_":
    while let scalar = scalars.next() {
      if scalar == "\u{07}" {
        return
      }
      if scalar == "\u{1B}" {
        _ = scalars.next()
        return
      }
    }
  default:
    return
  }
}
