import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// Drawing the form screens and the deletion question.
extension BrowseView {
  /// Draws `form` in the body, scrolled so that the focused row is shown.
  func drawForm(_ form: FormScreen, into buffer: inout CellBuffer) {
    let rows = ScreenLayout.bodyRows(state.size)
    let view = FormScreenView(
      form: form, width: state.size.columns,
      bodyLines: max(3, rows - form.inputs.count - 6), spinner: spinner,
      isOffline: state.isOffline)
    let (lines, focus) = view.lines()
    let offset = max(0, min(focus.lowerBound, focus.upperBound - rows + 1))
    for (index, line) in lines.dropFirst(offset).prefix(rows).enumerated() {
      let row = ScreenLayout.bodyTop + index
      if line.isFocused {
        buffer.write("›", row: row, column: 0, style: style(.bold))
      }
      let labelColumn = 2
      let end = buffer.write(line.label, row: row, column: labelColumn, style: style(line.style))
      if line.isFocused, line.label.hasPrefix("[") {
        buffer.highlight(row: row, from: labelColumn, to: end, style: style(.reverse))
      }
      // A label longer than the others, the Submit button's, pushes its text to the right.
      buffer.write(
        line.text, row: row, column: max(view.valueColumn, end + 2), style: style(line.style),
        limit: state.size.columns - 1)
      if let cursor = line.cursorColumn {
        // The text cursor is drawn in reverse video even without colours: it is the only one.
        let column = view.valueColumn + cursor
        let width = max(1, buffer[row, column].width)
        buffer.highlight(row: row, from: column, to: column + width, style: .reverse)
      }
    }
  }

  /// What the status line says on a form: a question, the editor's message, or where the
  /// form stands.
  func formStatusContext(_ form: FormScreen) -> (String, String?) {
    if form.isConfirmingDiscard { return ("Discard changes? [y/N]", nil) }
    let name = form.subject.title.lowercased()
    if let notice = form.notice { return (name, notice) }
    if form.content.isSubmitting { return ("\(spinner) saving \(name)…", nil) }
    return (name, form.content.saveFailure.map { "\($0.saveAdvice): \($0.message)" })
  }

  /// The status line's text while a deletion is asked about or under way on `screen`, cut
  /// to `width`.
  func deletionStatus(_ screen: ShownScreen, width: Int) -> (String, String?)? {
    guard let deletion = screen.deletion else { return nil }
    let text = deletion.text(width: width, spinner: spinner)
    if case .failed = deletion.status { return ("", text) }
    return (text, nil)
  }
}
