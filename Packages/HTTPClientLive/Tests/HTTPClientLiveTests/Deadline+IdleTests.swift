import Dependencies
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("Deadline.idle")
struct DeadlineIdleTests {
  @Test("an idle deadline passes only once nothing has been done for its limit")
  func passesAfterIdleness() async throws {
    let clock = TestClock()
    let (deadline, touch) = Deadline.idle(after: .seconds(5), clock: clock)
    let operationClock = TestClock()
    let race = Task {
      try await deadline.race(
        {
          try await operationClock.sleep(for: .seconds(3600))
          return 1
        })
    }

    await clock.waitForSleepers()
    for _ in 0..<3 {
      await clock.advance(by: .seconds(4))
      touch()
      await clock.waitForSleepers()
      checkEqual(deadline.remaining, .seconds(5), "touched: the whole limit again")
    }
    checkEqual(operationClock.sleeperCount, 1, "12 s in, still running")
    await clock.advance(by: .seconds(5))

    await #expect(throws: DeadlinePassed.self) { try await race.value }
    checkEqual(operationClock.sleeperCount, 0, "the operation was cancelled")
  }

  @Test("an upload's deadline keeps the scope's, which does not move")
  func uploadsKeepTheScope() async throws {
    let clock = TestClock()
    let policy = TransferPolicy(timeout: .seconds(5), retries: 0, timeoutClock: clock)

    let (deadline, touch) = await withDeadline(Deadline(after: .seconds(8), clock: clock)) {
      Deadline.afterLastBytes(under: policy)
    }
    await clock.advance(by: .seconds(4))
    touch()

    checkEqual(deadline?.remaining, .seconds(4), "the scope ends first")
    let (alone, _) = Deadline.afterLastBytes(under: TransferPolicy(timeout: nil))
    check(alone == nil)
  }
}
