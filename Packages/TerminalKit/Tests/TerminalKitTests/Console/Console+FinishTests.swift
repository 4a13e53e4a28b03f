import Foundation
import TerminalKit
import TestSupport
import Testing

@Suite struct ConsoleFinishTests {
  private let recorder = ConsoleRecorder()

  private func finish(_ status: ExitCode, failingWith errorNumber: Int32?) -> ExitCode {
    var console = recorder.console()
    console.outputFailure = { errorNumber }
    return console.finish(status)
  }

  @Test func aSuccessWhoseOutputWasNotWrittenIsAnIOError() {
    checkEqual(finish(.success, failingWith: ENOSPC), .ioError)
    checkEqual(recorder.error, "app: cannot write output: No space left on device\n")
  }

  @Test func aClosedPipeIsAnIOErrorToo() {
    checkEqual(finish(.success, failingWith: EPIPE), .ioError)
  }

  @Test func aSuccessWrittenWholeStaysASuccess() {
    checkEqual(finish(.success, failingWith: nil), .success)
  }

  @Test func aFailureKeepsItsStatusAndSaysNothingMore() {
    checkEqual(finish(.notFound, failingWith: ENOSPC), .notFound)
    check(recorder.error.isEmpty)
  }
}
