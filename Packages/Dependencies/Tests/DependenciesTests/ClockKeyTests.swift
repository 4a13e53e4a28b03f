import Dependencies
import Testing

@Suite struct ClockKeyTests {
  @Test func liveValueIsAContinuousClock() {
    #expect(DependencyValues(context: .live).clock is ContinuousClock)
  }

  @Test func testValueIsAnImmediateClockAtTimeZero() throws {
    let clock = try #require(DependencyValues(context: .test).clock as? ImmediateClock)
    #expect(clock.now == ImmediateClock.Instant(offset: .zero))
  }

  @Test(.timeLimit(.minutes(1)))
  func sleepingAnHourOnTheTestValueReturnsAtOnceAndAdvancesNow() async throws {
    let clock = DependencyValues.current.clock
    let elapsed = try await Self.elapsed(on: clock, sleeping: .seconds(3600))
    #expect(elapsed == .seconds(3600))
  }

  @Test func overrideWins() async throws {
    let testClock = TestClock()
    let clock = withDependencies {
      $0.clock = testClock
    } operation: {
      DependencyValues.current.clock
    }
    #expect((clock as? TestClock) === testClock)
  }

  private static func elapsed<C: Clock<Duration>>(
    on clock: C, sleeping duration: Duration
  ) async throws -> Duration {
    let start = clock.now
    try await clock.sleep(for: duration)
    return start.duration(to: clock.now)
  }
}
