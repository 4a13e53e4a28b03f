import Dependencies

extension DependencyValues {
  /// The clock of the network's timers: `--timeout`'s deadlines and the waits between tries.
  ///
  /// Live: a `ContinuousClock`. Test: a `TestClock` that nothing advances, so that a deadline
  /// never passes, however slow the machine, and a wait longer than zero never ends, unless a
  /// test sets a clock of its own and advances it. Not ``clock``: an immediate clock would let
  /// every deadline pass at once.
  var transferClock: any Clock<Duration> {
    get { self[TransferClockKey.self] }
    set { self[TransferClockKey.self] = newValue }
  }
}

private enum TransferClockKey: DependencyKey {
  static var liveValue: any Clock<Duration> { ContinuousClock() }
  static var testValue: any Clock<Duration> { TestClock() }
}
