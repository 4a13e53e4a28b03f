extension CellPen {
  /// The pen that an SGR sequence's `parameters` turn this one into: the style's (see
  /// ``CellStyle/applying(parameters:)``), and the colours `38;2;r;g;b`, `38;5;n`, `48;2;r;g;b`,
  /// `48;5;n`, with `39` and `49` (and a reset) back to the terminal's own. A colour whose
  /// parts are missing or out of range is left out, with the parameters it took.
  public func applying(parameters: Substring) -> CellPen {
    var pen = self
    let parts = parameters.split(separator: ";", omittingEmptySubsequences: false)
    var index = 0
    while index < parts.count {
      let part = parts[index]
      index += 1
      switch part {
      case "38", "48":
        let (color, taken) = Self.color(in: parts[index...])
        index += taken
        if part == "38" { pen.foreground = color } else { pen.background = color }
      case "", "0":
        pen = CellPen()
      case "39":
        pen.style = pen.style.applying(parameters: part)
        pen.foreground = nil
      case "49":
        pen.background = nil
      default:
        pen.style = pen.style.applying(parameters: part)
      }
    }
    return pen
  }

  /// The colour the parameters after a `38` or `48` name, and how many of them it took.
  private static func color(in parts: ArraySlice<Substring>) -> (TerminalColor?, Int) {
    let values = parts.prefix(4).map { UInt8($0) }
    switch parts.first {
    case "5":
      return (values.count > 1 ? values[1].map(TerminalColor.indexed) : nil, min(2, parts.count))
    case "2":
      guard values.count == 4, let red = values[1], let green = values[2], let blue = values[3]
      else { return (nil, min(4, parts.count)) }
      return (.rgb(red: red, green: green, blue: blue), 4)
    default:
      return (nil, min(1, parts.count))
    }
  }
}
