import AppCommands
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct ApplicationOutputFailureTests {
  func run(_ arguments: [String], failingWith errorNumber: Int32?) async -> (
    ExitCode, ConsoleRecorder
  ) {
    let recorder = ConsoleRecorder()
    var console = recorder.console()
    console.outputFailure = { errorNumber }
    let application = Application(console: console, environment: [:])
    return (await application.run(arguments: arguments), recorder)
  }

  @Test func reportsOutputThatCouldNotBeWritten() async {
    let (status, console) = await run(["post", "1", "--sample"], failingWith: ENOSPC)

    checkEqual(status, .ioError)
    checkEqual(console.error, "app: cannot write output: No space left on device\n")
  }

  @Test func saysWhatAWriteChangedWhenItsOutputCannotBeWritten() async {
    let (created, createConsole) = await run(
      ["post", "create", "--sample", "--user", "1", "--title", "T", "--body", "B"],
      failingWith: ENOSPC)
    let (deleted, deleteConsole) = await run(
      ["post", "delete", "7", "--yes", "--sample"], failingWith: ENOSPC)

    checkEqual(created, .ioError)
    checkEqual(
      createConsole.error,
      "app: post 101 was created, but its output could not be written: "
        + "No space left on device\n")
    checkEqual(deleted, .ioError)
    checkEqual(
      deleteConsole.error,
      "app: post 7 was deleted, but its output could not be written: "
        + "No space left on device\n")
  }

  @Test func endsSilentlyWhenThePipeIsClosed() async {
    let (status, console) = await run(["posts", "--sample"], failingWith: EPIPE)

    checkEqual(status, .ioError)
    check(console.error.isEmpty)
  }

  @Test func keepsAFailuresOwnStatus() async {
    let (status, console) = await run(["post", "0", "--sample"], failingWith: ENOSPC)

    checkEqual(status, .usage)
    check(!console.error.contains("cannot write output"))
  }
}
