import AppCommands
import Foundation
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

    #expect(status == .ioError)
    #expect(console.error == "app: cannot write output: No space left on device\n")
  }

  @Test func endsSilentlyWhenThePipeIsClosed() async {
    let (status, console) = await run(["posts", "--sample"], failingWith: EPIPE)

    #expect(status == .ioError)
    #expect(console.error.isEmpty)
  }

  @Test func keepsAFailuresOwnStatus() async {
    let (status, console) = await run(["post", "0", "--sample"], failingWith: ENOSPC)

    #expect(status == .usage)
    #expect(!console.error.contains("cannot write output"))
  }
}
