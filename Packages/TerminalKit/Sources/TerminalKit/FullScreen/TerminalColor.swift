/// A colour a terminal draws: 24-bit, or one of the xterm 256 colours.
public enum TerminalColor: Sendable, Hashable {
  /// Truecolor, `38;2;r;g;b` or `48;2;r;g;b`.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)
  /// An xterm 256-colour index, `38;5;n` or `48;5;n`.
  case indexed(UInt8)

  /// The SGR parameters that set this colour as the foreground, or the background.
  public func selectGraphicRenditionParameters(background: Bool) -> String {
    let kind = background ? "48" : "38"
    switch self {
    case .rgb(let red, let green, let blue): return "\(kind);2;\(red);\(green);\(blue)"
    case .indexed(let index): return "\(kind);5;\(index)"
    }
  }
}
