import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `text` to `descriptor`, again after an interrupted write and, for a
/// non-blocking descriptor, once it can take more; returns the error number when a write fails
/// (`EPIPE` when the reader went away), else `nil`.
@discardableResult
public func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  // The text's own bytes are written, without a copy.
  var text = text
  return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
}

/// Writes all of `bytes` to `descriptor` as ``writeAll(_:to:)-(String,_)`` writes text.
@discardableResult
public func writeAll(_ bytes: some ContiguousBytes, to descriptor: Int32) -> Int32? {
  bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
}

private func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
  var bytes = bytes
  while !bytes.isEmpty {
    let written = write(descriptor, bytes.baseAddress, bytes.count)
    if written < 0 {
      let error = errno
      if error == EINTR { continue }
      if error == EAGAIN || error == EWOULDBLOCK, waitUntilReady(descriptor, for: POLLOUT) {
        continue
      }
      return error
    }
    guard written > 0 else { return EIO }
    bytes = UnsafeRawBufferPointer(rebasing: bytes[written...])
  }
  return nil
}

/// Waits until `descriptor` is ready for `events`; false when it cannot be waited on.
func waitUntilReady(_ descriptor: Int32, for events: Int32) -> Bool {
  var request = pollfd(fd: descriptor, events: Int16(events), revents: 0)
  while true {
    let ready = poll(&request, 1, -1)
    if ready > 0 { return true }
    if ready < 0, errno == EINTR { continue }
    return false
  }
}
