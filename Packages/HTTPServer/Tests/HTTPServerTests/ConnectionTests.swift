import Foundation
import TestSupport
import Testing

@testable import HTTPServer

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct ConnectionTests {
  /// A connection on one end of a socket pair whose other end reads nothing, so that the
  /// socket soon takes no more.
  final class Pair {
    let connection: Connection
    private let ends: [Int32]

    /// The other end, blocking.
    var peer: Int32 { ends[1] }

    init() throws {
      var ends: [Int32] = [0, 0]
      #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
      #else
        let streamType = SOCK_STREAM
      #endif
      try #require(socketpair(AF_UNIX, streamType, 0, &ends) == 0)
      _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
      self.ends = ends
      connection = Connection(
        id: 1, descriptor: ends[0],
        parser: HTTPRequestParser(maximumHeadSize: 65_536, maximumBodySize: 65_536), now: .zero)
    }

    deinit {
      for end in ends { close(end) }
    }
  }

  /// The address just past the last byte of `data`'s storage.
  private static func end(of data: Data) -> UnsafeRawPointer? {
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      bytes.baseAddress.map { $0 + bytes.count }
    }
  }

  @Test func keepsTheRestOfALargeBodyWithoutCopyingIt() throws {
    let pair = try Pair()
    let body = Data(repeating: 7, count: 8 << 20)

    pair.connection.queue(head: Array("HTTP/1.1 200 OK\r\n\r\n".utf8), body: body, now: .zero)
    pair.connection.queue(head: Array("HTTP/1.1 200 OK\r\n\r\n".utf8), body: body, now: .zero)

    let queued = pair.connection.queuedChunks.compactMap { chunk -> Data? in
      guard case .bytes(let data) = chunk else { return nil }
      return data
    }
    check(pair.connection.pendingOutput > body.count)
    check(queued.count >= 2)
    checkEqual(queued.filter { Self.end(of: $0) == Self.end(of: body) }.count, 2)
  }

  @Test func sendsWhatIsQueuedInOrder() throws {
    let pair = try Pair()
    let first = Data(repeating: 1, count: 1 << 20)
    let second = Data(repeating: 2, count: 100)
    pair.connection.queue(head: Array("A".utf8), body: first, now: .zero)
    pair.connection.queue(head: Array("B".utf8), body: second, now: .zero)
    pair.connection.queue(Array("C".utf8), now: .zero)
    check(pair.connection.pendingOutput > 0)

    var received = Data()
    let reader = pair.peer
    var scratch = [UInt8](repeating: 0, count: 65_536)
    while pair.connection.pendingOutput > 0 || received.count < first.count + second.count + 3 {
      check(pair.connection.flush(now: .zero))
      let count = read(reader, &scratch, scratch.count)
      try #require(count > 0)
      received.append(contentsOf: scratch[0..<count])
    }

    var expected = Data("A".utf8)
    expected.append(first)
    expected.append(contentsOf: Array("B".utf8))
    expected.append(second)
    expected.append(contentsOf: Array("C".utf8))
    checkEqual(received, expected)
  }

  @Test func sendsAFileAPieceAtATimeBetweenOtherAnswers() throws {
    let pair = try Pair()
    let contents = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 * 7) })
    let file = try Self.file(holding: contents)
    pair.connection.queue(
      head: Array("A".utf8), file: HTTPFileBody(descriptor: file, offset: 5, count: 250_000),
      now: .zero)
    pair.connection.queue(head: Array("B".utf8), body: Data("b".utf8), now: .zero)
    checkEqual(pair.connection.pendingOutput, 250_003)

    let expected = Data("A".utf8) + contents[5..<250_005] + Data("Bb".utf8)
    var received = Data()
    var scratch = [UInt8](repeating: 0, count: 65_536)
    while received.count < expected.count {
      check(pair.connection.flush(now: .zero))
      let count = read(pair.peer, &scratch, scratch.count)
      try #require(count > 0)
      received.append(contentsOf: scratch[0..<count])
    }

    checkEqual(pair.connection.pendingOutput, 0)
    checkEqual(received, expected)
  }

  @Test func endsTheConnectionWhenAFileIsShorterThanItsBody() throws {
    let pair = try Pair()
    let file = try Self.file(holding: Data("short".utf8))
    pair.connection.queue(
      head: Array("A".utf8), file: HTTPFileBody(descriptor: file, count: 100), now: .zero)

    check(!pair.connection.flush(now: .zero))
  }

  /// A descriptor of an unnamed file that holds `contents`.
  private static func file(holding contents: Data) throws -> Int32 {
    var template = Array("\(NSTemporaryDirectory())/connection-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    try #require(descriptor >= 0)
    unlink(
      String(decoding: template.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
    let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    try #require(written == contents.count)
    return descriptor
  }
}
