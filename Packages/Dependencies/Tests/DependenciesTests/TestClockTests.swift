import Dependencies
import Testing

@Suite(.timeLimit(.minutes(1)))
struct TestClockTests {
  @MainActor private final class WakeLog {
    var entries: [(name: String, offset: Duration)] = []

    var names: [String] { entries.map(\.name) }
    var offsets: [Duration] { entries.map(\.offset) }
  }

  private static func instant(_ seconds: Int) -> TestClock.Instant {
    TestClock.Instant(offset: .seconds(seconds))
  }

  @Test func startsAtTimeZeroWithNoSleepers() {
    let clock = TestClock()
    #expect(clock.now == Self.instant(0))
    #expect(clock.minimumResolution == .zero)
    #expect(clock.sleeperCount == 0)
  }

  @Test func advancingMovesNow() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(5))
    #expect(clock.now == Self.instant(5))
    await clock.advance(to: Self.instant(12))
    #expect(clock.now == Self.instant(12))
    await clock.advance(by: .milliseconds(500))
    #expect(clock.now.offset == .milliseconds(12_500))
  }

  @Test func advancingToAnEarlierInstantLeavesTimeAlone() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(10))
    await clock.advance(to: Self.instant(3))
    #expect(clock.now == Self.instant(10))
    await clock.advance(by: .seconds(-4))
    #expect(clock.now == Self.instant(10))
  }

  @Test func sleeperResumesOnlyWhenTimeReachesItsDeadline() async throws {
    let clock = TestClock()
    let sleeper = Task {
      try await clock.sleep(for: .seconds(5))
      return clock.now
    }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(4))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
    #expect(try await sleeper.cancellableValue == Self.instant(5))
  }

  @Test func sleepUntilAReachedDeadlineReturnsAtOnce() async throws {
    let clock = TestClock()
    await clock.advance(by: .seconds(3))
    try await clock.sleep(until: Self.instant(2))
    try await clock.sleep(until: Self.instant(3))
    try await clock.sleep(for: .zero)
    #expect(clock.now == Self.instant(3))
    #expect(clock.sleeperCount == 0)
  }

  @MainActor @Test func sleepersWakeInDeadlineOrderAtTheirDeadlines() async throws {
    let clock = TestClock()
    let log = WakeLog()
    var sleepers: [Task<Void, any Error>] = []
    for (name, seconds) in [("third", 30), ("first", 10), ("second", 20)] {
      sleepers.append(
        Task {
          try await clock.sleep(until: Self.instant(seconds))
          log.entries.append((name, clock.now.offset))
        })
    }
    await clock.waitForSleepers(count: 3)
    await clock.advance(by: .seconds(60))
    #expect(log.names == ["first", "second", "third"])
    #expect(log.offsets == [.seconds(10), .seconds(20), .seconds(30)])
    #expect(clock.now == Self.instant(60))
    for sleeper in sleepers {
      try await sleeper.cancellableValue
    }
  }

  @MainActor @Test func sleepersWithTheSameDeadlineWakeInTheOrderTheySlept() async {
    let clock = TestClock()
    let log = WakeLog()
    for (index, name) in ["a", "b", "c", "d"].enumerated() {
      Task {
        try await clock.sleep(until: Self.instant(1))
        log.entries.append((name, clock.now.offset))
      }
      await clock.waitForSleepers(count: index + 1)
    }
    await clock.advance(by: .seconds(1))
    #expect(log.names == ["a", "b", "c", "d"])
  }

  @Test func advancingPastSeveralDeadlinesWakesThemAllAndNoMore() async throws {
    let clock = TestClock()
    let sleepers = [4, 1, 3, 9, 2].map { seconds in
      Task {
        try await clock.sleep(until: Self.instant(seconds))
        return seconds
      }
    }
    await clock.waitForSleepers(count: 5)
    await clock.advance(to: Self.instant(4))
    #expect(clock.sleeperCount == 1)
    var woken: [Int] = []
    for sleeper in sleepers where sleeper != sleepers[3] {
      woken.append(try await sleeper.cancellableValue)
    }
    #expect(woken == [4, 1, 3, 2])
    await clock.advance(by: .seconds(5))
    #expect(try await sleepers[3].cancellableValue == 9)
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingASleeperThrowsAtOnce() async {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(60)) }
    await clock.waitForSleepers()
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.cancellableValue }
    #expect(clock.sleeperCount == 0)
    #expect(clock.now == Self.instant(0))
  }

  @Test func sleepingInACancelledTaskThrowsWithoutSleeping() async {
    let clock = TestClock()
    let sleeper = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(60))
    }
    await #expect(throws: CancellationError.self) { try await sleeper.cancellableValue }
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancellingOneSleeperLeavesTheOthersAsleep() async throws {
    let clock = TestClock()
    let cancelled = Task { try await clock.sleep(for: .seconds(5)) }
    let kept = Task {
      try await clock.sleep(for: .seconds(5))
      return clock.now
    }
    await clock.waitForSleepers(count: 2)
    cancelled.cancel()
    await #expect(throws: CancellationError.self) { try await cancelled.cancellableValue }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(5))
    #expect(try await kept.cancellableValue == Self.instant(5))
  }

  @Test func repeatedSleepsCanBeSteppedThrough() async throws {
    let clock = TestClock()
    let ticker = Task {
      var ticks: [TestClock.Instant] = []
      for _ in 0..<3 {
        try await clock.sleep(for: .seconds(1))
        ticks.append(clock.now)
      }
      return ticks
    }
    for _ in 0..<3 {
      await clock.waitForSleepers()
      await clock.advance(by: .seconds(1))
    }
    #expect(
      try await ticker.cancellableValue == [Self.instant(1), Self.instant(2), Self.instant(3)])
  }

  @Test func waitForSleepersReturnsAtOnceWhenEnoughAreAsleep() async {
    let clock = TestClock()
    await clock.waitForSleepers(count: 0)
    let sleepers = (1...2).map { _ in Task { try await clock.sleep(for: .seconds(1)) } }
    await clock.waitForSleepers(count: 2)
    await clock.waitForSleepers(count: 1)
    #expect(clock.sleeperCount == 2)
    for sleeper in sleepers {
      sleeper.cancel()
    }
  }

  @Test func waitForSleepersReturnsWhenCancelled() async {
    let clock = TestClock()
    let waiter = Task {
      await clock.waitForSleepers()
      return Task.isCancelled
    }
    waiter.cancel()
    #expect(await waiter.value)
    #expect(clock.sleeperCount == 0)
  }

  @Test func sleepsThroughTheClockDependency() async throws {
    let testClock = TestClock()
    let sleeper = withDependencies {
      $0.clock = testClock
    } operation: {
      Task {
        let clock = DependencyValues.current.clock
        try await clock.sleep(for: .seconds(2))
      }
    }
    await testClock.waitForSleepers()
    await testClock.advance(by: .seconds(2))
    try await sleeper.cancellableValue
    #expect(testClock.now == Self.instant(2))
  }

  @Test func instantArithmetic() {
    let start = Self.instant(2)
    let later = start.advanced(by: .milliseconds(1500))
    #expect(later.offset == .milliseconds(3500))
    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(later.duration(to: start) == .milliseconds(-1500))
    #expect(start < later)
    #expect(!(later < start))
  }
}
