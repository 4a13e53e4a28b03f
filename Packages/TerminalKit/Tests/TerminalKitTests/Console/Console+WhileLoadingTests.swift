import Dependencies
import TerminalKit
import TestSupport
import Testing

@Suite struct ConsoleWhileLoadingTests {
  @Test func theLineIsCutToTheWidthOnATerminal() async {
    let recorder = ConsoleRecorder()
    let console = recorder.console(errorIsTerminal: true, width: 12)
    let clock = TestClock()
    let gate = Gate()
    let loading = Task {
      await console.whileLoading("Loading the resources…", clock: clock) {
        try? await gate.pass()
        return 7
      }
    }

    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(100))
    await clock.waitForSleepers()
    checkEqual(recorder.error, "\r⠋ Loading …")
    gate.open()
    checkEqual(await loading.value, 7)
  }

  @Test func nothingIsDrawnWhereStandardErrorIsNoTerminal() async {
    let recorder = ConsoleRecorder()

    let value = await recorder.console(errorIsTerminal: false).whileLoading(
      "Loading", clock: ImmediateClock()
    ) { 7 }

    checkEqual(value, 7)
    checkEqual(recorder.error, "")
  }
}
