// A check of the loopback server itself, run before the cases that depend on it: a request whose
// head and body come in one read must be answered. A client may send them in one segment, and a
// server thread that reads late gets both at once even when they were sent apart.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Whether `server` answers, within `limit` seconds, a POST whose head and body are written to
/// it at once.
func answersRequestWrittenAtOnce(_ server: Server, limit: Int = 5) -> Bool {
  let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard connection >= 0 else { return false }
  defer { close(connection) }
  var timeout = timeval(tv_sec: limit, tv_usec: 0)
  setsockopt(
    connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  address.sin_port = server.port.bigEndian
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
    }
  }
  let request = Array(
    "POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}".utf8)
  guard connected, write(connection, request, request.count) == request.count else {
    return false
  }
  var byte: UInt8 = 0
  return read(connection, &byte, 1) == 1
}
