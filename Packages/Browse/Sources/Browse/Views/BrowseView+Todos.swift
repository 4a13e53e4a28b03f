import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
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
  func drawTodos(_ todos: TodosScreen.State, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    drawSelector(todos, row: top, into: &buffer)
    let visible = todos.shownRows
    let list = todos.checklist.todos.map { _ in visible.count }
    if drawsEmpty(
      visible.isEmpty, list, search: todos.search, noun: .todo, row: top + 1, into: &buffer)
    {
      return
    }
    let row = todos.selectorHasFocus ? nil : Optional(todos.cursor.row)
    let table = TodosView.table(visible, options: tableOptions).marking(
      todos.sort, SortColumns.todos)
    drawTable(
      table, cursor: todos.cursor, row: row, visibleRows: todos.visibleRows,
      search: todos.search, firstRow: top + 1, into: &buffer)
    if let row, let todo = visible.element(at: row), todos.isLingering(todo) {
      // Under the cursor, as it lingers only until the cursor leaves it.
      let screenRow = coveringListView.screenRow(
        of: row, cursor: todos.cursor, visibleRows: todos.visibleRows, firstRow: top + 1)
      buffer.highlight(row: screenRow, from: 2, to: listView.listColumns, style: style(.dim))
    }
    drawPreview(
      row.flatMap { visible.element(at: $0) }.map(preview), search: todos.search, into: &buffer)
  }

  /// The preview of a to-do beside the list: whether it is done, and whose it is.
  func preview(of todo: Todo) -> ListPreview {
    let owner = state.userNames[todo.userId] ?? "user \(todo.userId)"
    return ListPreview(
      title: todo.title,
      fields: [
        .init("To-do", "\(todo.id)"), .init("Done", todo.completed ? "yes" : "no"),
        .init("Owner", owner),
      ])
  }

  /// `All 200 · Done 90 · Pending 110`, the counts once the to-dos are loaded.
  private func drawSelector(_ screen: TodosScreen.State, row: Int, into buffer: inout CellBuffer) {
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
      let start = column
      if filter == checklist.filter {
        let text = usesColor ? label : "[\(label)]"
        column = buffer.write(text, row: row, column: column, style: style([.bold, .reverse]))
      } else {
        column = buffer.write(label, row: row, column: column)
      }
      clickTargets?.mark(.todoFilter(filter), row: row, columns: start..<column)
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
  func todosStatus(_ todos: TodosScreen.State) -> (String, String?) {
    let checklist = todos.checklist
    let failure = checklist.todos.failure.map(retryText) ?? checklist.message
    let owner = checklist.userID.map { "user \($0) · " } ?? ""
    let count = todos.shownRows.count
    guard count > 0, !todos.selectorHasFocus else {
      return ("\(owner)to-dos", failure)
    }
    let id = todos.shownRows.element(at: todos.cursor.row)?.id.rawValue
    return (owner + position("to-do", id: id, row: todos.cursor.row, of: "\(count)"), failure)
  }
}
