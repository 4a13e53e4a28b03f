import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket listening on a loopback address, 127.0.0.1 or ::1, on a free port, which,
/// once started, hands each connection it accepts to a closure on a thread of its own.
///
/// Only the accept loop closes the socket, after ``stop()`` has shut it down, so its descriptor
/// is never reused by another test while the loop can still accept on it.
public final class LoopbackListener: Sendable {
  /// The port the socket listens on.
  public let port: UInt16
  private let socket: Int32
  private let isStopped = Mutex(false)
  private let acceptEnded = DispatchSemaphore(value: 0)

  /// Listens on a free port of 127.0.0.1; connections wait in the backlog until
  /// ``start(serving:)``.
  public convenience init() throws {
    try self.init(address: "127.0.0.1")
  }

  /// Listens on a free port of `address`, a loopback address such as `127.0.0.1` or `::1`;
  /// connections wait in the backlog until ``start(serving:)``.
  public init(address: String) throws {
    let isIPv6 = address.contains(":")
    var storage = sockaddr_storage()
    let parsed = withUnsafeMutablePointer(to: &storage) { pointer -> Bool in
      if isIPv6 {
        return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { socketAddress in
          socketAddress.pointee.sin6_family = sa_family_t(AF_INET6)
          return inet_pton(AF_INET6, address, &socketAddress.pointee.sin6_addr) == 1
        }
      }
      return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { socketAddress in
        socketAddress.pointee.sin_family = sa_family_t(AF_INET)
        return inet_pton(AF_INET, address, &socketAddress.pointee.sin_addr) == 1
      }
    }
    guard parsed else { throw POSIXError(.EINVAL) }
    let length = socklen_t(
      isIPv6 ? MemoryLayout<sockaddr_in6>.size : MemoryLayout<sockaddr_in>.size)
    let socket = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EIO) }
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
    }
    guard bound == 0, listen(socket, 16) == 0 else {
      close(socket)
      throw POSIXError(.EADDRINUSE)
    }
    var boundLength = length
    _ = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(socket, $0, &boundLength)
      }
    }
    let networkPort = withUnsafePointer(to: &storage) { pointer in
      isIPv6
        ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
        : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
    }
    self.socket = socket
    port = UInt16(bigEndian: networkPort)
  }

  /// Accepts connections until ``stop()``, serving each with `serve`, which must close it.
  public func start(serving serve: @escaping @Sendable (_ connection: Int32) -> Void) {
    Thread.detachNewThread { [self] in acceptLoop(serve: serve) }
  }

  /// Stops accepting connections, and returns once connecting to ``port`` is refused.
  public func stop() {
    let wasStopped = isStopped.withLock { isStopped in
      defer { isStopped = true }
      return isStopped
    }
    guard !wasStopped else { return }
    shutdown(socket, Int32(SHUT_RDWR))
    _ = acceptEnded.wait(timeout: .now() + 10)
  }

  private func acceptLoop(serve: @escaping @Sendable (Int32) -> Void) {
    defer {
      close(socket)
      acceptEnded.signal()
    }
    while true {
      let connection = accept(socket, nil, nil)
      guard connection >= 0 else { return }
      guard !isStopped.withLock({ $0 }) else {
        close(connection)
        return
      }
      Thread.detachNewThread { serve(connection) }
    }
  }
}
