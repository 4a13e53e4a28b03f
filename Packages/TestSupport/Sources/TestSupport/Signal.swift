import Foundation

/// A one-time event that tasks can wait for; once raised, it stays raised: for tests that hold
/// stubbed work until they release it, without sleeping.
public actor Signal {
  public private(set) var isRaised = false
  private var waiters: [UUID: CheckedContinuation<Void, Never>] = [:]

  /// Creates a signal that is not raised.
  public init() {}

  /// Raises the signal, releasing every waiting task.
  public func raise() {
    isRaised = true
    for waiter in waiters.values {
      waiter.resume()
    }
    waiters = [:]
  }

  /// Returns once the signal has been raised, or once the waiting task is cancelled.
  public func wait() async {
    guard !isRaised else { return }
    let id = UUID()
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if Task.isCancelled {
          continuation.resume()
        } else {
          waiters[id] = continuation
        }
      }
    } onCancel: {
      Task { await self.release(id) }
    }
  }

  private func release(_ id: UUID) {
    waiters.removeValue(forKey: id)?.resume()
  }
}
