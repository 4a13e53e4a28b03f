import ArgumentParsing
import TestSupport
import Testing

@testable import AppCommands

@Suite struct CommandContextCommandLineTests {
  @Test func aCommandLineKeepsTheCommandItsArgumentsAndOptionsAndAddsTheAnswers() throws {
    let parsed = try AppCommandLine.spec.parse([
      "post", "edit", "7", "--base-url", "http://127.0.0.1:3000", "--no-pager",
    ])

    checkEqual(
      CommandContext.commandLine(parsed, adding: [("--title", "A title")]),
      "app post edit 7 --no-pager --base-url http://127.0.0.1:3000 --title 'A title'")
  }
}
