import TerminalKit

/// The command line that `:` opens, as it is being typed: the text with its cursor, the
/// completions Tab listed when there were several (Tab again goes to each in turn, as zsh
/// does), and where ↑ and ↓ are in the history.
public struct CommandPrompt: Sendable, Hashable {
  public private(set) var input = TextInput()
  /// The whole lines Tab offered, when there were several; empty once another key edits.
  private(set) var choices: [String] = []
  /// Which of `choices` the line holds, once Tab went to one.
  public private(set) var choice: Int?
  /// Which line of the history the line holds, counted from the oldest, while ↑ ↓ walk it.
  private(set) var recalled: Int?
  /// What was typed before ↑ went into the history, for ↓ to come back to.
  private var draft = ""

  /// A line holding `text`, the cursor at its end.
  public init(_ text: String = "") {
    input = TextInput(text)
  }

  public var text: String { input.text }

  /// The text and its cursor as they fit in `width` cells.
  func visibleLine(width: Int) -> (String, Int) {
    input.visibleLine(width: width)
  }

  /// Completes the line with Tab: `completed` is the line completed as far as it can be, and
  /// `candidates` every whole line that it could become. With several, they are listed;
  /// Tab while they are listed goes to the next (`step` 1) or the one before (-1).
  public mutating func complete(
    step: Int, completed: (String) -> String, candidates: (String) -> [String]
  ) {
    if choices.count > 1 {
      let next = choice.map { $0 + step } ?? (step > 0 ? 0 : choices.count - 1)
      let index = (next % choices.count + choices.count) % choices.count
      choice = index
      input.setText(choices[index])
      return
    }
    let options = candidates(input.text)
    input.setText(completed(input.text))
    choices = options.count > 1 ? options : []
    choice = nil
  }

  /// Replaces the line with the one `step` lines newer in `history` (↓, 1) or older (↑, -1);
  /// past the newest, the line typed before comes back.
  mutating func walk(_ step: Int, in history: LineHistory) {
    let lines = history.lines
    guard !lines.isEmpty else { return }
    if recalled == nil { draft = input.text }
    let next = (recalled ?? lines.count) + step
    forgetChoices()
    if next >= lines.count {
      recalled = nil
      input.setText(draft)
      return
    }
    let index = max(0, next)
    recalled = index
    input.setText(lines[index])
  }

  /// Applies an editing key; whether it changed anything. The completions listed go.
  @discardableResult
  public mutating func apply(_ key: Key) -> Bool {
    let changed = input.apply(key)
    if changed { forgetChoices() }
    return changed
  }

  private mutating func forgetChoices() {
    choices = []
    choice = nil
  }
}
