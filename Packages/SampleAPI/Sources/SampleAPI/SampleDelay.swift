import Foundation

/// The wait before one request is answered, run in a task of its own so that the session stays
/// free to serve other requests meanwhile.
///
/// When the wait ends, it tells its protocol, which then answers; when loading stops first, the
/// wait is cancelled and the protocol is not told.
final class SampleDelay: @unchecked Sendable {
  /// How far the wait has come.
  enum Phase {
    case waiting
    case elapsed
    case failed(any Error)
    case stopped
  }

  private let lock = NSLock()
  private var currentPhase = Phase.waiting
  private var task: Task<Void, Never>?
  /// The protocol to tell when the wait ends; `nil` once it has been told or loading stopped.
  private var urlProtocol: SampleURLProtocol?

  /// Creates a delay that tells `urlProtocol` when it ends.
  init(waking urlProtocol: SampleURLProtocol) {
    self.urlProtocol = urlProtocol
  }

  /// How far the wait has come.
  var phase: Phase {
    lock.withLock { currentPhase }
  }

  /// Waits with `wait`, then tells the protocol that the wait has elapsed, or failed with the
  /// error `wait` threw.
  func start(_ wait: @escaping @Sendable () async throws -> Void) {
    let task = Task {
      let outcome: Phase
      do {
        try await wait()
        outcome = .elapsed
      } catch {
        outcome = .failed(error)
      }
      let urlProtocol: SampleURLProtocol? = lock.withLock {
        guard case .waiting = currentPhase else { return nil }
        currentPhase = outcome
        defer { self.urlProtocol = nil }
        return self.urlProtocol
      }
      urlProtocol?.delayDidEnd()
    }
    let isWaiting = lock.withLock {
      guard case .waiting = currentPhase else { return false }
      self.task = task
      return true
    }
    if !isWaiting { task.cancel() }
  }

  /// Cancels the wait; the protocol is not told.
  func stop() {
    let task: Task<Void, Never>? = lock.withLock {
      guard case .waiting = currentPhase else { return nil }
      currentPhase = .stopped
      urlProtocol = nil
      defer { self.task = nil }
      return self.task
    }
    task?.cancel()
  }
}
