import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP socket bound to a free port of a loopback address, not yet listening.
struct LoopbackSocket {
  let descriptor: Int32
  let port: UInt16

  /// Binds a new socket to a free port of `address`, `127.0.0.1` or `::1`.
  init(address: String) throws {
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
    let descriptor = socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw POSIXError(.EIO) }
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    var boundLength = length
    let named = withUnsafeMutablePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(descriptor, $0, &boundLength)
      }
    }
    guard bound == 0, named == 0 else {
      close(descriptor)
      throw POSIXError(.EADDRINUSE)
    }
    let networkPort = withUnsafePointer(to: &storage) { pointer in
      isIPv6
        ? pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
        : pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
    }
    self.descriptor = descriptor
    port = UInt16(bigEndian: networkPort)
  }
}
