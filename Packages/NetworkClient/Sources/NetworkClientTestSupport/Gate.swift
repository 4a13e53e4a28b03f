import Foundation

/// A point where stubbed work waits until the test opens it, or until its task is cancelled.
///
/// Tests use it to hold a request in flight without sleeping: `arrivals` yields each time a task
/// reaches the gate, so the test knows the request has started before it cancels or opens.
public final class Gate: @unchecked Sendable {
  /// Yields once for every task that reaches the gate.
  public let arrivals: AsyncStream<Void>

  private let arrivalsContinuation: AsyncStream<Void>.Continuation
  private let lock = NSLock()
  private var isOpen = false
  private var waiters: [Int: CheckedContinuation<Void, any Error>] = [:]
  private var nextWaiter = 0
  private var cancellationCount = 0

  public init() {
    (arrivals, arrivalsContinuation) = AsyncStream.makeStream(of: Void.self)
  }

  /// How many waiting tasks were cancelled.
  public var cancellations: Int {
    lock.withLock { cancellationCount }
  }

  /// Waits until the gate is open; throws `CancellationError` if the task is cancelled first.
  public func pass() async throws {
    let waiter = lock.withLock {
      nextWaiter += 1
      return nextWaiter
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = lock.withLock {
          if isOpen {
            return .success(())
          }
          if Task.isCancelled {
            cancellationCount += 1
            return .failure(CancellationError())
          }
          waiters[waiter] = continuation
          return nil
        }
        arrivalsContinuation.yield()
        if let outcome {
          continuation.resume(with: outcome)
        }
      }
    } onCancel: {
      let continuation = lock.withLock {
        let continuation = waiters.removeValue(forKey: waiter)
        if continuation != nil {
          cancellationCount += 1
        }
        return continuation
      }
      continuation?.resume(throwing: CancellationError())
    }
  }

  /// Lets every waiting task and every later one through.
  public func open() {
    let waiting = lock.withLock {
      isOpen = true
      defer { waiters.removeAll() }
      return Array(waiters.values)
    }
    for continuation in waiting {
      continuation.resume()
    }
  }
}
