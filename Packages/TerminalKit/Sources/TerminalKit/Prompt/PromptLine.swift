/// One answer being typed at a prompt: the prompt, the text with its cursor, and how the line
/// is drawn on a terminal.
///
/// The line never wraps: the text scrolls sideways within the columns the prompt leaves, so that
/// each redraw rewrites one terminal line and nothing else. Text given to start from is shown as
/// one sanitized line; submitted unchanged, it is returned as it was given.
struct PromptLine: Sendable, Hashable {
  /// What a key did to the line.
  enum Outcome: Sendable, Hashable {
    /// The text or the cursor changed: the line is drawn again.
    case edited
    case unchanged
    /// Enter: the answer.
    case submitted(String)
    /// Ctrl-D on an empty line.
    case endOfInput
    /// Ctrl-C.
    case interrupted
    /// Ctrl-Z.
    case suspended
  }

  /// The fewest columns left for the text: a longer prompt is cut to leave them.
  static let minimumTextWidth = 10

  /// The prompt, as one line safe to print.
  let prompt: String
  private(set) var input: TextInput
  private let initialText: String
  /// ``initialText`` as it is shown and edited.
  private let initialShown: String

  /// Whether the text is secret, such as a password: it is edited as any other, and never
  /// drawn.
  let isSecret: Bool

  /// A line after `prompt`, starting from `text` with the cursor at its end; a secret one
  /// (`isSecret`) shows nothing of its text.
  init(prompt: String, text: String = "", isSecret: Bool = false) {
    self.prompt = prompt.sanitizedForTerminalLine
    initialText = text
    initialShown = text.sanitizedForTerminalLine
    input = TextInput(initialShown)
    self.isSecret = isSecret
  }

  /// Applies `key`: Enter submits, Ctrl-D ends the input on an empty line and deletes forward
  /// otherwise, Ctrl-C and Ctrl-Z are reported; every other key goes to the text.
  mutating func handle(_ key: Key) -> Outcome {
    switch key {
    case .enter:
      return .submitted(input.text == initialShown ? initialText : input.text)
    case .control("c"):
      return .interrupted
    case .control("z"):
      return .suspended
    case .control("d") where input.text.isEmpty:
      return .endOfInput
    case .control("d"):
      return input.apply(.delete) ? .edited : .unchanged
    default:
      return input.apply(key) ? .edited : .unchanged
    }
  }

  /// The bytes that draw the line on a terminal `width` columns wide, from its first column:
  /// the prompt, the visible part of the text, the rest of the line cleared, and the cursor
  /// moved to its place; for a secret line, the prompt alone, the cursor after it.
  ///
  /// The last column is never written, so that the terminal never wraps.
  func rendered(width: Int) -> String {
    let columns = max(width - 1, 1)
    let textWidth = min(columns, Self.minimumTextWidth)
    let shownPrompt =
      prompt.displayWidth + textWidth <= columns
      ? prompt : prompt.truncated(toDisplayWidth: columns - textWidth)
    let promptWidth = shownPrompt.displayWidth
    guard !isSecret else { return "\r" + shownPrompt + "\u{1B}[K" }
    let visible = input.visibleLine(width: max(columns - promptWidth, 1))
    let cursorColumn = promptWidth + visible.cursorColumn
    let cursorMove = cursorColumn > 0 ? "\u{1B}[\(cursorColumn)C" : ""
    return "\r" + shownPrompt + visible.text + "\u{1B}[K\r" + cursorMove
  }
}
