import Foundation
import Synchronization

/// What other threads hand the event loop: the handler's answers, connections accepted for it by
/// another loop, and requests to stop or to check the timeouts. Each hand-over wakes the loop through a pipe, once until the loop takes it; the inbox owns
/// the pipe's writing end.
final class EventLoopInbox: Sendable {
  /// What the loop takes at once.
  struct Mail {
    var responses: [(connection: UInt64, response: HTTPResponse)] = []
    var connections: [(descriptor: Int32, acceptedAt: Duration)] = []
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

  init(wakeDescriptor: Int32) {
    self.wakeDescriptor = wakeDescriptor
  }

  func deliver(_ response: HTTPResponse, to connection: UInt64) {
    post { $0.responses.append((connection, response)) }
  }

  /// Hands the loop a connection, accepted at `acceptedAt`, to serve from now on; once the loop
  /// has ended, closes it.
  func adopt(_ descriptor: Int32, acceptedAt: Duration) {
    let taken = state.withLock { state in
      guard !state.stopped else { return false }
      state.mail.connections.append((descriptor, acceptedAt))
      wakeOnce(&state)
      return true
    }
    if !taken { Socket.close(descriptor) }
  }

  /// Asks the loop to stop accepting and to end once the requests in flight are answered.
  func requestStop() {
    post { $0.stopRequested = true }
  }

  /// Wakes the loop, for work that arrived by another way.
  func wake() {
    post { _ in }
  }

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

  /// Records that the loop has ended, closes the pipe's writing end and any connection handed
  /// over that the loop did not take, and resumes those waiting for the loop.
  func markStopped() {
    let waiters = state.withLock { state in
      state.stopped = true
      Socket.close(wakeDescriptor)
      for connection in state.mail.connections {
        Socket.close(connection.descriptor)
      }
      state.mail.connections = []
      defer { state.stopWaiters = [] }
      return state.stopWaiters
    }
    for waiter in waiters {
      waiter.resume()
    }
  }

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
      wakeOnce(&state)
    }
  }

  private func wakeOnce(_ state: inout State) {
    // Once stopped, the pipe is closed and its number may belong to another file.
    if !state.wakePending && !state.stopped {
      Socket.signalPipe(wakeDescriptor)
    }
    state.wakePending = true
  }
}
