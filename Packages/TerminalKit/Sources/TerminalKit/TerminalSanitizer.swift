extension String {
  /// This text made safe to print to a terminal: every character that could act as a control
  /// sequence or reorder the text is replaced by a visible stand-in.
  ///
  /// C0 controls become caret notation (`ESC` is `^[`, `BEL` is `^G`) and `DEL` becomes `^?`;
  /// C1 controls (`NEL`, U+0085, among them) and the bidirectional marks, embedding, override
  /// and isolate characters (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069) become `�`.
  /// Line feeds and tabs are kept, for the caller to lay out.
  public var sanitizedForTerminal: String {
    if isPrintableASCII {
      return self
    }
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      Self.appendSanitized(scalar, to: &result)
    }
    return String(result)
  }

  /// This text as one line made safe to print to a terminal: each line break (`\n`, `\r\n`,
  /// `\r`, `NEL`, U+2028, U+2029, vertical tab, form feed) becomes one space, then the text is
  /// sanitized as ``sanitizedForTerminal`` says.
  ///
  /// For a field that is one line, such as a name or a title, so that no server text can break
  /// it in two, wherever it is laid out.
  public var sanitizedForTerminalLine: String {
    if isPrintableASCII {
      return self
    }
    // One pass over the scalars: a line break is a grapheme cluster of its own, `\r\n` the
    // only one of two scalars.
    var result = String.UnicodeScalarView()
    var scalars = unicodeScalars.makeIterator()
    var next = scalars.next()
    while let scalar = next {
      next = scalars.next()
      switch scalar.value {
      case 0x0D:
        result.append(" ")
        if next == "\n" { next = scalars.next() }
      case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029:
        result.append(" ")
      default:
        Self.appendSanitized(scalar, to: &result)
      }
    }
    return String(result)
  }

  /// Appends `scalar` to `result` as ``sanitizedForTerminal`` shows it.
  private static func appendSanitized(
    _ scalar: Unicode.Scalar, to result: inout String.UnicodeScalarView
  ) {
    switch scalar.value {
    case 0x09, 0x0A:
      result.append(scalar)
    case 0x00...0x1F, 0x7F:
      result.append("^")
      result.append(Unicode.Scalar(UInt8((scalar.value + 0x40) & 0x7F)))
    case 0x80...0x9F, 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069:
      result.append("\u{FFFD}")
    default:
      result.append(scalar)
    }
  }
}
