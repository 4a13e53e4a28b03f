import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TerminalViews

/// The to-dos screen: the filter selector with a count for each filter, then the to-dos, each
/// `[x]` or `[ ]`.
///
/// ```
///   All 200 · [Done 90] · Pending 110
///    ID  DONE  TITLE
/// ›   4  [x]   Water the plants
/// ```
///
/// The current filter is drawn reversed, or in brackets without colour; the selector is marked
/// `›` while it has the focus, and the list's cursor is then not shown.
extension BrowseView {
  func drawTodos(_ screen: TodosScreen, position: ListPosition, into buffer: inout CellBuffer) {
    let top = BrowseLayout.bodyTop
    drawSelector(screen, row: top, into: &buffer)
    let checklist = screen.checklist
    let visible = state.shownTodos(screen)
    guard !visible.isEmpty else {
      if drawNoMatches(on: .todos(screen), noun: .todo, row: top + 1, into: &buffer) { return }
      drawPlaceholder(
        checklist.todos.map { _ in visible.count }, noun: .todo, row: top + 1, into: &buffer)
      return
    }
    var shown = position
    if screen.selectorHasFocus {
      shown.cursor = -1
    }
    let table = TodosView.table(visible, options: tableOptions)
    drawTable(table, position: shown, screen: .todos(screen), firstRow: top + 1, into: &buffer)
    if let todo = visible.element(at: shown.cursor), screen.isLingering(todo) {
      // Under the cursor, as it lingers only until the cursor leaves it.
      let rows = max(1, state.visibleRows(.todos(screen)) - statusCoveredRows)
      let first = max(0, shown.offset, shown.cursor - rows + 1)
      buffer.highlight(row: top + 2 + shown.cursor - first, from: 2, style: style(.dim))
    }
  }

  /// `All 200 · Done 90 · Pending 110`, the counts once the to-dos are loaded.
  private func drawSelector(_ screen: TodosScreen, row: Int, into buffer: inout CellBuffer) {
    let checklist = screen.checklist
    if screen.selectorHasFocus {
      buffer.write("›", row: row, column: 0, style: style(.bold))
    }
    var column = 2
    for filter in TodoFilter.allCases {
      if filter != TodoFilter.allCases.first {
        column = buffer.write(" · ", row: row, column: column, style: style(.dim))
      }
      var label = Self.name(of: filter)
      if checklist.todos.value != nil {
        label += " \(checklist.count(filter))"
      }
      if filter == checklist.filter {
        let text = usesColor ? label : "[\(label)]"
        column = buffer.write(text, row: row, column: column, style: style([.bold, .reverse]))
      } else {
        column = buffer.write(label, row: row, column: column)
      }
    }
  }

  /// The filter's name on the selector.
  static func name(of filter: TodoFilter) -> String {
    switch filter {
    case .all: "All"
    case .done: "Done"
    case .pending: "Pending"
    }
  }

  /// Where the to-dos screen stands, and a failure or a refused change.
  func todosStatus(_ screen: TodosScreen, position: ListPosition) -> (String, String?) {
    let checklist = screen.checklist
    let failure =
      checklist.todos.failure.map(retryText) ?? checklist.message
    let owner = checklist.userID.map { "user \($0) · " } ?? ""
    let count = state.shownTodos(screen).count
    guard count > 0, !screen.selectorHasFocus else {
      return ("\(owner)to-dos", failure)
    }
    return ("\(owner)to-do \(position.cursor + 1) of \(count)", failure)
  }
}
