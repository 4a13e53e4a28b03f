import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A client socket for the tests: it sends raw bytes and reads raw answers, so that a test can
/// send what no HTTP library would. Its blocking calls run on a queue of its own, never on the
/// tasks' threads, which the server's handler needs; every read gives up after a minute, so a
/// broken server fails the test instead of hanging it. (Ten seconds were missed when the tasks'
/// threads, which a server's shutdown waits for, were all busy with the other tests.)
final class TestClient: Sendable {
  /// An answer as read off the wire.
  struct Answer {
    /// The first line, without its line end, such as `HTTP/1.1 404 Not Found`.
    var statusLine: String
    var status: Int
    var headers: [(name: String, value: String)]
    var body: Data

    func header(_ name: String) -> String? {
      headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let descriptor: Int32
  /// What was received and not read yet.
  private let buffer = Mutex<[UInt8]>([])
  private let queue = DispatchQueue(label: "TestClient")
  private let isClosed = Mutex(false)

  /// Connects to `host` and `port`.
  init(host: String, port: Int) throws {
    var hints = addrinfo()
    hints.ai_family = AF_UNSPEC
    #if canImport(Glibc)
      hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
    #else
      hints.ai_socktype = SOCK_STREAM
    #endif
    var results: UnsafeMutablePointer<addrinfo>?
    guard getaddrinfo(host, String(port), &hints, &results) == 0, let info = results?.pointee
    else { throw Failure(description: "cannot resolve \(host)") }
    defer { freeaddrinfo(results) }
    descriptor = socket(info.ai_family, info.ai_socktype, 0)
    guard descriptor >= 0 else { throw Failure(description: "socket failed") }
    var timeout = timeval(tv_sec: 60, tv_usec: 0)
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    _ = setsockopt(
      descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard connect(descriptor, info.ai_addr, info.ai_addrlen) == 0 else {
      let code = errno
      // Marked closed before closing: a class whose initializer throws once it is whole is
      // deinitialized, and closing the number twice would close whatever another test in the
      // process opened under it since.
      isClosed.withLock { $0 = true }
      close(descriptor)
      throw Failure(description: "cannot connect to \(host):\(port): errno \(code)")
    }
  }

  deinit {
    if !isClosed.withLock({ $0 }) { close(descriptor) }
  }

  /// Closes the connection; later calls do nothing. Not to be called while a read is under way.
  func disconnect() {
    isClosed.withLock { isClosed in
      if !isClosed { close(descriptor) }
      isClosed = true
    }
  }

  /// Sends `text` as UTF-8; `false` when the server has closed the connection.
  @discardableResult
  func send(_ text: String) async -> Bool {
    await send(Array(text.utf8))
  }

  /// Sends `bytes`; `false` when the server has closed the connection.
  @discardableResult
  func send(_ bytes: [UInt8]) async -> Bool {
    (try? await offThePool { self.sendNow(bytes) }) ?? false
  }

  /// Reads one answer; `answeringHead` when it answers `HEAD` and so has no body.
  func readAnswer(answeringHead: Bool = false) async throws -> Answer {
    try await offThePool { try self.readAnswerNow(answeringHead: answeringHead) }
  }

  /// Whether the server has closed the connection, reading and dropping what it still sends.
  func readsEndOfStream() async throws -> Bool {
    try await offThePool {
      while try self.receive() {}
      return true
    }
  }

  /// Reads until the end of the stream, and returns every byte received.
  func readToEnd() async throws -> [UInt8] {
    try await offThePool {
      while try self.receive() {}
      return self.buffer.withLock { buffer in
        defer { buffer = [] }
        return buffer
      }
    }
  }

  private func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value)
    async throws -> Value
  {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }

  private func sendNow(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes {
        sendWithoutSignal(descriptor, $0)
      }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Stops sending, so that the server reads the end of the stream.
  func finishSending() {
    _ = shutdown(descriptor, Int32(SHUT_WR))
  }

  private func readAnswerNow(answeringHead: Bool) throws -> Answer {
    let headEnd = try readUntilHeadEnd()
    let head = buffer.withLock { buffer in
      defer { buffer.removeSubrange(..<(headEnd + 4)) }
      return String(decoding: buffer[..<headEnd], as: UTF8.self)
    }
    var lines = head.components(separatedBy: "\r\n")
    let firstLine = lines.removeFirst()
    let statusLine = firstLine.split(separator: " ")
    guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
      throw Failure(description: "malformed status line in \(head)")
    }
    let headers = lines.map { line -> (name: String, value: String) in
      let parts = line.split(separator: ":", maxSplits: 1)
      return (
        String(parts.first ?? ""),
        parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
      )
    }
    var answer = Answer(statusLine: firstLine, status: status, headers: headers, body: Data())
    let length = answeringHead ? 0 : Int(answer.header("Content-Length") ?? "0") ?? 0
    while buffer.withLock({ $0.count }) < length {
      guard try receive() else { throw Failure(description: "the body ended early") }
    }
    answer.body = buffer.withLock { buffer in
      defer { buffer.removeSubrange(..<length) }
      return Data(buffer[..<length])
    }
    return answer
  }

  private func readUntilHeadEnd() throws -> Int {
    let marker: [UInt8] = [13, 10, 13, 10]
    var searchFrom = 0
    while true {
      let found = buffer.withLock { buffer -> Int? in
        guard buffer.count >= 4 else { return nil }
        for index in searchFrom...(buffer.count - 4)
        where buffer[index..<(index + 4)].elementsEqual(marker) {
          return index
        }
        searchFrom = buffer.count - 3
        return nil
      }
      if let found { return found }
      guard try receive() else { throw Failure(description: "closed before an answer") }
    }
  }

  /// Reads what arrives; `false` at the end of the stream or when the connection was reset.
  private func receive() throws -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if count > 0 {
      buffer.withLock { $0.append(contentsOf: chunk[..<count]) }
      return true
    }
    if count == 0 || errno == ECONNRESET { return false }
    throw Failure(description: "no answer within the time limit (errno \(errno))")
  }
}

private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
  #if canImport(Glibc)
    send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
  #else
    send(descriptor, bytes.baseAddress, bytes.count, 0)
  #endif
}
