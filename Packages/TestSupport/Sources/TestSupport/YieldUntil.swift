/// Yields to other tasks until `condition` holds: for a test that waits for something it cannot
/// be told of, such as a line the program under test writes.
///
/// The wait always ends. It throws ``WaitEnded`` when the task is cancelled, as a test's time
/// limit cancels it, or after `hangGuard` of wall-clock time, which only a behaviour that broke
/// reaches: a test whose condition never comes fails, saying what it waited for, rather than
/// leaving its process running. Prefer an event to wait on (a ``Signal``, a ``Gate``, a
/// `TestClock`'s sleepers) where the code under test can raise one.
///
/// ```swift
/// let said = LockedValue("")
/// Task { said.withLock { $0 += "trying again" } }
/// try await yieldUntil("the retry to be said") { said.current.contains("trying again") }
/// ```
public func yieldUntil(
  _ what: String, hangGuard: Duration = .seconds(120), _ condition: () -> Bool
) async throws(WaitEnded) {
  let deadline = ContinuousClock.now.advanced(by: hangGuard)
  while !condition() {
    guard !Task.isCancelled else { throw WaitEnded(what: what, reason: .cancelled) }
    guard ContinuousClock.now < deadline else {
      throw WaitEnded(what: what, reason: .hangGuard(hangGuard))
    }
    await Task.yield()
  }
}

/// A wait of ``yieldUntil(_:hangGuard:_:)`` that ended before what it waited for came.
public struct WaitEnded: Error, Equatable, CustomStringConvertible {
  /// Why the wait ended.
  public enum Reason: Sendable, Equatable {
    /// The waiting task was cancelled, as a test's time limit cancels it.
    case cancelled
    /// The hang guard passed.
    case hangGuard(Duration)
  }

  /// What the test waited for, as it named it.
  public var what: String
  public var reason: Reason

  public init(what: String, reason: Reason) {
    self.what = what
    self.reason = reason
  }

  public var description: String {
    switch reason {
    case .cancelled: "cancelled while waiting for \(what)"
    case .hangGuard(let limit): "waited \(limit) for \(what), in vain"
    }
  }
}
