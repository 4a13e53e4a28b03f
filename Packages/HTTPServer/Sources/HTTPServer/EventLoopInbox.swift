import Foundation

/// What other threads hand the event loop: the handler's answers, and requests to stop or to
/// check the timeouts. Each hand-over wakes the loop through a pipe, once until the loop takes it; the inbox owns
/// the pipe's writing end.
final class EventLoopInbox: @unchecked Sendable {
  /// What the loop takes at once.
  struct Mail {
    var responses: [(connection: UInt64, response: HTTPResponse)] = []
    var stopRequested = false
    var timeoutCheckRequested = false
  }

  private let lock = NSLock()
  private var mail = Mail()
  private var wakePending = false
  private var stopped = false
  private var stopWaiters: [CheckedContinuation<Void, Never>] = []
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
    lock.lock()
    defer { lock.unlock() }
    let taken = mail
    mail = Mail()
    wakePending = false
    return taken
  }

  /// Records that the loop has ended, closes the pipe's writing end, and resumes those waiting
  /// for the loop.
  func markStopped() {
    lock.lock()
    stopped = true
    Socket.close(wakeDescriptor)
    let waiters = stopWaiters
    stopWaiters = []
    lock.unlock()
    for waiter in waiters {
      waiter.resume()
    }
  }

  /// Returns once the loop has ended.
  func waitUntilStopped() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      if stopped {
        lock.unlock()
        continuation.resume()
      } else {
        stopWaiters.append(continuation)
        lock.unlock()
      }
    }
  }

  private func post(_ change: (inout Mail) -> Void) {
    lock.lock()
    defer { lock.unlock() }
    change(&mail)
    // Once stopped, the pipe is closed and its number may belong to another file.
    if !wakePending && !stopped {
      Socket.signalPipe(wakeDescriptor)
    }
    wakePending = true
  }
}
