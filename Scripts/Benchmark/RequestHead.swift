// Reading a request's head on a connection that one of the benchmark's own servers accepted.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads `connection`, `buffer.count` bytes at most at a time into `buffer`, until what it read
/// holds the blank line that ends a request's head; that, with whatever of the body came with
/// it, or `nil` when the connection ended or failed first.
func readRequestHead(from connection: Int32, through buffer: inout [UInt8]) -> Data? {
  var head = Data()
  let end = Data("\r\n\r\n".utf8)
  while head.range(of: end) == nil {
    let read = recv(connection, &buffer, buffer.count, 0)
    guard read > 0 else { return nil }
    head.append(contentsOf: buffer[..<read])
  }
  return head
}
