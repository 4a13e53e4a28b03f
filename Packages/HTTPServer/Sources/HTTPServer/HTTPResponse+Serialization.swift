extension HTTPResponse {
  /// The response as bytes on the wire: the status line, the fields with the server's own, and
  /// the body unless the request was `HEAD` or the status has none; for a response whose body
  /// is a file, the head alone.
  func serialized(date: String, keepsAlive: Bool, answeringHead: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    writeHead(into: &bytes, date: date, keepsAlive: keepsAlive)
    if sendsBody(answeringHead: answeringHead) {
      bytes.append(contentsOf: body)
    }
    return bytes
  }

  /// Whether the body goes on the wire: not in answer to `HEAD`, nor with a status that has none.
  func sendsBody(answeringHead: Bool) -> Bool {
    !answeringHead && !HTTPStatus.forbidsBody(status)
  }

  /// Replaces what `bytes` holds with the status line and the fields with the server's own, up
  /// to the blank line that ends them; `bytes` keeps its capacity, so that a buffer used again
  /// allocates nothing.
  func writeHead(into bytes: inout [UInt8], date: String, keepsAlive: Bool) {
    let forbidsBody = HTTPStatus.forbidsBody(status)
    bytes.removeAll(keepingCapacity: true)
    bytes.reserveCapacity(256 + headers.fields.count * 48)
    bytes.append(contentsOf: "HTTP/1.1 ".utf8)
    Self.appendDecimal(status, to: &bytes)
    bytes.append(UInt8(ascii: " "))
    bytes.append(contentsOf: HTTPStatus.reason(of: status).utf8)
    bytes.append(contentsOf: Self.lineEnd)
    for field in headers.fields where Self.isWritable(field) {
      bytes.append(contentsOf: field.name.utf8)
      bytes.append(contentsOf: Self.separator)
      bytes.append(contentsOf: field.value.utf8)
      bytes.append(contentsOf: Self.lineEnd)
    }
    if !forbidsBody {
      bytes.append(contentsOf: "Content-Length: ".utf8)
      Self.appendDecimal(bodyCount, to: &bytes)
      bytes.append(contentsOf: Self.lineEnd)
    }
    bytes.append(contentsOf: "Date: ".utf8)
    bytes.append(contentsOf: date.utf8)
    bytes.append(contentsOf: Self.lineEnd)
    bytes.append(
      contentsOf: keepsAlive
        ? "Connection: keep-alive\r\n\r\n".utf8 : "Connection: close\r\n\r\n".utf8)
  }

  private static let lineEnd: [UInt8] = [13, 10]
  private static let separator: [UInt8] = [UInt8(ascii: ":"), UInt8(ascii: " ")]

  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    guard value > 0 else {
      bytes.append(contentsOf: String(value).utf8)
      return
    }
    let start = bytes.count
    var rest = value
    while rest > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    bytes[start...].reverse()
  }

  private static func isWritable(_ field: (name: String, value: String)) -> Bool {
    guard !field.name.isEmpty,
      !contains(field.name, where: { $0 <= 0x20 || $0 == 0x3A || $0 >= 0x7F }),
      !contains(field.value, where: { $0 == 0x0D || $0 == 0x0A || $0 == 0 })
    else { return false }
    return !isOwnField(field.name)
  }

  /// Whether `name` is one of the fields the server writes itself, whatever the handler set.
  private static func isOwnField(_ name: String) -> Bool {
    // Told apart by length first: most names are none of them.
    switch name.utf8.count {
    case 4: HTTPHeaders.same(name, "date")
    case 10: HTTPHeaders.same(name, "connection")
    case 14: HTTPHeaders.same(name, "content-length")
    case 17: HTTPHeaders.same(name, "transfer-encoding")
    default: false
    }
  }

  /// Whether a byte of `text` satisfies `predicate`, read from the string's own storage when it
  /// has one.
  private static func contains(_ text: String, where predicate: (UInt8) -> Bool) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { $0.contains(where: predicate) }
      ?? text.utf8.contains(where: predicate)
  }

  /// The interim answer to `Expect: 100-continue`.
  static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}
