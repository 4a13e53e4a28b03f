import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct TodosViewTests {
  let todos = [
    Sample.todo(1, title: "delectus aut autem", completed: false),
    Sample.todo(4, title: "et porro tempora", completed: true),
  ]

  func render(_ page: Loadable<Page<Todo>>, isTerminal: Bool = true) -> String {
    TodosView(state: TodosFeature.State(query: TodoQuery(), page: page))
      .render(options: RenderOptions(width: 80, isTerminal: isTerminal))
  }

  @Test func marksDoneAndPendingTodos() {
    checkEqual(
      render(.loaded(Page(items: todos))),
      """
      ID  DONE  TITLE
       1  [ ]   delectus aut autem
       4  [x]   et porro tempora
      2 to-dos
      """)
  }

  @Test func oneTodoIsCountedInTheSingular() {
    check(render(.loaded(Page(items: [todos[0]]))).hasSuffix("\n1 to-do"))
  }

  @Test func whenNotATerminalDoneIsTrueOrFalse() {
    checkEqual(
      render(.loaded(Page(items: todos)), isTerminal: false),
      "1\tfalse\tdelectus aut autem\n4\ttrue\tet porro tempora")
  }

  @Test func aPageWithoutATotalShowsItsNumber() {
    check(
      render(.loaded(Page(items: todos, number: 2, size: 2))).hasSuffix(
        "\n 4  [x]   et porro tempora\npage 2"))
  }

  @Test func loadingFailureAndEmptySaySo() {
    checkEqual(render(.loading), "Loading to-dos…")
    checkEqual(render(.failed(LoadFailure(message: "offline"))), "Could not load to-dos: offline")
    checkEqual(render(.loaded(Page(items: []))), "No to-dos.")
  }
}
