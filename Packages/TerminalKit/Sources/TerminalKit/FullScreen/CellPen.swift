/// Everything a cell is drawn with besides its text: its ``CellStyle`` and its colours.
public struct CellPen: Sendable, Hashable {
  public var style: CellStyle = []
  /// The colour of the text, or the terminal's own.
  public var foreground: TerminalColor?
  /// The colour behind the text, or the terminal's own.
  public var background: TerminalColor?

  /// The escape sequence that sets exactly this pen, starting from a reset: the style's, with
  /// the colours added.
  public var selectGraphicRendition: String {
    let base = style.selectGraphicRendition
    let colors = [
      foreground?.selectGraphicRenditionParameters(background: false),
      background?.selectGraphicRenditionParameters(background: true),
    ]
    .compactMap { $0 }
    guard !colors.isEmpty, base.hasSuffix("m") else { return base }
    return base.dropLast() + ";" + colors.joined(separator: ";") + "m"
  }
}

extension Cell {
  public var pen: CellPen {
    CellPen(style: style, foreground: foreground, background: background)
  }
}
