import ArgumentParsing
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

@Suite struct BrowseCommandTests {
  private func run(
    _ arguments: [String], inputIsTerminal: Bool, outputIsTerminal: Bool
  ) async -> (ExitCode, ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: outputIsTerminal, inputIsTerminal: inputIsTerminal)
    let status = await Application(console: console, environment: [:]).run(arguments: arguments)
    return (status, recorder)
  }

  @Test(arguments: [(false, false), (true, false), (false, true)])
  func needsATerminalOnStandardInputAndOutput(input: Bool, output: Bool) async {
    let (status, console) = await run(
      ["browse", "--sample"], inputIsTerminal: input, outputIsTerminal: output)

    checkEqual(status, .usage)
    check(console.output.isEmpty)
    checkEqual(
      console.error, "app: browse needs a terminal: standard input and output must both be one\n")
  }

  @Test func takesNoJSON() async {
    let (status, console) = await run(
      ["browse", "--sample", "--json"], inputIsTerminal: true, outputIsTerminal: true)

    checkEqual(status, .usage)
    check(console.error.hasPrefix("app: option '--json' does not apply to 'browse'\n"))
  }

  @Test func usesTheMouseUnlessNoMouseIsGiven() throws {
    check(try parse(["browse", "--sample"], as: BrowseCommand.self).usesMouse)
    check(try !parse(["browse", "--no-mouse"], as: BrowseCommand.self).usesMouse)
    let help = try #require(HelpText.command("browse"))
    check(help.contains(#/\n  --no-mouse +Leave the mouse to the terminal/#))
    check(help.contains("  click, double-click "))
    check(help.contains("  wheel, Shift-drag "))
    check(help.contains("Keys on the records of any resource:"))
  }

  @Test func reportsGlobalOptionsThatDoNotFitBeforeLookingForATerminal() async {
    let (status, console) = await run(
      ["browse", "--latency", "1s"], inputIsTerminal: false, outputIsTerminal: false)

    checkEqual(status, .usage)
    check(console.error.hasPrefix("app: option '--latency' only applies with '--sample'"))
  }
}
