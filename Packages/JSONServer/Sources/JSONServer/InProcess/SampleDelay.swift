import Foundation
import Synchronization

/// The wait before one request is answered, run in a task of its own so that the session stays
/// free to serve other requests meanwhile.
///
/// When the wait ends, it tells its protocol, which then answers; when loading stops first, the
/// wait is cancelled and the protocol is not told.
final class SampleDelay: Sendable {
  /// How far the wait has come.
  enum Phase {
    case waiting
    case elapsed
    case failed(any Error)
    case stopped
  }

  // Unchecked: it holds the URL protocol, which Foundation does not mark Sendable; the protocol
  // is reached only under the mutex, and told once, from the delay's task.
  private struct State: @unchecked Sendable {
    var phase = Phase.waiting
    var task: Task<Void, Never>?
    /// The protocol to tell when the wait ends; `nil` once it has been told or loading stopped.
    var urlProtocol: SampleURLProtocol?
  }

  private let state: Mutex<State>

  init(waking urlProtocol: SampleURLProtocol) {
    state = Mutex(State(urlProtocol: urlProtocol))
  }

  var phase: Phase {
    state.withLock { $0.phase }
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
      let urlProtocol: SampleURLProtocol? = state.withLock { state in
        guard case .waiting = state.phase else { return nil }
        state.phase = outcome
        defer { state.urlProtocol = nil }
        return state.urlProtocol
      }
      urlProtocol?.delayDidEnd()
    }
    let isWaiting = state.withLock { state in
      guard case .waiting = state.phase else { return false }
      state.task = task
      return true
    }
    if !isWaiting { task.cancel() }
  }

  /// Cancels the wait; the protocol is not told.
  func stop() {
    let task: Task<Void, Never>? = state.withLock { state in
      guard case .waiting = state.phase else { return nil }
      state.phase = .stopped
      state.urlProtocol = nil
      defer { state.task = nil }
      return state.task
    }
    task?.cancel()
  }
}
