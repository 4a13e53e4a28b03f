import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct CompletionCommandTests {
  @Test(arguments: CompletionShell.allCases)
  func readsTheShell(shell: CompletionShell) throws {
    #expect(
      try parse(["completion", shell.rawValue], as: CompletionCommand.self)
        == CompletionCommand(shell: shell))
  }
}
