import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP/1.1 client for servers a test runs on loopback, IPv4 or IPv6, that needs no URL
/// loading system: one request per connection, sent with `Connection: close`, and the answer
/// read to its end on a thread of its own, so that no task of the test's process blocks.
///
/// A body is read by its `Content-Length`, by its chunks, or to the end of the connection; the
/// answers to `HEAD` and the statuses 204 and 304 have none.
/// Reads and writes give up after ``timeout``, so that a failing server fails the test instead
/// of hanging it.
public struct LoopbackHTTPClient: Sendable {
  /// An answer: its status, its headers in the order they came, and its body.
  public struct Response: Sendable {
    public var status: Int
    /// The header fields, names as sent.
    public var headers: [(name: String, value: String)]
    /// The body, without its chunked framing.
    public var body: Data

    /// The value of the first header field named `name`, whatever its case.
    public func value(forHeader name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
  }

  /// The host to connect to, a numeric address such as `127.0.0.1` or `::1`.
  public var host: String
  public var port: Int
  /// How long one read or write may wait before the request fails.
  public var timeout: Duration

  public init(host: String, port: Int, timeout: Duration = .seconds(30)) {
    self.host = host
    self.port = port
    self.timeout = timeout
  }

  /// Sends `method` on `target` (a path and query, such as `/posts?id=1`) with `headers` and
  /// `body`, and returns the answer once the server has sent it whole.
  public func send(
    _ method: String = "GET", _ target: String, headers: [(String, String)] = [],
    body: Data? = nil
  ) async throws -> Response {
    var head = "\(method) \(target) HTTP/1.1\r\nHost: \(authority)\r\nConnection: close\r\n"
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if let body { head += "Content-Length: \(body.count)\r\n" }
    let request = Data((head + "\r\n").utf8) + (body ?? Data())
    return try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(
          with: Result {
            try Self.response(from: exchange(request), hasBody: method != "HEAD")
          })
      }
    }
  }

  private var authority: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

  private func exchange(_ request: Data) throws -> Data {
    let socket = try connect()
    defer { close(socket) }
    try request.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = Glibc.send(socket, bytes.baseAddress?.advanced(by: sent), bytes.count - sent, 0)
        guard count > 0 else { throw POSIXError(.EPIPE) }
        sent += count
      }
    }
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      if count == 0 { break }
      guard count > 0 else { throw POSIXError(.ETIMEDOUT) }
      received.append(contentsOf: buffer[0..<count])
    }
    return received
  }

  private func connect() throws -> Int32 {
    var hints = addrinfo()
    hints.ai_flags = AI_NUMERICHOST | AI_NUMERICSERV
    hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    var found: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
      throw POSIXError(.EADDRNOTAVAIL)
    }
    defer { freeaddrinfo(found) }
    let socket = Glibc.socket(address.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    let seconds = timeout.components.seconds
    var limit = timeval(
      tv_sec: Int(clamping: seconds),
      tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
    for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
      setsockopt(socket, SOL_SOCKET, option, &limit, socklen_t(MemoryLayout<timeval>.size))
    }
    guard Glibc.connect(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 else {
      close(socket)
      throw POSIXError(.ECONNREFUSED)
    }
    return socket
  }

  /// The answer in `bytes`, all a connection carried; with a body unless `hasBody` is false.
  static func response(from bytes: Data, hasBody: Bool) throws -> Response {
    let separator = Data("\r\n\r\n".utf8)
    guard let end = bytes.range(of: separator) else { throw POSIXError(.EBADMSG) }
    let lines = String(decoding: bytes[..<end.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
    let statusLine = lines.first?.split(separator: " ") ?? []
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw POSIXError(.EBADMSG)
    }
    let headers = lines.dropFirst().compactMap { line -> (name: String, value: String)? in
      guard let colon = line.firstIndex(of: ":") else { return nil }
      return (
        String(line[..<colon]),
        line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      )
    }
    var response = Response(status: status, headers: headers, body: Data())
    let rest = Data(bytes[end.upperBound...])
    if !hasBody || status == 204 || status == 304 {
      return response
    } else if response.value(forHeader: "Transfer-Encoding")?.lowercased() == "chunked" {
      response.body = try dechunked(rest)
    } else if let length = response.value(forHeader: "Content-Length").flatMap(Int.init) {
      guard rest.count >= length else { throw POSIXError(.EBADMSG) }
      response.body = rest.prefix(length)
    } else {
      response.body = rest
    }
    return response
  }

  private static func dechunked(_ bytes: Data) throws -> Data {
    var body = Data()
    var rest = bytes[...]
    let lineEnd = Data("\r\n".utf8)
    while true {
      guard let end = rest.range(of: lineEnd),
        let size = Int(
          String(decoding: rest[..<end.lowerBound], as: UTF8.self)
            .split(separator: ";").first.map(String.init) ?? "", radix: 16),
        size >= 0, rest.distance(from: end.upperBound, to: rest.endIndex) >= size
      else { throw POSIXError(.EBADMSG) }
      if size == 0 { return body }
      let start = end.upperBound
      let stop = rest.index(start, offsetBy: size)
      body.append(rest[start..<stop])
      rest = rest[stop...].dropFirst(2)
    }
  }
}
