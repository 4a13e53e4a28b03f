import Foundation
import Synchronization

/// A point where stubbed work waits until the test opens it, or until its task is cancelled.
///
/// Tests use it to hold a request in flight without sleeping: `arrivals` yields each time a task
/// reaches the gate, so the test knows the request has started before it cancels or opens.
public final class Gate: Sendable {
  /// Yields once for every task that reaches the gate.
  public let arrivals: AsyncStream<Void>

  private let arrivalsContinuation: AsyncStream<Void>.Continuation
  private struct State {
    var isOpen = false
    var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
    var nextWaiter = 0
    var cancellationCount = 0
  }

  private let state = Mutex(State())

  /// Creates a closed gate.
  public init() {
    (arrivals, arrivalsContinuation) = AsyncStream.makeStream(of: Void.self)
  }

  public var cancellations: Int {
    state.withLock { $0.cancellationCount }
  }

  /// Waits until the gate is open; throws `CancellationError` if the task is cancelled first.
  public func pass() async throws {
    let waiter = state.withLock { state in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.isOpen {
            return .success(())
          }
          if Task.isCancelled {
            state.cancellationCount += 1
            return .failure(CancellationError())
          }
          state.waiters[waiter] = continuation
          return nil
        }
        arrivalsContinuation.yield()
        if let outcome {
          continuation.resume(with: outcome)
        }
      }
    } onCancel: {
      let continuation = state.withLock { state in
        let continuation = state.waiters.removeValue(forKey: waiter)
        if continuation != nil {
          state.cancellationCount += 1
        }
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Lets every waiting task and every later one through.
  public func open() {
    let waiting = state.withLock { state in
      state.isOpen = true
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    for continuation in waiting {
      continuation.resume()
    }
  }
}
