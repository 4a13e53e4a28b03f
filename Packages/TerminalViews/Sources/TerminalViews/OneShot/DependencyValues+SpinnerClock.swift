import Dependencies

extension DependencyValues {
  /// The clock of the spinner's delay and frames.
  ///
  /// Live: a `ContinuousClock`. Test: a `TestClock` that nothing advances, so that the spinner
  /// waits out its delay for as long as the work runs and draws nothing. Not `clock`: on an
  /// immediate clock its frames would follow each other without a pause, a busy loop beside
  /// every test that loads on a terminal.
  public var spinnerClock: any Clock<Duration> {
    get { self[SpinnerClockKey.self] }
    set { self[SpinnerClockKey.self] = newValue }
  }
}

private enum SpinnerClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var testValue: any Clock<Duration> { TestClock() }
}
