import Foundation
import TestSupport

/// An HTTP server on 127.0.0.1 that answers with whatever bytes a test scripts, valid HTTP or
/// not: for the end-to-end tests of hostile servers.
///
/// It is a `HostileServer` that hands `respond` each request with the number of earlier requests
/// for the same method and path; the ``Reply`` says what to send and whether to keep the
/// connection open afterwards (until ``stop()``).
final class RawLoopbackServer: Sendable {
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
  private let server: HostileServer
  private let requestArrived: DispatchSemaphore

  /// The root URL to pass to `--base-url`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The requests received so far, in order.
  var receivedRequests: [Request] {
    server.requests.map {
      Request(
        method: $0.method, path: $0.path, body: String(decoding: $0.body, as: UTF8.self),
        headers: $0.headers)
    }
  }

  init(respond: @escaping @Sendable (_ request: Request, _ earlier: Int) -> Reply) throws {
    let counts = LockedValue<[String: Int]>([:])
    let requestArrived = DispatchSemaphore(value: 0)
    server = try HostileServer { request, _ in
      let earlier = counts.withLock { counts in
        defer { counts["\(request.method) \(request.path)", default: 0] += 1 }
        return counts["\(request.method) \(request.path)", default: 0]
      }
      requestArrived.signal()
      let reply = respond(
        Request(
          method: request.method, path: request.path,
          body: String(decoding: request.body, as: UTF8.self), headers: request.headers),
        earlier)
      switch reply {
      case .bytes(let bytes): return [.send(bytes)]
      case .hold(let bytes): return [.send(bytes), .hold]
      }
    }
    self.requestArrived = requestArrived
    port = server.port
  }

  /// Waits until a request has arrived; false when none did by ``HangGuard``.
  func waitForRequest() -> Bool {
    requestArrived.wait(timeout: HangGuard.dispatchDeadline) == .success
  }

  /// Stops accepting connections and closes the held ones.
  func stop() {
    server.stop()
  }
}
