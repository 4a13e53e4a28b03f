import Foundation

/// A fetch started with a callback API, which the caller may cancel.
///
/// Once ``cancel()`` has returned, neither of the fetch's callbacks is called, unless one had
/// already started.
public final class FetchHandle: @unchecked Sendable {
  private let lock = NSLock()
  private var task: Task<Void, Never>?
  private var isCancelledValue = false
  private var hasDelivered = false

  init() {}

  /// Whether ``cancel()`` has been called.
  public var isCancelled: Bool {
    lock.withLock { isCancelledValue }
  }

  /// Cancels the fetch: its request is cancelled and neither callback will be called. Calling
  /// it again, or after a callback was called, does nothing.
  public func cancel() {
    let task = lock.withLock {
      isCancelledValue = true
      return self.task
    }
    task?.cancel()
  }

  /// Starts `operation` in a task that ``cancel()`` cancels.
  func start(_ operation: @escaping @Sendable () async -> Void) {
    lock.withLock {
      guard !isCancelledValue else { return }
      task = Task(operation: operation)
    }
  }

  /// Returns once the fetch's task has ended; at once when it never started.
  func waitUntilFinished() async {
    await lock.withLock { task }?.value
  }

  /// Calls `callback` unless the fetch was cancelled or has called one already.
  func deliver(_ callback: () -> Void) {
    let shouldCall = lock.withLock {
      defer { hasDelivered = true }
      return !isCancelledValue && !hasDelivered
    }
    if shouldCall {
      callback()
    }
  }
}
