import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ImmediateClockTests {
  @Test func startsAtTimeZeroWithNoMinimumResolution() {
    let clock = ImmediateClock()
    #expect(clock.now == ImmediateClock.Instant())
    #expect(clock.now.offset == .zero)
    #expect(clock.minimumResolution == .zero)
  }

  @Test func sleepingMovesNowByTheDurationSlept() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(for: .seconds(90))
    #expect(clock.now.offset == .seconds(90))
    try await clock.sleep(for: .milliseconds(250))
    #expect(clock.now.offset == .seconds(90) + .milliseconds(250))
  }

  @Test func sleepingUntilAPastDeadlineLeavesNowAlone() async throws {
    let clock = ImmediateClock()
    try await clock.sleep(until: .init(offset: .seconds(10)), tolerance: nil)
    try await clock.sleep(until: .init(offset: .seconds(4)), tolerance: nil)
    #expect(clock.now.offset == .seconds(10))
  }

  @Test func concurrentSleepersLeaveNowAtTheLatestDeadline() async throws {
    let clock = ImmediateClock()
    try await withThrowingTaskGroup(of: Void.self) { group in
      for seconds in [3, 9, 1, 7, 5] {
        group.addTask {
          try await clock.sleep(until: .init(offset: .seconds(seconds)), tolerance: nil)
        }
      }
      try await group.waitForAll()
    }
    #expect(clock.now.offset == .seconds(9))
  }

  @Test func sleepingInACancelledTaskThrowsAndLeavesNowAlone() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(5))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now.offset == .zero)
  }

  @Test func instantArithmetic() {
    let start = ImmediateClock.Instant(offset: .seconds(2))
    let later = start.advanced(by: .milliseconds(1500))
    #expect(later.offset == .milliseconds(3500))
    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(later.duration(to: start) == .milliseconds(-1500))
    #expect(start < later)
    #expect(!(later < start))
  }
}
