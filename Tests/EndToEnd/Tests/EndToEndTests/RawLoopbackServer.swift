import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP server on 127.0.0.1 that answers with whatever bytes a test scripts, valid HTTP or
/// not: for the end-to-end tests of hostile servers.
///
/// Each request is read whole (its head, then `Content-Length` bytes of body) and recorded;
/// `respond` gets it with the number of earlier requests for the same method and path, and
/// its ``Reply`` says what to send and whether to keep the connection open afterwards.
final class RawLoopbackServer: @unchecked Sendable {
  /// A request as the server read it.
  struct Request: Sendable, Hashable {
    var method: String
    var path: String
    var body: String
    /// The header fields, names lowercased.
    var headers: [String: String] = [:]
  }

  /// What to send back.
  enum Reply: Sendable {
    /// These bytes, then the connection is closed.
    case bytes(Data)
    /// These bytes, then nothing more: the connection stays open until ``stop()``.
    case hold(Data)

    /// A well-formed response with `status`, `headers` and `body`.
    static func http(
      _ status: Int, headers: [String: String] = [:], body: String = ""
    ) -> Reply {
      let payload = Data(body.utf8)
      var head = "HTTP/1.1 \(status) Status\r\n"
      var allHeaders = ["Content-Type": "application/json; charset=utf-8"]
      allHeaders.merge(headers) { _, new in new }
      for (name, value) in allHeaders.sorted(by: { $0.key < $1.key }) {
        head += "\(name): \(value)\r\n"
      }
      head += "Content-Length: \(payload.count)\r\nConnection: close\r\n\r\n"
      return .bytes(Data(head.utf8) + payload)
    }
  }

  let port: UInt16
  private let listener: LoopbackListener
  private let respond: @Sendable (_ request: Request, _ earlier: Int) -> Reply
  private let lock = NSLock()
  private var requests: [Request] = []
  private var heldConnections: [Int32] = []
  private let requestArrived = DispatchSemaphore(value: 0)

  /// The root URL to pass to `--base-url`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The requests received so far, in order.
  var receivedRequests: [Request] {
    lock.withLock { requests }
  }

  init(respond: @escaping @Sendable (_ request: Request, _ earlier: Int) -> Reply) throws {
    self.respond = respond
    listener = try LoopbackListener()
    port = listener.port
    listener.start { [self] connection in serve(connection) }
  }

  /// Waits until a request has arrived, at most `timeout` seconds; false when none did.
  func waitForRequest(timeout: TimeInterval) -> Bool {
    requestArrived.wait(timeout: .now() + timeout) == .success
  }

  /// Stops accepting connections and closes the held ones.
  func stop() {
    listener.stop()
    let held = lock.withLock {
      defer { heldConnections = [] }
      return heldConnections
    }
    for connection in held {
      shutdown(connection, Int32(SHUT_RDWR))
      close(connection)
    }
  }

  private func serve(_ connection: Int32) {
    guard let request = Self.readRequest(from: connection) else {
      close(connection)
      return
    }
    let earlier = lock.withLock {
      defer { requests.append(request) }
      return requests.filter { $0.method == request.method && $0.path == request.path }.count
    }
    requestArrived.signal()
    switch respond(request, earlier) {
    case .bytes(let bytes):
      Self.send(bytes, to: connection)
      close(connection)
    case .hold(let bytes):
      Self.send(bytes, to: connection)
      lock.withLock { heldConnections.append(connection) }
    }
  }

  /// Reads a request's head and its `Content-Length` bytes of body; `nil` when the client
  /// closed the connection first.
  private static func readRequest(from connection: Int32) -> Request? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let separator = Data("\r\n\r\n".utf8)
    while received.range(of: separator) == nil {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    guard let end = received.range(of: separator) else { return nil }
    let head = String(decoding: received[..<end.lowerBound], as: UTF8.self)
    var body = Data(received[end.upperBound...])
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.first?.split(separator: " ") ?? []
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      headers[parts[0].lowercased()] = parts[1].trimmingCharacters(in: .whitespaces)
    }
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    while body.count < min(length, 1 << 20) {
      let count = read(connection, &buffer, min(buffer.count, length - body.count))
      guard count > 0 else { return nil }
      body.append(contentsOf: buffer[0..<count])
    }
    return Request(
      method: requestLine.first.map(String.init) ?? "",
      path: requestLine.dropFirst().first.map(String.init) ?? "",
      body: String(decoding: body, as: UTF8.self),
      headers: headers
    )
  }

  private static func send(_ bytes: Data, to connection: Int32) {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = Glibc.send(
          connection, raw.baseAddress.map { $0 + offset }, raw.count - offset,
          Int32(MSG_NOSIGNAL))
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
