import Foundation

/// A clock for the server's timeouts that moves only when a test advances it.
final class ManualTime: @unchecked Sendable {
  private let lock = NSLock()
  private var elapsed = Duration.zero

  /// The time now, for ``HTTPServerConfiguration/now``.
  var now: @Sendable () -> Duration {
    { [self] in lock.withLock { elapsed } }
  }

  /// Moves the clock forward by `duration`.
  func advance(by duration: Duration) {
    lock.withLock { elapsed += duration }
  }
}
