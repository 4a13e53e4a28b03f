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

  @Test func aLineWiderThanTheTerminalIsCutSoThatEachFrameIsDrawnOverTheLast() async {
    let recorder = ConsoleRecorder()
    let clock = TestClock()
    let screen = Screen(
      console: recorder.console(errorIsTerminal: true, width: 20), format: .view,
      unreachableHint: nil, rendersForTerminal: false)

    await withDependencies {
      $0.spinnerClock = clock
    } operation: {
      await screen.whileLoading(String(repeating: "x", count: 50)) {
        // The spinner's wait may begin after a move of the clock: it is moved until a frame.
        for _ in 0..<10_000 where !recorder.error.contains("x") {
          await clock.advance(by: .milliseconds(100))
          await Task.yield()
        }
      }
    }

    let frames = recorder.error.split(separator: "\r").filter { $0.contains("x") }
    check(!frames.isEmpty)
    check(frames.allSatisfy { $0.displayWidth < 20 }, "\(frames)")
  }
}
