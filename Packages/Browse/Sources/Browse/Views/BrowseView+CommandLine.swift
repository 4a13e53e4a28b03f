import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The command line on the status row while `:` has it open.
extension BrowseView {
  /// Draws `:` and the command typed in place of the status line, with the cursor as a
  /// reverse cell (an `_` at the end without colour), and the commands' names at the right
  /// while nothing is typed; whether it was drawn.
  func drawCommandLine(into buffer: inout CellBuffer) -> Bool {
    guard let input = state.commandLine else { return false }
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
      let names = JumpCommand.names.joined(separator: " ") + "  tab completes"
      if names.displayWidth + 4 < state.size.columns {
        buffer.write(
          names, row: row, column: state.size.columns - 1 - names.displayWidth, style: style(.dim))
      }
    }
    return true
  }
}
