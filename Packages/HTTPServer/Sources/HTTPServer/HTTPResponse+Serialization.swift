extension HTTPResponse {
  /// The fields the server writes itself, whatever the handler set.
  private static let ownFields: Set<String> = [
    "content-length", "transfer-encoding", "connection", "date",
  ]

  /// The response as bytes on the wire: the status line, the fields with the server's own, and
  /// the body unless the request was `HEAD` or the status has none.
  func serialized(date: String, keepsAlive: Bool, answeringHead: Bool) -> [UInt8] {
    var text = "HTTP/1.1 \(status) \(HTTPStatus.reason(of: status))\r\n"
    for field in headers.fields where Self.isWritable(field) {
      text += "\(field.name): \(field.value)\r\n"
    }
    let forbidsBody = HTTPStatus.forbidsBody(status)
    if !forbidsBody {
      text += "Content-Length: \(body.count)\r\n"
    }
    text += "Date: \(date)\r\n"
    text += keepsAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n"
    var bytes = Array(text.utf8)
    if !forbidsBody && !answeringHead {
      bytes.append(contentsOf: body)
    }
    return bytes
  }

  private static func isWritable(_ field: (name: String, value: String)) -> Bool {
    !field.name.isEmpty
      && !field.name.utf8.contains { $0 <= 0x20 || $0 == 0x3A || $0 >= 0x7F }
      && !field.value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
      && !ownFields.contains(field.name.lowercased())
  }

  /// The interim answer to `Expect: 100-continue`.
  static let continueBytes = Array("HTTP/1.1 100 Continue\r\n\r\n".utf8)
}
