import AppCommandsTestSupport
import Dependencies
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

/// What `--timeout` does to a read command, on the clock of the network's timers: it passes
/// when a test moves that clock, and never because the machine is slow.
@Suite(.timeLimit(.minutes(1))) struct CommandContextTimeoutTests {
  @Test func aReadCommandGivesUpWhenItsTimeoutPasses() async {
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

    // The command's deadline is the first timer it sets, before any request: moving the clock
    // by 1 s ends the command. (A request's own timer, or a wait before trying again, may be set
    // after the move; the deadline cancels them.)
    await clock.advance(by: .seconds(1))
    let status = await run.value

    checkEqual(status, .temporaryFailure)
    check(recorder.output.isEmpty)
    // The sample API's host is numbered, one for each instance.
    check(recorder.error.hasPrefix("app: sample-"))
    check(recorder.error.hasSuffix(".invalid did not answer within 1s\n"))
  }

  /// `get --all` whose command deadline passes while a later page is read says that the
  /// command's time ran out, and after how much, rather than that the server did not answer
  /// within the whole command's time.
  @Test(arguments: ["127.0.0.1", "::1"])
  func getAllSaysTheCommandsTimeRanOutAfterThePagesItRead(address: String) async throws {
    let server = try HostileServer(address: address) { request, index in
      index == 0
        ? [
          .response(
            200,
            headers: [
              "Content-Type": "application/json",
              "Link": "<http://\(request.headers["host"] ?? "")/things?page=2>; rel=\"next\"",
            ], body: #"[{"id": 1}, {"id": 2}]"#)
        ] : [.hold]
    }
    defer { server.stop() }
    let clock = TestClock()
    let (recorder, run) = start(
      ["get", "/things", "--all", "--timeout", "5s"], against: server, clock: clock)
    defer { run.cancel() }
    await server.waitForRequests(count: 2)
    await clock.advance(by: .seconds(5))
    let status = await run.value

    checkEqual(status, .temporaryFailure)
    check(recorder.output.isEmpty)
    checkEqual(
      recorder.error,
      "app: the 5s given to the command ran out after 1 page (2 records) of --all; "
        + "--timeout gives it more\n")
  }
}
