import Foundation

/// An HTTP/1.1 server on 127.0.0.1 (or ::1) that answers each request with whatever bytes a test
/// scripts, valid HTTP or not, and records the requests it read.
///
/// Each connection serves one request: the server reads the head and a `Content-Length` body,
/// records them, then plays the ``Step``s that `script` returns and closes the connection.
/// Nothing ends on a clock: a connection that sends nothing is kept, and ``Step/hold`` lasts,
/// until ``stop()`` (which deinit calls) shuts every connection down.
public final class HostileServer: Sendable {
  public struct Request: Sendable, Equatable {
    public var method: String
    /// The request target, such as `/posts?_page=2`.
    public var path: String
    /// The header fields, names lowercased.
    public var headers: [String: String]
    /// The body, empty when there is none.
    public var body: Data

    public init(method: String, path: String, headers: [String: String], body: Data) {
      self.method = method
      self.path = path
      self.headers = headers
      self.body = body
    }
  }

  /// One thing the server does on a connection, in order.
  public enum Step: Sendable {
    case send(Data)
    /// Sends the text in UTF-8.
    case text(String)
    /// Ends ``HostileServer/waitForPartialSend()``, so that a test knows what came before was sent.
    case markSent
    /// Keeps the connection open, sending nothing, until ``HostileServer/stop()``, however long
    /// that is.
    case hold
    /// Sends `data` one byte every `interval` seconds (until the server stops).
    case trickle(Data, interval: TimeInterval)
    /// Sends `count` bytes of `byte`, in chunks, as fast as the client reads them.
    case flood(count: Int, byte: UInt8)
    /// Resets the connection (an RST instead of a FIN) and ends.
    case reset
  }

  /// The answer to the request with this index (0 for the first) as the steps to play.
  public typealias Script = @Sendable (_ request: Request, _ index: Int) -> [Step]

  public let port: UInt16
  /// The loopback address the server listens on: `127.0.0.1` or `::1`.
  public let address: String
  private let engine: Engine

  /// The server's root URL, `http://127.0.0.1:<port>` or `http://[::1]:<port>`.
  public var baseURL: URL {
    URL(string: "http://\(host)") ?? URL(fileURLWithPath: "/")
  }

  /// The host as errors name it, `127.0.0.1:<port>` or `[::1]:<port>`.
  public var host: String {
    address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)"
  }

  /// The requests read so far, in order.
  public var requests: [Request] {
    engine.requests
  }

  /// Starts a server on 127.0.0.1 that answers as `script` says.
  public convenience init(script: @escaping Script) throws {
    try self.init(address: "127.0.0.1", script: script)
  }

  /// Starts a server on the loopback `address`, `127.0.0.1` or `::1`, that answers as `script`
  /// says.
  public init(address: String, script: @escaping Script) throws {
    self.address = address
    engine = try Engine(address: address, script: script)
    port = engine.port
    engine.start()
  }

  public convenience init(answering steps: [Step]) throws {
    try self.init { _, _ in steps }
  }

  deinit {
    stop()
  }

  public func waitForRequests(count: Int) async {
    await engine.waitForRequests(count: count)
  }

  /// Returns once a ``Step/markSent`` step has been played.
  public func waitForPartialSend() async {
    await engine.waitForPartialSend()
  }

  /// Stops accepting connections and ends every open one: each held, silent or half-read
  /// connection is shut down at once.
  public func stop() {
    engine.stop()
  }
}

extension HostileServer.Step {
  /// A complete response: the status line, `headers`, `Content-Length` and `body`.
  public static func response(
    _ status: Int, headers: [String: String] = [:], body: String = ""
  ) -> Self {
    let head = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
    return .text(
      "HTTP/1.1 \(status) Status\r\n\(head)Content-Length: \(body.utf8.count)\r\n"
        + "Connection: close\r\n\r\n\(body)")
  }
}
