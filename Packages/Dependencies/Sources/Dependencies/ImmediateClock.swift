import Synchronization

/// A clock whose sleeps finish at once, moving its time forward by the amount slept.
///
/// Use it where code waits but a test does not care how long: the code runs as fast as it can,
/// and ``now`` still moves as if the time had passed. Sleeping throws `CancellationError` when
/// the task is cancelled, as `ContinuousClock` does.
public final class ImmediateClock: Clock, Sendable {
  public typealias Instant = OffsetInstant

  private let current = Mutex(Instant())

  /// Creates a clock at time zero.
  public init() {}

  /// The current time: the latest deadline slept until so far.
  public var now: Instant {
    current.withLock { $0 }
  }

  /// Zero: the clock can move by any amount.
  public var minimumResolution: Duration { .zero }

  /// Moves ``now`` to `deadline` unless it is already later, and returns at once.
  ///
  /// Throws `CancellationError` when the task is cancelled. `tolerance` is ignored.
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
  }
}
