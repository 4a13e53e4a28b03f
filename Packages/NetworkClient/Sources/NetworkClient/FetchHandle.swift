import Dependencies
import Synchronization

/// A fetch started with a callback API, which the caller may cancel.
///
/// Once ``cancel()`` has returned, neither of the fetch's callbacks is called, unless one had
/// already started.
public final class FetchHandle: Sendable {
  private struct State: Sendable {
    var task: Task<Void, Never>?
    var isCancelled = false
    var hasDelivered = false
  }

  private let state = Mutex(State())

  init() {}

  public var isCancelled: Bool {
    state.withLock { $0.isCancelled }
  }

  /// Cancels the fetch: its request is cancelled and neither callback will be called. Calling
  /// it again, or after a callback was called, does nothing.
  public func cancel() {
    let task = state.withLock { state in
      state.isCancelled = true
      return state.task
    }
    task?.cancel()
  }

  /// Starts `operation` in a task that ``cancel()`` cancels.
  func start(_ operation: @escaping @Sendable () async -> Void) {
    state.withLock { state in
      guard !state.isCancelled else { return }
      state.task = Task(operation: operation)
    }
  }

  /// Returns once the fetch's task has ended; at once when it never started.
  func waitUntilFinished() async {
    await state.withLock { $0.task }?.value
  }

  /// Calls `callback` unless the fetch was cancelled or has called one already.
  func deliver(_ callback: () -> Void) {
    let shouldCall = state.withLock { state in
      defer { state.hasDelivered = true }
      return !state.isCancelled && !state.hasDelivered
    }
    if shouldCall {
      callback()
    }
  }
}
