// A listening socket on 127.0.0.1, on a port the system picks, for the benchmark's own servers.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A socket listening on 127.0.0.1 at ``port``, a free port the system picked. Its connections
/// are accepted once ``acceptConnections(_:)`` is called, until ``stop()``.
final class LoopbackListener: Sendable {
  let port: UInt16
  private let socket: Int32

  /// Binds and listens (a backlog of 16); `nil` when the socket cannot be set up.
  init?() {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    guard bound == 0, named == 0, listen(socket, 16) == 0 else {
      close(socket)
      return nil
    }
    self.socket = socket
    port = UInt16(bigEndian: address.sin_port)
  }

  /// Accepts connections on a thread of its own until ``stop()``, and hands each to `serve` on
  /// a thread of its own, which is to close it.
  func acceptConnections(_ serve: @escaping @Sendable (Int32) -> Void) {
    Thread.detachNewThread { [socket] in
      while true {
        let connection = accept(socket, nil, nil)
        guard connection >= 0 else { return }
        Thread.detachNewThread { serve(connection) }
      }
    }
  }

  /// Stops listening: the accepting thread ends.
  func stop() {
    shutdown(socket, Int32(SHUT_RDWR))
    close(socket)
  }
}
