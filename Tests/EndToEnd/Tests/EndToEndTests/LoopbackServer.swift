import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 for end-to-end tests: it answers each request with
/// what `respond` returns for its path, then closes the connection. When `respond` returns
/// `nil`, the request is left unanswered, its connection open until ``stop()``.
final class LoopbackServer: @unchecked Sendable {
  struct Response: Sendable {
    var status: Int
    var contentType = "application/json; charset=utf-8"
    var body: String
  }

  let port: UInt16
  private let listener: LoopbackListener
  private let respond: @Sendable (_ path: String) -> Response?
  private let lock = NSLock()
  private var paths: [String] = []
  private var requestLines: [String] = []
  private var heldConnections: [Int32] = []
  private let requestArrived = DispatchSemaphore(value: 0)

  /// The root URL to pass to `--base-url`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The request paths received so far, in order.
  var receivedPaths: [String] {
    lock.lock()
    defer { lock.unlock() }
    return paths
  }

  /// The requests received so far, in order, as method and path: `POST /users`.
  var receivedRequests: [String] {
    lock.withLock { requestLines }
  }

  init(respond: @escaping @Sendable (_ path: String) -> Response?) throws {
    self.respond = respond
    listener = try LoopbackListener()
    port = listener.port
    listener.start { [self] connection in serve(connection) }
  }

  /// Waits until a request has arrived, at most `timeout` seconds; false when none did.
  func waitForRequest(timeout: TimeInterval) -> Bool {
    requestArrived.wait(timeout: .now() + timeout) == .success
  }

  /// Stops accepting connections and closes the unanswered ones.
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
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while !request.contains(Data("\r\n\r\n".utf8)) {
      let count = read(connection, &buffer, buffer.count)
      guard count > 0 else {
        close(connection)
        return
      }
      request.append(contentsOf: buffer[0..<count])
    }
    let requestLine = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
    let path = requestLine.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
    let method = requestLine.split(separator: " ").first.map(String.init) ?? "GET"
    lock.withLock { requestLines.append("\(method) \(path)") }
    guard let response = respond(path) else {
      lock.withLock {
        paths.append(path)
        heldConnections.append(connection)
      }
      requestArrived.signal()
      return
    }
    defer { close(connection) }
    lock.withLock { paths.append(path) }
    requestArrived.signal()
    let body = Data(response.body.utf8)
    let head =
      "HTTP/1.1 \(response.status) \(response.status == 200 ? "OK" : "Status")\r\n"
      + "Content-Type: \(response.contentType)\r\n"
      + "Content-Length: \(body.count)\r\n"
      + "Connection: close\r\n\r\n"
    let bytes = Data(head.utf8) + body
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(connection, raw.baseAddress.map { $0 + offset }, raw.count - offset)
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}
