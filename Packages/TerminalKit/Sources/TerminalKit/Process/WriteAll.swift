#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `text` to `descriptor`, again after an interrupted write; returns the error
/// number when a write fails (`EPIPE` when the reader went away), else `nil`.
@discardableResult
public func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  var bytes = Array(text.utf8)[...]
  while !bytes.isEmpty {
    let written = bytes.withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress, buffer.count)
    }
    if written < 0 {
      if errno == EINTR { continue }
      return errno
    }
    bytes = bytes.dropFirst(written)
  }
  return nil
}
