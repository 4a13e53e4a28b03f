import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct OneShotOutputOutcomeTests {
  private let recorder = ConsoleRecorder()
  private let long = (1...30).map { "line \($0)" }.joined(separator: "\n") + "\n"

  @Test func textIsPagedAfterThePrefaceUnlessNotPaged() {
    let console = recorder.console(outputIsTerminal: true, height: 10)
    let preface = { console.writeError("warning: stale\n") }

    let paged = OneShotOutput().print(
      .text(long), on: console, environment: ["PAGER": "less"], after: preface)
    let printed = OneShotOutput().print(
      .text("done\n"), on: console, environment: ["PAGER": "less"], paged: false, after: preface)

    checkEqual(paged, .success)
    checkEqual(printed, .success)
    checkEqual(recorder.pagers.map(\.1), [long])
    checkEqual(recorder.output, "done\n")
    checkEqual(recorder.error, "warning: stale\nwarning: stale\n")
  }

  @Test func jsonIsPrintedAfterThePreface() {
    let console = recorder.console()

    let status = OneShotOutput(format: .json).print(
      .json(["id": 7]), on: console, environment: [:]
    ) { console.writeError("note\n") }

    checkEqual(status, .success)
    checkEqual(recorder.output, "{\n  \"id\" : 7\n}\n")
    checkEqual(recorder.error, "note\n")
  }

  @Test func aFailurePrintsNothingAndKeepsItsStatus() {
    let console = recorder.console()

    let status = OneShotOutput().print(.failure(.notFound), on: console, environment: [:]) {
      console.writeError("never\n")
    }

    checkEqual(status, .notFound)
    checkEqual(recorder.output, "")
    checkEqual(recorder.error, "")
  }
}
