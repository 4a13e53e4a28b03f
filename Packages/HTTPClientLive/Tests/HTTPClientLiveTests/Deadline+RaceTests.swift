import Dependencies
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("Deadline.race")
struct DeadlineRaceTests {
  @Test("an operation that ends first gives its result")
  func operationFirst() async throws {
    let clock = TestClock()
    let deadline = Deadline(after: .seconds(5), clock: clock)

    try await checkEqual(deadline.race({ 42 }), 42)
  }

  @Test("when the deadline passes first, the operation is cancelled and DeadlinePassed thrown")
  func deadlineFirst() async throws {
    let clock = TestClock()
    let deadline = Deadline(after: .seconds(5), clock: clock)
    let operationClock = TestClock()
    let race = Task {
      try await deadline.race(
        {
          try await operationClock.sleep(for: .seconds(3600))
          return 1
        })
    }

    await operationClock.waitForSleepers()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(5))

    await #expect(throws: DeadlinePassed.self) { try await race.value }
    checkEqual(operationClock.sleeperCount, 0, "the operation was cancelled")
  }

  @Test("a deadline already passed runs nothing")
  func alreadyPassed() async throws {
    let clock = TestClock()
    let deadline = Deadline(after: .seconds(5), clock: clock)
    await clock.advance(by: .seconds(5))

    await #expect(throws: DeadlinePassed.self) {
      try await deadline.race({ Issue.record("the operation ran") })
    }
  }
}
