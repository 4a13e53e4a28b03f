import Foundation
import TerminalKit
import TerminalViews
import Testing

@Suite struct ConsoleFinishTests {
  private let recorder = ConsoleRecorder()

  private func finish(_ status: ExitCode, failingWith errorNumber: Int32?) -> ExitCode {
    var console = recorder.console()
    console.outputFailure = { errorNumber }
    return console.finish(status)
  }

  @Test func aSuccessWhoseOutputWasNotWrittenIsAnIOError() {
    #expect(finish(.success, failingWith: ENOSPC) == .ioError)
    #expect(recorder.error == "app: cannot write output: No space left on device\n")
  }

  @Test func aClosedPipeIsAnIOErrorToo() {
    #expect(finish(.success, failingWith: EPIPE) == .ioError)
  }

  @Test func aSuccessWrittenWholeStaysASuccess() {
    #expect(finish(.success, failingWith: nil) == .success)
  }

  @Test func aFailureKeepsItsStatusAndSaysNothingMore() {
    #expect(finish(.notFound, failingWith: ENOSPC) == .notFound)
    #expect(recorder.error.isEmpty)
  }
}
