import Synchronization

/// The outcome of one piece of work that several tasks wait for: the work runs once, in a task
/// of its own, whoever waits; each waiter may stop waiting when it is cancelled (its timeout
/// passed), and the work goes on for the others. The work runs detached, apart from the task
/// that started it: none of that task's task-local values (its deadline) bounds it.
final class SharedOutcome<Value: Sendable>: Sendable {
  private struct State {
    var outcome: Result<Value, any Error>?
    var waiters: [Int: CheckedContinuation<Value, any Error>] = [:]
    var nextWaiter = 0
  }

  private let state = Mutex(State())

  /// Starts `work` at once.
  init(_ work: @escaping @Sendable () async throws -> Value) {
    Task.detached { [self] in
      do {
        finish(.success(try await work()))
      } catch {
        finish(.failure(error))
      }
    }
  }

  /// The work's value, or its error; `CancellationError` when the waiting task is cancelled
  /// first.
  func value() async throws -> Value {
    let waiter = state.withLock { state in
      defer { state.nextWaiter &+= 1 }
      return state.nextWaiter
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let ready: Result<Value, any Error>? = state.withLock { state in
          if let outcome = state.outcome { return outcome }
          if Task.isCancelled { return .failure(CancellationError()) }
          state.waiters[waiter] = continuation
          return nil
        }
        if let ready {
          continuation.resume(with: ready)
        }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: waiter) }?
        .resume(throwing: CancellationError())
    }
  }

  private func finish(_ outcome: Result<Value, any Error>) {
    let waiters = state.withLock { state in
      state.outcome = outcome
      defer { state.waiters = [:] }
      return state.waiters
    }
    for waiter in waiters.values {
      waiter.resume(with: outcome)
    }
  }
}
