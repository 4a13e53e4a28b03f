/// One cell of the screen: the grapheme cluster drawn there, how many cells it takes, and its
/// style.
///
/// A wide character takes two cells: the first holds it with a ``width`` of 2, the second is a
/// ``continuation(_:)`` with a width of 0 and no text.
public struct Cell: Sendable, Hashable {
  /// The text drawn in the cell; empty for the second half of a wide character.
  public var text: String
  /// 1, 2 for a wide character, 0 for the second half of one.
  public var width: Int
  public var style: CellStyle
  /// The colour of the text, or the terminal's own.
  public var foreground: TerminalColor? = nil
  /// The colour behind the text, or the terminal's own.
  public var background: TerminalColor? = nil

  public init(
    text: String, width: Int, style: CellStyle, foreground: TerminalColor? = nil,
    background: TerminalColor? = nil
  ) {
    self.text = text
    self.width = width
    self.style = style
    self.foreground = foreground
    self.background = background
  }

  /// An unstyled space.
  public static let blank = Cell(text: " ", width: 1, style: [])

  /// The second half of a wide character in `style`.
  public static func continuation(_ style: CellStyle) -> Cell {
    Cell(text: "", width: 0, style: style)
  }
}
