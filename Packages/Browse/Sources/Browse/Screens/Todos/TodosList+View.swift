import BrowseKit
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
extension TodosList {
  static func draw(_ todos: TodosScreen.State, in view: BrowseView, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    drawSelector(todos, row: top, in: view, into: &buffer)
    let visible = todos.shownRows
    let list = todos.checklist.todos.map { _ in visible.count }
    if view.tabList.drawsEmpty(
      visible.isEmpty, list, search: todos.search, noun: .todo, row: top + 1, into: &buffer)
    {
      return
    }
    let row = todos.selectorHasFocus ? nil : Optional(todos.cursor.row)
    let table = TodosView.table(visible, options: view.tabList.tableOptions).marking(
      todos.sort, TodosList.columns)
    view.tabList.drawTable(
      table, cursor: todos.cursor, row: row, visibleRows: todos.visibleRows,
      search: todos.search, firstRow: top + 1, into: &buffer)
    if let row, let todo = visible.element(at: row), todos.isLingering(todo) {
      // Under the cursor, as it lingers only until the cursor leaves it.
      let screenRow = view.tabList.covering.screenRow(
        of: row, cursor: todos.cursor, visibleRows: todos.visibleRows, firstRow: top + 1)
      buffer.highlight(
        row: screenRow, from: 2, to: view.tabList.view.listColumns, style: view.style(.dim))
    }
    view.tabList.drawPreview(
      row.flatMap { visible.element(at: $0) }.map { preview(in: view, of: $0) },
      search: todos.search, into: &buffer)
  }

  /// The preview of a to-do beside the list: whether it is done, and whose it is.
  static func preview(in view: BrowseView, of todo: Todo) -> ListPreview {
    let owner = view.state.userNames[todo.userId] ?? "user \(todo.userId)"
    return ListPreview(
      title: todo.title,
      fields: [
        .init("To-do", "\(todo.id)"), .init("Done", todo.completed ? "yes" : "no"),
        .init("Owner", owner),
      ])
  }

  /// `All 200 · Done 90 · Pending 110`, the counts once the to-dos are loaded.
  private static func drawSelector(
    _ screen: TodosScreen.State, row: Int, in view: BrowseView, into buffer: inout CellBuffer
  ) {
    let checklist = screen.checklist
    if screen.selectorHasFocus {
      buffer.write("›", row: row, column: 0, style: view.style(.bold))
    }
    var column = 2
    for (place, filter) in TodoFilter.allCases.enumerated() {
      if place > 0 {
        column = buffer.write(" · ", row: row, column: column, style: view.style(.dim))
      }
      var label = Self.name(of: filter)
      if checklist.todos.value != nil {
        label += " \(checklist.count(filter))"
      }
      let start = column
      if filter == checklist.filter {
        let text = view.usesColor ? label : "[\(label)]"
        column = buffer.write(text, row: row, column: column, style: view.style([.bold, .reverse]))
      } else {
        column = buffer.write(label, row: row, column: column)
      }
      view.clickTargets?.mark(.choice(place), row: row, columns: start..<column)
    }
  }

  static func name(of filter: TodoFilter) -> String {
    switch filter {
    case .all: "All"
    case .done: "Done"
    case .pending: "Pending"
    }
  }

  /// Where the to-dos screen stands, and a failure or a refused change.
  static func status(_ todos: TodosScreen.State, in view: BrowseView) -> (String, String?) {
    if let text = view.searchStatus(todos.search, list: todos.checklist.todos) {
      return (text, nil)
    }
    let checklist = todos.checklist
    let failure = checklist.todos.failure.map(view.retryText) ?? checklist.message
    let owner = checklist.userID.map { "user \($0) · " } ?? ""
    let count = todos.shownRows.count
    guard count > 0, !todos.selectorHasFocus else {
      return ("\(owner)to-dos", failure)
    }
    let id = todos.shownRows.element(at: todos.cursor.row)?.id.rawValue
    return (owner + view.position("to-do", id: id, row: todos.cursor.row, of: "\(count)"), failure)
  }
}
