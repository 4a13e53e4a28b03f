/// How a view lays out its text: the terminal's width, whether it may use colour, and whether
/// it is writing to a terminal at all.
///
/// Views take these as inputs and never ask the terminal, so their output depends on the state
/// and the options alone.
public struct RenderOptions: Sendable, Hashable {
  /// The number of cells a line may take. Widths below 1 are treated as 1.
  public var width: Int
  /// Whether the text may contain ANSI styles (bold, dim, colour). Ignored when
  /// ``isTerminal`` is false.
  public var usesColor: Bool
  /// Whether the text goes to a terminal. When false (the output is piped or redirected), views
  /// print plain text for other programs: lists as tab-separated rows without a header or
  /// summary, and nothing wrapped, truncated, padded or styled.
  public var isTerminal: Bool

  public init(width: Int = 80, usesColor: Bool = false, isTerminal: Bool = true) {
    self.width = width
    self.usesColor = usesColor
    self.isTerminal = isTerminal
  }

  /// The width to lay out at, never below 1.
  public var lineWidth: Int {
    max(width, 1)
  }

  /// Whether styles are written: colour is on and the text goes to a terminal.
  public var showsStyles: Bool {
    usesColor && isTerminal
  }

  /// `text` in `style` when styles are shown, else `text` unchanged.
  public func styled(_ text: String, _ style: TextStyle?) -> String {
    guard let style else { return text }
    return style.apply(to: text, usesColor: showsStyles)
  }

  /// The lines of `text`, sanitized: wrapped at ``lineWidth`` on a terminal, else as they are.
  public func layout(_ text: String) -> [String] {
    isTerminal ? TextLayout.wrapped(text, width: lineWidth) : TextLayout.lines(of: text)
  }
}
