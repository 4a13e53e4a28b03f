import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct TodosCommandTests {
  @Test func readsTheUserAndTheDoneOrPendingFilter() throws {
    try checkEqual(parse(["todos"], as: TodosCommand.self), TodosCommand())
    try checkEqual(
      parse(["todos", "--user", "1", "--done"], as: TodosCommand.self),
      TodosCommand(query: TodoQuery(userID: 1, completed: true)))
    try checkEqual(
      parse(["todos", "--pending"], as: TodosCommand.self),
      TodosCommand(query: TodoQuery(completed: false)))
  }

  @Test func doneAndPendingCannotBeUsedTogether() {
    #expect(
      throws: UsageError(
        "options '--done' and '--pending' cannot be used together", command: "todos")
    ) { try parse(["todos", "--done", "--pending"], as: TodosCommand.self) }
  }
}
