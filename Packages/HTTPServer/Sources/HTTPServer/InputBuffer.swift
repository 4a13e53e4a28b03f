/// The bytes a connection has received and not yet parsed, consumed from the front.
struct InputBuffer {
  private(set) var bytes: [UInt8] = []
  /// The index of the first byte not yet consumed.
  private(set) var start = 0

  var unread: ArraySlice<UInt8> { bytes[start...] }

  /// How many bytes are not yet consumed.
  var count: Int { bytes.count - start }

  var isEmpty: Bool { start == bytes.count }

  mutating func append(_ received: UnsafeRawBufferPointer) {
    if start > 0, start >= bytes.count / 2 {
      bytes.removeSubrange(0..<start)
      start = 0
    }
    bytes.append(contentsOf: received)
  }

  mutating func consume(_ count: Int) {
    start = min(start + count, bytes.count)
    if start == bytes.count {
      bytes.removeAll(keepingCapacity: bytes.capacity <= 65_536)
      start = 0
    }
  }
}
