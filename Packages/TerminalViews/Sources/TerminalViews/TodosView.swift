import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The to-do list as text: a table of `ID  DONE  TITLE` with a footer, tab-separated rows for
/// other programs, or what is happening instead.
///
/// ```
///  ID  DONE  TITLE
///   1  [ ]   delectus aut autem
///   4  [x]   et porro tempora
/// 2 todos
/// ```
///
/// A done to-do is marked `[x]` and a pending one `[ ]` (`TrueFalseBox`), in plain ASCII so
/// that every terminal shows it. The footer and messages are those of every list (see
/// ``PostsListView``). When `RenderOptions.isTerminal` is false, each to-do is one line
/// `id<TAB>true|false<TAB>title`, the API's own value for `completed`. Text from the server is
/// sanitized (see `sanitizedForTerminal`).
public struct TodosView: Sendable {
  public var state: TodosFeature.State

  public init(state: TodosFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    ListLayout.lines(state.page, noun: .todo, options: options) { todos in
      Self.table(todos, options: options)
    }
    .joined(separator: "\n")
  }

  /// The table of `todos`: `ID  DONE  TITLE`, each marked `[x]` or `[ ]` on a terminal.
  public static func table(_ todos: [Todo], options: RenderOptions) -> TextTable {
    TextTable(
      columns: [
        TextTable.Column("ID", alignment: .trailing, shrinkPriority: nil, importance: 2),
        TextTable.Column("DONE", shrinkPriority: nil, importance: 1),
        TextTable.Column("TITLE", minimumWidth: 20, importance: 3),
      ],
      rows: todos.map { todo in
        [
          TextTable.Cell(todo.id.description),
          TextTable.Cell(mark(todo.completed, options: options)),
          TextTable.Cell(todo.title),
        ]
      }
    )
  }

  private static func mark(_ completed: Bool, options: RenderOptions) -> String {
    guard options.isTerminal else { return completed ? "true" : "false" }
    return TrueFalseBox(completed).description
  }
}
