#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A stretch of an open file to send as a response's body (``HTTPResponse/file``): the server
/// reads it a piece at a time as the client takes it, so that a large file is never held in
/// memory, and closes the file once the body is sent or dropped.
///
/// The bytes are read from the file the descriptor names, whatever happens to its path
/// meanwhile. A file that ends before ``count`` bytes have been sent (it was cut short while
/// being sent) ends the connection, so that the client sees a short body rather than a wrong
/// one.
public final class HTTPFileBody: Sendable, Hashable {
  /// The open file, which this body owns and closes.
  let descriptor: Int32
  /// Where the body starts in the file, in bytes.
  public let offset: Int
  /// How many bytes the body has.
  public let count: Int

  /// Takes `descriptor`, a file open for reading that the body closes when it is released, to
  /// send `count` bytes of it from `offset`.
  public init(descriptor: Int32, offset: Int = 0, count: Int) {
    self.descriptor = descriptor
    self.offset = max(offset, 0)
    self.count = max(count, 0)
  }

  deinit {
    _ = close(descriptor)
  }

  /// Reads the body's bytes from `position` (0 is its first byte) into `buffer`, as many as fit
  /// and remain; the count read, 0 when the file ends early, `nil` when it cannot be read.
  func read(from position: Int, into buffer: UnsafeMutableRawBufferPointer) -> Int? {
    let wanted = min(buffer.count, count - position)
    guard wanted > 0 else { return 0 }
    while true {
      let got = pread(descriptor, buffer.baseAddress, wanted, off_t(offset + position))
      if got >= 0 { return got }
      if errno != EINTR { return nil }
    }
  }

  public static func == (lhs: HTTPFileBody, rhs: HTTPFileBody) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
