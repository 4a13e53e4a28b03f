import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket listening on a loopback address, 127.0.0.1 or ::1, on a free port, which,
/// once started, hands each connection it accepts to a closure on a thread of its own.
///
/// Once started, only the accept loop closes the socket, after ``stop()`` has shut it down, so
/// its descriptor is never reused by another test while the loop can still accept on it.
public final class LoopbackListener: Sendable {
  public let port: UInt16
  private let socket: Int32
  private struct State {
    var isStarted = false
    var isStopped = false
  }

  private let state = Mutex(State())
  private let acceptEnded = DispatchSemaphore(value: 0)

  /// Listens on a free port of 127.0.0.1; connections wait in the backlog until
  /// ``start(serving:)``.
  public convenience init() throws {
    try self.init(address: "127.0.0.1")
  }

  /// Listens on a free port of `address`, a loopback address such as `127.0.0.1` or `::1`;
  /// connections wait in the backlog until ``start(serving:)``.
  public init(address: String) throws {
    let bound = try LoopbackSocket(address: address)
    guard listen(bound.descriptor, 16) == 0 else {
      close(bound.descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    socket = bound.descriptor
    port = bound.port
  }

  /// Accepts connections until ``stop()``, serving each with `serve`, which must close it.
  public func start(serving serve: @escaping @Sendable (_ connection: Int32) -> Void) {
    let isStarting = state.withLock { state in
      defer { state.isStarted = true }
      return !state.isStarted && !state.isStopped
    }
    guard isStarting else { return }
    Thread.detachNewThread { [self] in acceptLoop(serve: serve) }
  }

  /// Stops accepting connections, and returns once connecting to ``port`` is refused.
  public func stop() {
    let (wasStopped, wasStarted) = state.withLock { state in
      defer { state.isStopped = true }
      return (state.isStopped, state.isStarted)
    }
    guard !wasStopped else { return }
    guard wasStarted else {
      close(socket)
      return
    }
    // Wakes the accept loop, which then closes the socket.
    shutdown(socket, Int32(SHUT_RDWR))
    acceptEnded.wait()
  }

  private func acceptLoop(serve: @escaping @Sendable (Int32) -> Void) {
    defer {
      close(socket)
      acceptEnded.signal()
    }
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      guard !state.withLock({ $0.isStopped }) else {
        close(connection)
        return
      }
      Thread.detachNewThread { serve(connection) }
    }
  }
}
