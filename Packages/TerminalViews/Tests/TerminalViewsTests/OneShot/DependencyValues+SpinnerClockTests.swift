import Dependencies
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

/// In tests the spinner waits on a clock that does not move, rather than turning without pause
/// on the immediate `clock` beside every test that loads on a terminal.
@Suite struct SpinnerClockTests {
  @Test func aTestsSpinnerClockIsOneThatNothingMoves() {
    check(DependencyValues.current.spinnerClock is TestClock)
  }

  @Test func aTestsSpinnerDrawsNothingWhileTheWorkRuns() async {
    let recorder = ConsoleRecorder()
    let screen = Screen(
      console: recorder.console(errorIsTerminal: true), format: .view, unreachableHint: nil,
      rendersForTerminal: false)

    let turns = await screen.whileLoading("Loading posts…") {
      for _ in 0..<1_000 {
        await Task.yield()
      }
      return 1_000
    }

    checkEqual(turns, 1_000)
    check(recorder.error.isEmpty)
  }
}
