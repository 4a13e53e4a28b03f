import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct CompletionCommandTests {
  @Test(arguments: CompletionShell.allCases)
  func readsTheShell(shell: CompletionShell) throws {
    try checkEqual(
      parse(["completion", shell.rawValue], as: CompletionCommand.self),
      CompletionCommand(shell: shell))
  }
}
