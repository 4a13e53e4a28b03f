import Dependencies

/// A `TestClock` that also tells how long each sleep it begins lasts, so that a test can tell
/// one wait from another: a rate limit's from the race against a deadline.
final class WaitRecordingClock: Clock, Sendable {
  typealias Instant = TestClock.Instant

  /// The clock underneath, which the test advances.
  let base = TestClock()
  /// The length of each sleep, as it begins.
  let waits: AsyncStream<Duration>
  private let continuation: AsyncStream<Duration>.Continuation

  init() {
    (waits, continuation) = AsyncStream.makeStream(of: Duration.self)
  }

  var now: Instant {
    base.now
  }

  var minimumResolution: Duration {
    base.minimumResolution
  }

  func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    continuation.yield(base.now.duration(to: deadline))
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
