import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 server on 127.0.0.1 (or ::1) that answers each request with whatever bytes a test
/// scripts, valid HTTP or not, and records the requests it read.
///
/// Each connection serves one request: the server reads the head and a `Content-Length` body,
/// records them, then plays the ``Step``s that `script` returns and closes the connection.
/// Everything is bounded in time, as a guard against a hung test only: a connection that sends
/// nothing, or takes nothing it is sent, for 2 minutes is dropped, and ``Step/hold`` lasts until
/// ``stop()`` (called on deinit) or at most 2 minutes; longer than a suite's time limit, so that
/// a slow run on a busy machine never meets them.
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
    /// Keeps the connection open, sending nothing, until the server stops.
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
  private let listener: LoopbackListener
  private let script: Script
  private struct State {
    var received: [Request] = []
    var requestWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var partialSent = false
    var partialWaiters: [CheckedContinuation<Void, Never>] = []
    var isStopped = false
  }

  private let state = Mutex(State())
  private let stopped = DispatchSemaphore(value: 0)

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
    state.withLock { $0.received }
  }

  /// Starts a server on 127.0.0.1 that answers as `script` says.
  public convenience init(script: @escaping Script) throws {
    try self.init(address: "127.0.0.1", script: script)
  }

  /// Starts a server on the loopback `address`, `127.0.0.1` or `::1`, that answers as `script`
  /// says.
  public init(address: String, script: @escaping Script) throws {
    self.script = script
    self.address = address
    listener = try LoopbackListener(address: address)
    port = listener.port
    listener.start { [self] connection in serve(connection) }
  }

  public convenience init(answering steps: [Step]) throws {
    try self.init { _, _ in steps }
  }

  deinit {
    stop()
  }

  public func waitForRequests(count: Int) async {
    await withCheckedContinuation { continuation in
      let isDone = state.withLock { state in
        if state.received.count >= count {
          return true
        }
        state.requestWaiters.append((count, continuation))
        return false
      }
      if isDone {
        continuation.resume()
      }
    }
  }

  /// Returns once a ``Step/markSent`` step has been played.
  public func waitForPartialSend() async {
    await withCheckedContinuation { continuation in
      let isDone = state.withLock { state in
        if !state.partialSent {
          state.partialWaiters.append(continuation)
        }
        return state.partialSent
      }
      if isDone {
        continuation.resume()
      }
    }
  }

  /// Stops accepting connections and ends every held one.
  public func stop() {
    let wasStopped = state.withLock { state in
      defer { state.isStopped = true }
      return state.isStopped
    }
    guard !wasStopped else { return }
    listener.stop()
    for _ in 0..<64 {
      stopped.signal()
    }
  }

  /// How long, in seconds, a connection may send nothing or take nothing, and a hold lasts.
  private static let patience: TimeInterval = 120

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    var timeout = timeval(tv_sec: Int(Self.patience), tv_usec: 0)
    setsockopt(
      connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(
      connection, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let request = readRequest(from: connection) else { return }
    let index = record(request)
    for step in script(request, index) {
      guard play(step, on: connection) else { return }
    }
  }

  /// Plays `step`; `false` when the connection is over.
  private func play(_ step: Step, on connection: Int32) -> Bool {
    switch step {
    case .send(let data):
      return write(data, to: connection)
    case .text(let text):
      return write(Data(text.utf8), to: connection)
    case .markSent:
      let waiters = state.withLock { state in
        state.partialSent = true
        defer { state.partialWaiters = [] }
        return state.partialWaiters
      }
      for waiter in waiters {
        waiter.resume()
      }
      return true
    case .hold:
      _ = stopped.wait(timeout: .now() + Self.patience)
      return false
    case .trickle(let data, let interval):
      for byte in data {
        guard write(Data([byte]), to: connection),
          stopped.wait(timeout: .now() + interval) == .timedOut
        else { return false }
      }
      return true
    case .flood(let count, let byte):
      let chunk = Data(repeating: byte, count: 64 * 1024)
      var left = count
      while left > 0 {
        guard write(chunk.prefix(left), to: connection) else { return false }
        left -= min(left, chunk.count)
      }
      return true
    case .reset:
      var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
      setsockopt(
        connection, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
      return false
    }
  }

  private func record(_ request: Request) -> Int {
    let (index, ready) = state.withLock { state in
      state.received.append(request)
      let count = state.received.count
      let ready = state.requestWaiters.filter { $0.count <= count }
      state.requestWaiters.removeAll { $0.count <= count }
      return (count - 1, ready)
    }
    for waiter in ready {
      waiter.continuation.resume()
    }
    return index
  }

  private func readRequest(from connection: Int32) -> Request? {
    var buffer = Data()
    let separator = Data("\r\n\r\n".utf8)
    while buffer.range(of: separator) == nil {
      guard let chunk = read(from: connection), buffer.count < 1 << 20 else { return nil }
      buffer.append(chunk)
    }
    guard let end = buffer.range(of: separator) else { return nil }
    let lines = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let requestLine = lines.first?.split(separator: " ") ?? []
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
        .trimmingCharacters(in: .whitespaces)
    }
    var body = Data(buffer[end.upperBound...])
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    while body.count < length {
      guard let chunk = read(from: connection) else { return nil }
      body.append(chunk)
    }
    return Request(
      method: requestLine.first.map(String.init) ?? "",
      path: requestLine.dropFirst().first.map(String.init) ?? "",
      headers: headers, body: body)
  }

  private func read(from connection: Int32) -> Data? {
    var bytes = [UInt8](repeating: 0, count: 16 * 1024)
    let count = Glibc.read(connection, &bytes, bytes.count)
    guard count > 0 else { return nil }
    return Data(bytes[0..<count])
  }

  private func write(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = send(
          connection, raw.baseAddress.map { $0 + offset }, raw.count - offset,
          Int32(MSG_NOSIGNAL))
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
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
