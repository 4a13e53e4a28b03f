import AppCommandsTestSupport
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `--verbose` says: each request tried again, why, after what wait, and what it came to,
/// on standard error.
@Suite(.timeLimit(.minutes(1))) struct CommandContextVerboseTests {
  /// Runs `arguments` against a server on loopback `address` that answers the first request
  /// with a 503 (wait 0 s) and the second with a list; returns the status and the console.
  func run(_ arguments: [String], address: String) async throws -> (
    ExitCode, ConsoleRecorder, HostileServer
  ) {
    let server = try HostileServer(address: address) { _, index in
      index == 0
        ? [.response(503, headers: ["Retry-After": "0"], body: "{}")]
        : [.response(200, headers: ["Content-Type": "application/json"], body: #"[{"id": 1}]"#)]
    }
    let recorder = ConsoleRecorder()
    let application = Application(console: recorder.console(width: 80), environment: [:])
    let status = await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
    } operation: {
      await application.run(
        arguments: arguments + ["--base-url", server.baseURL.absoluteString, "--no-cache"])
    }
    return (status, recorder, server)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func saysEachRetryOfARead(address: String) async throws {
    let (status, console, server) = try await run(
      ["get", "/things", "--verbose"], address: address)

    checkEqual(status, .success)
    checkEqual(
      console.error.withoutTraffic,
      "app: GET \(server.baseURL.absoluteString)/things: HTTP 503; trying again at once "
        + "(attempt 2)\n")
    let answers = console.error.split(separator: "\n").filter { $0.hasPrefix("< HTTP") }
    checkEqual(answers, ["< HTTP 503", "< HTTP 200"], "each attempt's answer is shown")
    let outcomes = console.error.split(separator: "\n").filter { $0.hasPrefix("* ") }
    checkEqual(outcomes.count, 1)
    checkEqual(outcomes.first?.hasPrefix("* GET /things: HTTP 200 in "), true)
    checkEqual(outcomes.first?.hasSuffix("ms, 2 tries"), true, "what the request came to")
    checkEqual(console.output, "1\n")
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func saysAWaitOfFiveSecondsOrMoreWithoutVerbose(address: String) async throws {
    let server = try HostileServer(address: address) { _, index in
      index == 0
        ? [.response(429, headers: ["Retry-After": "5"], body: "{}")]
        : [.response(200, headers: ["Content-Type": "application/json"], body: #"[{"id": 1}]"#)]
    }
    let clock = TestClock()
    let (recorder, run) = start(["get", "/things"], against: server, clock: clock)
    // The retry is said before its wait, which is then the clock's one sleeper.
    try await yieldUntil("the retry to be said") { recorder.error.contains("trying again") }
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(5))
    let status = await run.value

    checkEqual(status, .success)
    checkEqual(
      recorder.error,
      "app: GET \(server.baseURL.absoluteString)/things: HTTP 429; trying again in 5s "
        + "(attempt 2)\n")
    checkEqual(recorder.output, "1\n")
  }

  /// A retry at once says nothing without `--verbose`.
  @Test func saysNothingOfRetriesWithoutVerbose() async throws {
    let (status, console, server) = try await run(["get", "/things"], address: "127.0.0.1")

    checkEqual(status, .success)
    check(console.error.isEmpty)
    checkEqual(server.requests.count, 2)
  }
}
