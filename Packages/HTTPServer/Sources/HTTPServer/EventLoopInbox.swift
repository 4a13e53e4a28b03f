import Foundation
import Synchronization

/// What other threads hand the event loop: the handler's answers, and requests to stop or to
/// check the timeouts. Each hand-over wakes the loop through a pipe, once until the loop takes it; the inbox owns
/// the pipe's writing end.
final class EventLoopInbox: Sendable {
  /// What the loop takes at once.
  struct Mail {
    var responses: [(connection: UInt64, response: HTTPResponse)] = []
    var stopRequested = false
    var timeoutCheckRequested = false
  }

  private struct State {
    var mail = Mail()
    var wakePending = false
    var stopped = false
    var stopWaiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())
  private let wakeDescriptor: Int32

  /// Creates an inbox that wakes the loop by writing to `wakeDescriptor`.
  init(wakeDescriptor: Int32) {
    self.wakeDescriptor = wakeDescriptor
  }

  /// Hands the loop the handler's answer for a connection.
  func deliver(_ response: HTTPResponse, to connection: UInt64) {
    post { $0.responses.append((connection, response)) }
  }

  /// Asks the loop to stop accepting and to end once the requests in flight are answered.
  func requestStop() {
    post { $0.stopRequested = true }
  }

  /// Wakes the loop, for work that arrived by another way.
  func wake() {
    post { _ in }
  }

  /// Asks the loop to check its connections' timeouts now.
  func requestTimeoutCheck() {
    post { $0.timeoutCheckRequested = true }
  }

  /// Takes what was handed over since the last time.
  func take() -> Mail {
    state.withLock { state in
      let taken = state.mail
      state.mail = Mail()
      state.wakePending = false
      return taken
    }
  }

  /// Records that the loop has ended, closes the pipe's writing end, and resumes those waiting
  /// for the loop.
  func markStopped() {
    let waiters = state.withLock { state in
      state.stopped = true
      Socket.close(wakeDescriptor)
      defer { state.stopWaiters = [] }
      return state.stopWaiters
    }
    for waiter in waiters {
      waiter.resume()
    }
  }

  /// Returns once the loop has ended.
  func waitUntilStopped() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let stopped = state.withLock { state in
        if !state.stopped {
          state.stopWaiters.append(continuation)
        }
        return state.stopped
      }
      if stopped {
        continuation.resume()
      }
    }
  }

  private func post(_ change: (inout Mail) -> Void) {
    state.withLock { state in
      change(&state.mail)
      // Once stopped, the pipe is closed and its number may belong to another file.
      if !state.wakePending && !state.stopped {
        Socket.signalPipe(wakeDescriptor)
      }
      state.wakePending = true
    }
  }
}
