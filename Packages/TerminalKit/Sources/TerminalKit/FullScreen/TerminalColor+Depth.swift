extension TerminalColor {
  /// This colour as a terminal of `depth` can draw it: itself in truecolor; in the 256
  /// colours, a truecolor one as the nearest of them; `nil` without colour.
  public func drawn(at depth: ColorDepth) -> TerminalColor? {
    switch (self, depth) {
    case (_, .none): nil
    case (.rgb(let red, let green, let blue), .indexed256):
      depth.terminalColor(red: red, green: green, blue: blue)
    default: self
    }
  }
}
