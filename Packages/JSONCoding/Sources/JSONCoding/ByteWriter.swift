/// A growing run of bytes that its owner frees with ``deallocate()``: appending a byte is a
/// store and a count, without an array's uniqueness check.
struct ByteWriter {
  private(set) var start: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 4096) {
    self.capacity = Swift.max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  /// Frees the bytes; the writer is not used again.
  func deallocate() {
    start.deallocate()
  }

  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: start, count: count)
  }

  @inline(__always)
  mutating func reserve(_ extra: Int) {
    if count + extra > capacity {
      grow(to: count + extra)
    }
  }

  private mutating func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed {
      newCapacity *= 2
    }
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.update(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (start + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  mutating func append(_ literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  mutating func append(contentsOf text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  mutating func append(_ byte: UInt8, times: Int) {
    guard times > 0 else { return }
    reserve(times)
    (start + count).update(repeating: byte, count: times)
    count += times
  }

  /// Forgets the bytes written, keeping the room they took.
  mutating func removeAll() {
    count = 0
  }

  mutating func overwrite(at offset: Int, with source: UnsafeBufferPointer<UInt8>) {
    guard let base = source.baseAddress, !source.isEmpty else { return }
    (start + offset).update(from: base, count: source.count)
  }

  subscript(index: Int) -> UInt8 {
    get { start[index] }
    set { start[index] = newValue }
  }
}

extension ByteWriter {
  /// Appends `string` quoted, escaped as `JSONEncoder` and `JSON.stringify` escape it: `"` and
  /// `\` with a backslash, `/` too when `escapingSlashes`, the control characters as `\b`,
  /// `\f`, `\n`, `\r`, `\t` or `\u00XX`, everything else as itself; returns whether
  /// anything was escaped.
  @discardableResult
  mutating func appendQuoted(_ string: String, escapingSlashes: Bool) -> Bool {
    append(.quote)
    var string = string
    let escaped = string.withUTF8 { utf8 in
      var runStart = 0
      var escaped = false
      for index in utf8.indices {
        let byte = utf8[index]
        guard
          byte < 0x20 || byte == .quote || byte == .backslash
            || (byte == .slash && escapingSlashes)
        else { continue }
        escaped = true
        append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        runStart = index + 1
        append(.backslash)
        switch byte {
        case .quote, .backslash, .slash: append(byte)
        case 0x08: append(UInt8(ascii: "b"))
        case 0x0C: append(UInt8(ascii: "f"))
        case 0x0A: append(UInt8(ascii: "n"))
        case 0x0D: append(UInt8(ascii: "r"))
        case 0x09: append(UInt8(ascii: "t"))
        default:
          append("u00")
          append(Self.hexDigit(byte >> 4))
          append(Self.hexDigit(byte & 0xF))
        }
      }
      append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
      return escaped
    }
    append(.quote)
    return escaped
  }

  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? .zero + value : UInt8(ascii: "a") + value - 10
  }
}
