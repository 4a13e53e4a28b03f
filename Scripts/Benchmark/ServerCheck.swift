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
  guard
    let connection = loopbackConnection(
      port: server.port,
      sending: "POST /posts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 2\r\n\r\n{}",
      timeout: limit)
  else { return false }
  defer { close(connection) }
  var byte: UInt8 = 0
  return read(connection, &byte, 1) == 1
}
