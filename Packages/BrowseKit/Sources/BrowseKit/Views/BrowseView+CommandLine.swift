import Features
import Foundation
import TerminalKit

/// The command line on the status row while `:` has it open.
extension BrowseView {
  /// Draws `:` and the command typed in place of the status line, with the cursor as a
  /// reverse cell (an `_` at the end without colour), and the commands' names at the right
  /// while nothing is typed; whether it was drawn.
  func drawCommandLine(into buffer: inout CellBuffer) -> Bool {
    guard let input = state.commandLine else { return false }
    drawChoices(of: input, into: &buffer)
    let row = state.size.rows - 1
    buffer.write(String(repeating: " ", count: state.size.columns), row: row, column: 0)
    buffer.write(":", row: row, column: 0, style: style(.bold))
    let (line, cursor) = input.visibleLine(width: state.size.columns - 2)
    buffer.write(line, row: row, column: 1)
    if usesColor {
      buffer.highlight(row: row, from: 1 + cursor, to: 2 + cursor, style: .reverse)
    } else if cursor >= line.displayWidth {
      buffer.write("_", row: row, column: 1 + cursor)
    }
    if input.text.isEmpty {
      let names = JumpNames(state).all.joined(separator: " ") + "  tab completes"
      if names.displayWidth + 4 < state.size.columns {
        buffer.write(
          names, row: row, column: state.size.columns - 1 - names.displayWidth, style: style(.dim))
      }
    }
    return true
  }

  /// The most rows the completions take above the command line.
  static let choiceRows = 4

  /// Draws the completions Tab listed, as zsh lists them: in columns over the rows above the
  /// command line, the one the line holds reversed (bracketed without colour) and always in
  /// sight, and `…` where some do not fit.
  private func drawChoices(of prompt: CommandPrompt, into buffer: inout CellBuffer) {
    let commands = JumpNames(state)
    let names = prompt.choices.map { Self.choiceName($0, names: commands) }
    guard !names.isEmpty else { return }
    let columns = state.size.columns
    // Without colour, the one the line holds takes its brackets too.
    let cell = min(columns, (names.map(\.displayWidth).max() ?? 0) + (usesColor ? 2 : 4))
    let perRow = max(1, columns / max(1, cell))
    let rows = min(Self.choiceRows, (names.count + perRow - 1) / perRow, state.size.rows - 2)
    guard rows > 0 else { return }
    let top = state.size.rows - 1 - rows
    for row in top..<(top + rows) {
      buffer.write(String(repeating: " ", count: columns), row: row, column: 0)
    }
    // The rows scroll so that the one the line holds is shown.
    let firstRow = prompt.choice.map { max(0, $0 / perRow - rows + 1) } ?? 0
    let start = firstRow * perRow
    let end = min(names.count, start + rows * perRow)
    let moreAfter = end < names.count
    for index in start..<end {
      let row = top + (index - start) / perRow
      let column = (index % perRow) * cell
      let isChosen = index == prompt.choice
      let text = isChosen && !usesColor ? "[\(names[index])]" : names[index]
      let width = cell - (index == end - 1 && moreAfter ? 3 : 1)
      buffer.write(
        text.truncated(toDisplayWidth: max(1, width)), row: row, column: column,
        style: isChosen ? style(.reverse) : [])
    }
    if moreAfter || start > 0 {
      buffer.write(
        "…", row: moreAfter ? top + rows - 1 : top, column: columns - 1, style: style(.dim))
    }
  }

  /// What the list of completions shows of `line`: the name or title after the command
  /// (whose name may hold spaces, `line items`), or the command's name.
  static func choiceName(_ line: String, names: JumpNames) -> String {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let argument = names.argument(of: trimmed) else {
      return trimmed.sanitizedForTerminalLine
    }
    return argument.typed.sanitizedForTerminalLine
  }
}
