import Foundation
import TerminalKit
import TestSupport
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
    check(!console.reportOutputFailure())
    check(recorder.error.isEmpty)
  }

  @Test func aFailedWriteIsSaidWithTheSystemsReason() {
    let (console, recorder) = console(failingWith: ENOSPC)
    check(console.reportOutputFailure())
    checkEqual(recorder.error, "app: cannot write output: No space left on device\n")
  }

  @Test func whatTheCommandChangedIsSaidFirst() {
    let (console, recorder) = console(failingWith: ENOSPC)
    console.completedWrite.record("post 101 was created")
    check(console.reportOutputFailure())
    checkEqual(
      recorder.error,
      "app: post 101 was created, but its output could not be written: No space left on device\n")
  }

  @Test func aClosedPipeFailsSilently() {
    let (console, recorder) = console(failingWith: EPIPE)
    check(console.reportOutputFailure())
    check(recorder.error.isEmpty)
  }
}
