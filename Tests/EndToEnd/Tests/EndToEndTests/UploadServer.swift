import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A server on 127.0.0.1 that takes uploads as a file store does: a `GET` is answered `[]`, a
/// write `201` with `{"id": 1}` once its whole body is read. Before it reads a write's body it
/// runs `beforeBody`, so that a test can hold an upload halfway (the client blocks once the
/// connection's buffers are full) until it has seen its progress.
final class UploadServer: Sendable {
  /// A request as the server read it.
  struct Request: Sendable {
    var method: String
    var path: String
    /// The header fields, names lowercased.
    var headers: [String: String]
    var body: Data
  }

  private let listener: LoopbackListener
  private let received = LockedValue<[Request]>([])

  /// The root URL to pass to `--base-url`.
  var baseURL: String { "http://127.0.0.1:\(listener.port)" }

  /// The requests read whole so far, in order.
  var requests: [Request] { received.current }

  /// A server that runs `beforeBody` before it reads a write's body, then reads it 64 KiB at a
  /// time, waiting `pause` seconds after each read (none by default): a slow link.
  init(pause: Double = 0, beforeBody: @escaping @Sendable () -> Void = {}) throws {
    listener = try LoopbackListener()
    listener.start { [received] connection in
      defer { close(connection) }
      guard let (head, rest) = Self.readHead(connection) else { return }
      let lines = head.components(separatedBy: "\r\n")
      let start = (lines.first ?? "").split(separator: " ").map(String.init)
      var headers: [String: String] = [:]
      for line in lines.dropFirst() {
        guard let colon = line.firstIndex(of: ":") else { continue }
        headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
          .trimmingCharacters(in: .whitespaces)
      }
      let method = start.first ?? ""
      let length = Int(headers["content-length"] ?? "") ?? 0
      if method != "GET", length > 0 { beforeBody() }
      var body = rest
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while body.count < length {
        let read = recv(connection, &buffer, min(buffer.count, length - body.count), 0)
        guard read > 0 else { return }
        body.append(contentsOf: buffer[..<read])
        if pause > 0 { Thread.sleep(forTimeInterval: pause) }
      }
      received.withLock {
        $0.append(
          Request(method: method, path: start.dropFirst().first ?? "", headers: headers, body: body)
        )
      }
      let answer = method == "GET" ? "[]" : #"{"id": 1, "title": "Cover"}"#
      let status = method == "GET" ? "200 OK" : "201 Created"
      let response =
        "HTTP/1.1 \(status)\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(answer.utf8.count)\r\nConnection: close\r\n\r\n\(answer)"
      _ = response.utf8CString.withUnsafeBufferPointer {
        send(connection, $0.baseAddress, $0.count - 1, Int32(MSG_NOSIGNAL))
      }
    }
  }

  deinit {
    listener.stop()
  }

  /// The request's head, and the bytes of the body read with it.
  private static func readHead(_ connection: Int32) -> (String, Data)? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end = Data("\r\n\r\n".utf8)
    while data.range(of: end) == nil {
      let read = recv(connection, &buffer, buffer.count, 0)
      guard read > 0 else { return nil }
      data.append(contentsOf: buffer[..<read])
    }
    guard let range = data.range(of: end) else { return nil }
    return (String(decoding: data[..<range.lowerBound], as: UTF8.self), data[range.upperBound...])
  }
}
