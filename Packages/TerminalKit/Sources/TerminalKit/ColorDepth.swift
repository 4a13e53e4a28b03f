/// How many colours the terminal may be sent: none, the xterm 256, or 24-bit truecolor.
public enum ColorDepth: Sendable, Hashable, CaseIterable {
  /// No colour at all: swatches are a neutral pattern.
  case none
  /// The xterm 256 colours; a colour is drawn as the nearest of them.
  case indexed256
  case trueColor

  /// The depth for a stream that may carry colour when `usesColor` (see `--color`, `NO_COLOR`),
  /// given the environment's `COLORTERM`: truecolor when it is `truecolor` or `24bit`, else the
  /// 256 colours.
  public init(usesColor: Bool, environment: [String: String]) {
    guard usesColor else {
      self = .none
      return
    }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": self = .trueColor
    default: self = .indexed256
    }
  }

  /// The colour to draw the 24-bit colour `red`, `green`, `blue` in at this depth: itself, the
  /// nearest of the xterm 256, or `nil` when there is no colour.
  public func terminalColor(red: UInt8, green: UInt8, blue: UInt8) -> TerminalColor? {
    switch self {
    case .none: return nil
    case .indexed256:
      return .indexed(XtermPalette.nearestIndex(red: red, green: green, blue: blue))
    case .trueColor: return .rgb(red: red, green: green, blue: blue)
    }
  }
}
