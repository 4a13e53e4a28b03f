import Foundation

/// One client's connection, as the event loop sees it: what it has received and not parsed, what
/// is still to be sent, and where it is in the exchange. Only the loop's thread touches it.
final class Connection {
  enum Phase: Equatable {
    case reading
    /// A request is with the handler; further requests wait in ``input``.
    case handling(keepsAlive: Bool, answeringHead: Bool)
    /// Nothing more is read or answered: once ``output`` is sent, the connection stops sending
    /// and reads until the client closes, so that the client gets the whole last answer.
    case closing
    /// The last answer is sent; what the client still sends is read and dropped until it closes.
    case draining
  }

  let id: UInt64
  let descriptor: Int32
  var input = InputBuffer()
  var parser: HTTPRequestParser
  var phase = Phase.reading
  /// Whether the client has closed its sending side.
  var clientClosed = false
  /// When the connection last had nothing to do: accepted, or its last answer queued.
  var idleSince: Duration
  /// Whether the connection has been answered at least once, and so idles between requests.
  var hasAnswered = false
  /// When the first byte of the request being read arrived.
  var requestStartedAt: Duration?
  /// When the output last moved, or started waiting to.
  var outputProgressAt: Duration
  var drainingSince: Duration?
  /// How many bytes were dropped while draining.
  var drained = 0
  /// The size of the body of the request with the handler.
  var handledBodySize = 0

  /// How many bytes of request bodies the connection holds: received and not parsed, being
  /// read, or with the handler.
  var heldRequestBytes: Int {
    input.count + parser.bufferedBodySize + handledBodySize
  }

  init(id: UInt64, descriptor: Int32, parser: HTTPRequestParser, now: Duration) {
    self.id = id
    self.descriptor = descriptor
    self.parser = parser
    idleSince = now
    outputProgressAt = now
  }

  /// How many bytes are still to be sent.
  private(set) var pendingOutput = 0
  /// What is still to be sent, in order: buffers of the connection's own, into which heads and
  /// small bodies are copied, larger bodies as the handler made them, so that a client slow to
  /// read holds no copy of its own of an answer that many clients are sent, and files, read a
  /// piece at a time as the client takes them.
  private(set) var queuedChunks: [Chunk] = []
  /// Whether the last chunk is a buffer of the connection's own, which more bytes may join.
  private var lastChunkIsOwn = false
  private var firstChunkSent = 0
  /// The largest body copied into the connection's own buffer rather than kept as it is.
  private static let copyLimit = 16_384
  private static let filePiece = 65_536

  enum Chunk {
    case bytes(Data)
    case file(HTTPFileBody)

    var count: Int {
      switch self {
      case .bytes(let data): data.count
      case .file(let file): file.count
      }
    }
  }

  func queue(_ bytes: [UInt8], now: Duration) {
    if pendingOutput == 0 { outputProgressAt = now }
    appendCopy(of: bytes)
  }

  /// Queues `head` then `body` to send after what is already queued; when nothing else waits,
  /// first sends at once what the socket takes of both, so that a body it takes whole is never
  /// copied. A broken connection is left for ``flush(now:)`` to find.
  func queue(head: [UInt8], body: Data, now: Duration) {
    guard pendingOutput == 0, case .bytes(let sent) = Socket.write(descriptor, head[...], body)
    else {
      queue(head, now: now)
      append(body)
      return
    }
    outputProgressAt = now
    if sent < head.count {
      appendCopy(of: head[sent...])
      append(body)
    } else if sent - head.count < body.count {
      append(body[(body.startIndex + sent - head.count)...])
    }
  }

  func queue(head: [UInt8], file: HTTPFileBody, now: Duration) {
    queue(head, now: now)
    guard file.count > 0 else { return }
    pendingOutput += file.count
    queuedChunks.append(.file(file))
    lastChunkIsOwn = false
  }

  /// Sends what the socket takes now; `false` when the connection is broken, or a file being
  /// sent ended early or could not be read.
  func flush(now: Duration) -> Bool {
    while let first = queuedChunks.first {
      let transfer: Socket.Transfer
      switch first {
      case .bytes(let data):
        transfer = Socket.write(descriptor, data[(data.startIndex + firstChunkSent)...])
      case .file(let file):
        guard let sent = sendPiece(of: file) else { return false }
        transfer = sent
      }
      switch transfer {
      case .bytes(let count):
        firstChunkSent += count
        pendingOutput -= count
        outputProgressAt = now
        if firstChunkSent == first.count {
          queuedChunks.removeFirst()
          firstChunkSent = 0
          if queuedChunks.isEmpty { lastChunkIsOwn = false }
        }
      case .wouldBlock:
        return true
      case .endOfStream, .failed:
        return false
      }
    }
    return true
  }

  /// Reads the next piece of `file` and sends what the socket takes of it; `nil` when the file
  /// cannot be read or ends early.
  private func sendPiece(of file: HTTPFileBody) -> Socket.Transfer? {
    withUnsafeTemporaryAllocation(byteCount: Self.filePiece, alignment: 16) { buffer in
      guard let read = file.read(from: firstChunkSent, into: buffer), read > 0 else { return nil }
      return Socket.write(descriptor, UnsafeRawBufferPointer(rebasing: buffer[0..<read]))
    }
  }

  /// Queues a copy of `bytes` in the connection's own buffer.
  private func appendCopy(of bytes: some ContiguousBytes) {
    bytes.withUnsafeBytes { raw in
      guard !raw.isEmpty else { return }
      pendingOutput += raw.count
      let buffer = raw.assumingMemoryBound(to: UInt8.self)
      if lastChunkIsOwn, let last = queuedChunks.indices.last,
        case .bytes(var own) = queuedChunks[last]
      {
        // The slot lets go of its buffer first, so that the append is made in place.
        queuedChunks[last] = .bytes(Data())
        own.append(buffer)
        queuedChunks[last] = .bytes(own)
      } else {
        queuedChunks.append(.bytes(Data(buffer: buffer)))
        lastChunkIsOwn = true
      }
    }
  }

  /// Queues `body`: a copy in the connection's own buffer when it is small, else the body itself.
  private func append(_ body: Data) {
    guard body.count > Self.copyLimit else {
      return appendCopy(of: body)
    }
    pendingOutput += body.count
    queuedChunks.append(.bytes(body))
    lastChunkIsOwn = false
  }
}
