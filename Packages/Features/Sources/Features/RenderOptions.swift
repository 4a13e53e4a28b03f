/// How a view lays out its text: the terminal's width and whether it may use colour.
///
/// Views take these as inputs and never ask the terminal, so their output depends on the state
/// and the options alone.
public struct RenderOptions: Sendable, Hashable {
  /// The number of cells a line may take. Widths below 1 are treated as 1.
  public var width: Int
  /// Whether the text may contain ANSI styles (bold, dim, colour).
  public var usesColor: Bool

  /// Creates options.
  public init(width: Int = 80, usesColor: Bool = false) {
    self.width = width
    self.usesColor = usesColor
  }

  /// The width to lay out at, never below 1.
  var lineWidth: Int {
    max(width, 1)
  }

  /// `text` in `style` when colour is on, else `text` unchanged.
  func styled(_ text: String, _ style: TextStyle) -> String {
    style.apply(to: text, usesColor: usesColor)
  }
}
