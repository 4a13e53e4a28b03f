extension DependencyValues {
  /// The clock for anything that waits: latency, timeouts, animation frames.
  ///
  /// Live: a `ContinuousClock`. Test: an ``ImmediateClock``, whose sleeps return at once, so no
  /// test ever waits on real time. Tests that need to control time use a ``TestClock``.
  public var clock: any Clock<Duration> {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }
}

private enum ClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var testValue: any Clock<Duration> { ImmediateClock() }
}
