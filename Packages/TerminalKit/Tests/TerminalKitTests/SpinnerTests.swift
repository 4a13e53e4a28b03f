import Dependencies
import Foundation
import TestSupport
import Testing

@testable import TerminalKit

@Suite struct SpinnerTests {
  /// Records what the spinner writes to its terminal stream.
  final class Terminal: Sendable {
    private let recorded = LockedValue<[String]>([])

    var writes: [String] { recorded.current }

    func write(_ text: String) {
      recorded.withLock { $0.append(text) }
    }
  }

  @Test func drawsAFramePerIntervalAfterTheDelayThenErasesTheLine() async throws {
    let clock = TestClock()
    let terminal = Terminal()
    let gate = Gate()
    let spinning = Task {
      try await withSpinner(
        "Loading posts…", isEnabled: true, clock: clock, write: terminal.write
      ) {
        try await gate.pass()
      }
    }

    await clock.waitForSleepers()
    check(terminal.writes.isEmpty, "nothing is drawn during the delay")
    await clock.advance(by: .milliseconds(100))
    await clock.waitForSleepers()
    checkEqual(terminal.writes, ["\r⠋ Loading posts…"])
    await clock.advance(by: .milliseconds(80))
    await clock.waitForSleepers()
    checkEqual(terminal.writes, ["\r⠋ Loading posts…", "\r⠙ Loading posts…"])

    gate.open()
    try await spinning.value
    checkEqual(terminal.writes.last, "\r\u{1B}[2K")
    checkEqual(terminal.writes.count, 3)
  }

  @Test func eachFramesLineIsToldTheTimeGoneOnTheClock() async throws {
    let clock = TestClock()
    let terminal = Terminal()
    let gate = Gate()
    let spinning = Task {
      try await withSpinner(
        lines: { elapsed in
          "\(elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000) ms"
        },
        isEnabled: true, clock: clock, write: terminal.write
      ) {
        try await gate.pass()
      }
    }

    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(100))
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(80))
    await clock.waitForSleepers()
    gate.open()
    try await spinning.value

    checkEqual(terminal.writes, ["\r⠋ 100 ms", "\r⠙ 180 ms", "\r\u{1B}[2K"])
  }

  @Test func drawsNothingWhenTheWorkEndsDuringTheDelay() async {
    let clock = TestClock()
    let terminal = Terminal()

    let result = await withSpinner("Loading", isEnabled: true, clock: clock, write: terminal.write)
    {
      42
    }

    checkEqual(result, 42)
    check(terminal.writes.isEmpty)
  }

  @Test func drawsNothingWhenDisabled() async {
    let terminal = Terminal()

    await withSpinner("Loading", isEnabled: false, clock: ImmediateClock(), write: terminal.write) {
      await Task.yield()
    }

    check(terminal.writes.isEmpty)
  }

  @Test func erasesTheLineBeforeRethrowing() async throws {
    struct Failure: Error {}
    let clock = TestClock()
    let terminal = Terminal()
    let gate = Gate()
    let spinning = Task {
      try await withSpinner("Loading", isEnabled: true, clock: clock, write: terminal.write) {
        try await gate.pass()
        throw Failure()
      }
    }

    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(100))
    await clock.waitForSleepers()
    gate.open()

    await #expect(throws: Failure.self) { try await spinning.value }
    checkEqual(terminal.writes, ["\r⠋ Loading", "\r\u{1B}[2K"])
  }
}
