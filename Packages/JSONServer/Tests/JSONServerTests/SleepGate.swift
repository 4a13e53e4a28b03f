import TestSupport

/// A stand-in for `Task.sleep(for:)` that a test controls: it records each duration asked for,
/// then holds the caller at a `Gate` until the test opens it, or until the caller's task is
/// cancelled.
struct SleepGate: Sendable {
  private let gate = Gate()
  private let durations = LockedValue<[Duration]>([])

  /// The durations asked for so far, in order.
  var requestedDurations: [Duration] { durations.current }

  /// How many sleeps ended because their task was cancelled.
  var cancelledSleeps: Int { gate.cancellations }

  /// Waits until the gate is open, throwing `CancellationError` if the task is cancelled first.
  func sleep(for duration: Duration) async throws {
    durations.withLock { $0.append(duration) }
    try await gate.pass()
  }

  /// Returns once `count` more sleeps have started.
  func waitForSleeps(_ count: Int) async {
    for await _ in gate.arrivals.prefix(count) {}
  }

  /// Ends every sleep, present and future.
  func open() {
    gate.open()
  }
}
