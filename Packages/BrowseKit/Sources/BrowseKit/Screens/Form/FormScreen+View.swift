import Features
import ScreenKit
import TerminalKit

/// A form drawn in the body: its fields, the one with the focus marked, and its text cursor.
extension FormScreen {
  /// Draws the form in the body, scrolled so that the focused row is shown.
  public func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    let form = self
    let rows = ScreenLayout.bodyRows(view.state.size)
    let formView = FormScreenView(
      form: form, width: view.state.size.columns,
      bodyLines: max(3, rows - form.inputs.count - 6), spinner: view.spinner,
      isOffline: view.state.isOffline, rows: rows)
    let (lines, focus) = formView.lines()
    let offset = max(0, min(focus.lowerBound, focus.upperBound - rows + 1))
    for (index, line) in lines.dropFirst(offset).prefix(rows).enumerated() {
      let row = ScreenLayout.bodyTop + index
      if line.isFocused {
        buffer.write("›", row: row, column: 0, style: view.style(.bold))
      }
      let labelColumn = 2
      let end = buffer.write(
        line.label, row: row, column: labelColumn, style: view.style(line.style))
      if line.isFocused, line.label.hasPrefix("[") {
        buffer.highlight(row: row, from: labelColumn, to: end, style: view.style(.reverse))
      }
      // A label longer than the others, the Submit button's, pushes its text to the right.
      buffer.write(
        line.text, row: row, column: max(formView.valueColumn, end + 2),
        style: view.style(line.style),
        limit: view.state.size.columns - 1)
      if let cursor = line.cursorColumn {
        // The text cursor is drawn in reverse video even without colours: it is the only one.
        let column = formView.valueColumn + cursor
        let width = max(1, buffer[row, column].width)
        buffer.highlight(row: row, from: column, to: column + width, style: .reverse)
      }
    }
  }

  /// What the status line says on the form: a question, the editor's message, or where the
  /// form stands.
  public func status(in view: BrowseView) -> (String, String?) {
    let form = self
    if form.isConfirmingDiscard { return ("Discard changes? [y/N]", nil) }
    let name = form.content.title.lowercased()
    if let notice = form.notice { return (name, notice) }
    if let field = form.pickingField, let picker = form.pickers[field], picker.choices?.value != nil
    {
      let records = (form.links[field]?.name ?? field).sanitizedForTerminalLine
      let count = picker.matchCount
      let place = count == 0 ? "no \(records)" : "\(picker.cursor + 1) of \(count) \(records)"
      return ("\(name) · \(place)", nil)
    }
    if form.content.isSubmitting { return ("\(view.spinner) saving \(name)…", nil) }
    let canReadAgain = form.content.reloadKeepingEdits != nil
    return (
      name,
      form.content.saveFailure.map {
        "\($0.saveAdvice(canReadAgain: canReadAgain)): \($0.message)"
      }
    )
  }
}
