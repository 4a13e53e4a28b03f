import Dependencies
import TerminalKit
import TerminalViews
import Testing

@testable import AppCommands

/// What `--timeout` does to a read command, on the clock of the network's timers: it passes
/// when a test moves that clock, and never because the machine is slow.
@Suite(.timeLimit(.minutes(1))) struct CommandContextTimeoutTests {
  @Test func aReadCommandGivesUpWhenItsTimeoutPasses() async throws {
    let clock = TestClock()
    let recorder = ConsoleRecorder()
    let application = Application(console: recorder.console(), environment: [:])
    let run = Task {
      await withDependencies {
        // The sample API's latency never ends: only the deadline ends the command.
        $0.clock = TestClock()
        $0.transferClock = clock
      } operation: {
        await application.run(
          arguments: ["post", "7", "--sample", "--latency", "1s", "--timeout", "1s"])
      }
    }
    defer { run.cancel() }
    await clock.waitForSleepers()

    await clock.advance(by: .seconds(1))
    try #require(clock.sleeperCount == 0, "the deadline has passed")
    let status = await run.value

    #expect(status == .temporaryFailure)
    #expect(recorder.output.isEmpty)
    // The sample API's host is numbered, one for each instance.
    #expect(recorder.error.hasPrefix("app: sample-"))
    #expect(recorder.error.hasSuffix(".invalid did not answer within 1s\n"))
  }
}
