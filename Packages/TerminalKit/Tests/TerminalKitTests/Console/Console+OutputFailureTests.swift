import Foundation
import TerminalKit
import Testing

@Suite struct ConsoleOutputFailureTests {
  private func console(failingWith errorNumber: Int32?) -> (Console, ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    var console = recorder.console()
    console.outputFailure = { errorNumber }
    return (console, recorder)
  }

  @Test func outputThatWasWrittenReportsNothing() {
    let (console, recorder) = console(failingWith: nil)
    #expect(!console.reportOutputFailure())
    #expect(recorder.error.isEmpty)
  }

  @Test func aFailedWriteIsSaidWithTheSystemsReason() {
    let (console, recorder) = console(failingWith: ENOSPC)
    #expect(console.reportOutputFailure())
    #expect(recorder.error == "app: cannot write output: No space left on device\n")
  }

  @Test func whatTheCommandChangedIsSaidFirst() {
    let (console, recorder) = console(failingWith: ENOSPC)
    console.completedWrite.record("post 101 was created")
    #expect(console.reportOutputFailure())
    #expect(
      recorder.error
        == "app: post 101 was created, but its output could not be written: No space left on device\n"
    )
  }

  @Test func aClosedPipeFailsSilently() {
    let (console, recorder) = console(failingWith: EPIPE)
    #expect(console.reportOutputFailure())
    #expect(recorder.error.isEmpty)
  }
}
