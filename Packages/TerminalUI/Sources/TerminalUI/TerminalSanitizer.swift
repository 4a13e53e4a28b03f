import Features

extension String {
  /// This text made safe to print to a terminal: every character that could act as a control
  /// sequence or reorder the text is replaced by a visible stand-in.
  ///
  /// C0 controls become caret notation (`ESC` is `^[`, `BEL` is `^G`) and `DEL` becomes `^?`;
  /// C1 controls and the bidirectional embedding, override and isolate characters
  /// (U+202A–U+202E, U+2066–U+2069) become `�`. Line feeds and tabs are kept, for the caller
  /// to lay out.
  public var sanitizedForTerminal: String {
    var result = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A:
        result.append(scalar)
      case 0x00...0x1F, 0x7F:
        result.append("^")
        result.append(Unicode.Scalar(UInt8((scalar.value + 0x40) & 0x7F)))
      case 0x80...0x9F, 0x202A...0x202E, 0x2066...0x2069:
        result.append("\u{FFFD}")
      default:
        result.append(scalar)
      }
    }
    return String(result)
  }
}
