import Dependencies
import Dispatch
import Foundation
import HTTPClient
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One ``Transport/load(_:host:limit:followsRedirects:)`` call: the caller waiting for it, its session task,
/// and whether it was cancelled.
///
/// The caller is resumed exactly once, by the task's outcome or by the cancellation, whichever
/// comes first; once cancelled, the call ends with `URLError(.cancelled)` even if a response
/// comes in. ``cancel()`` runs inside a task's cancellation handler, so it never waits: the
/// caller is resumed on `cancellationQueue`.
///
/// A session task that has started is left to finish on Linux, its answer dropped: there,
/// `URLSessionTask.cancel()` racing the task's own completion can stop the process
/// (FoundationNetworking then looks the finished task up in its registry and traps). Elsewhere
/// it is cancelled. A task made after the call was cancelled is cancelled before it starts,
/// which is safe everywhere.
final class PendingLoad: Sendable {
  /// The caller still waiting, the session task, and whether the call was cancelled.
  private struct State: Sendable {
    var continuation: CheckedContinuation<(Data, URLResponse), any Error>?
    var task: URLSessionDataTask?
    var isCancelled = false
  }

  private let state = Mutex(State())
  private let cancellationQueue: DispatchQueue

  /// Creates the state of a call that has not started, to be cancelled on `cancellationQueue`:
  /// by default a serial queue of its own, outside the concurrency pool, since cancelling a
  /// session task waits for its session.
  init(cancellationQueue: DispatchQueue = DispatchQueue(label: "NetworkClient.PendingLoad")) {
    self.cancellationQueue = cancellationQueue
  }

  /// Whether the caller stopped waiting: what the task delivers after that is of no use.
  var isCancelled: Bool {
    state.withLock { $0.isCancelled }
  }

  /// Keeps `continuation` to resume later and returns `true`; when the call is already
  /// cancelled, resumes it with `URLError(.cancelled)` at once and returns `false`.
  func install(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
    let isCancelled = state.withLock { state in
      if !state.isCancelled {
        state.continuation = continuation
      }
      return state.isCancelled
    }
    if isCancelled {
      continuation.resume(throwing: URLError(.cancelled))
    }
    return !isCancelled
  }

  /// Starts `task`, or cancels it when the call was cancelled while it was being made.
  func attach(_ task: URLSessionDataTask) {
    let isCancelled = state.withLock { state in
      if !state.isCancelled {
        state.task = task
      }
      return state.isCancelled
    }
    if isCancelled {
      task.cancel()
    } else {
      task.resume()
    }
  }

  /// Resumes the caller with the session task's `outcome`, or with `URLError(.cancelled)` when
  /// the call was cancelled first.
  func finish(_ outcome: Result<(Data, URLResponse), any Error>) {
    let (continuation, isCancelled) = state.withLock { state in
      defer {
        state.continuation = nil
        state.task = nil
      }
      return (state.continuation, state.isCancelled)
    }
    continuation?.resume(with: isCancelled ? .failure(URLError(.cancelled)) : outcome)
  }

  /// Records the cancellation and, on `cancellationQueue`, resumes the caller with
  /// `URLError(.cancelled)` (and, except on Linux, cancels the session task).
  func cancel() {
    state.withLock { $0.isCancelled = true }
    cancellationQueue.async { self.abandon() }
  }

  private func abandon() {
    let continuation = state.withLock { state in
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(throwing: URLError(.cancelled))
    #if !canImport(FoundationNetworking)
      let task = state.withLock { state in
        defer { state.task = nil }
        return state.task
      }
      task?.cancel()
    #endif
  }
}
