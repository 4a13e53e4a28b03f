// A request written whole to a server on 127.0.0.1, and what it answers: for the cases that
// talk HTTP to a server themselves, with no client library between.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A connection to 127.0.0.1 at `port` on which `request` was written whole, whose reads give
/// up after `timeout` seconds; `nil` when it could not be made or written.
func loopbackConnection(port: UInt16, sending request: String, timeout: Int) -> Int32? {
  let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard connection >= 0 else { return nil }
  var limit = timeval(tv_sec: timeout, tv_usec: 0)
  setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  address.sin_port = port.bigEndian
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
    }
  }
  let bytes = Array(request.utf8)
  guard connected, send(connection, bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count
  else {
    close(connection)
    return nil
  }
  return connection
}

/// `GET path`, asking the server to close the connection after its answer.
func closingGet(_ path: String) -> String {
  "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
}

/// What the server sends on `connection` until it closes it or a read gives up.
func readToEnd(_ connection: Int32) -> [UInt8] {
  var received: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = recv(connection, &buffer, buffer.count, 0)
    guard count > 0 else { return received }
    received.append(contentsOf: buffer[..<count])
  }
}
