import Synchronization

/// A clock for the server's timeouts that moves only when a test advances it.
final class ManualTime: Sendable {
  private let elapsed = Mutex(Duration.zero)

  /// The time now, for ``HTTPServerConfiguration/now``.
  var now: @Sendable () -> Duration {
    { [self] in elapsed.withLock { $0 } }
  }

  /// Moves the clock forward by `duration`.
  func advance(by duration: Duration) {
    elapsed.withLock { $0 += duration }
  }
}
