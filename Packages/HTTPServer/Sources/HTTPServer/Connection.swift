import Foundation

/// One client's connection, as the event loop sees it: what it has received and not parsed, what
/// is still to be sent, and where it is in the exchange. Only the loop's thread touches it.
final class Connection {
  /// Where the connection is in the exchange.
  enum Phase: Equatable {
    /// Reading the next request.
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
  private(set) var output: [UInt8] = []
  private var outputStart = 0
  /// When the connection last had nothing to do: accepted, or its last answer queued.
  var idleSince: Duration
  /// Whether the connection has been answered at least once, and so idles between requests.
  var hasAnswered = false
  /// When the first byte of the request being read arrived.
  var requestStartedAt: Duration?
  /// When the output last moved, or started waiting to.
  var outputProgressAt: Duration
  /// When draining began.
  var drainingSince: Duration?
  /// How many bytes were dropped while draining.
  var drained = 0

  init(id: UInt64, descriptor: Int32, parser: HTTPRequestParser, now: Duration) {
    self.id = id
    self.descriptor = descriptor
    self.parser = parser
    idleSince = now
    outputProgressAt = now
  }

  /// How many bytes are still to be sent.
  var pendingOutput: Int { output.count - outputStart }

  /// Queues bytes to send after what is already queued.
  func queue(_ bytes: [UInt8], now: Duration) {
    if pendingOutput == 0 {
      outputProgressAt = now
      if outputStart > 0 {
        output.removeAll(keepingCapacity: output.capacity <= 65_536)
        outputStart = 0
      }
    }
    if output.isEmpty {
      output = bytes
    } else {
      output.append(contentsOf: bytes)
    }
  }

  /// Queues `head` then `body` to send after what is already queued; when nothing else waits,
  /// first sends at once what the socket takes of both, so that a body it takes whole is never
  /// copied. A broken connection is left for ``flush(now:)`` to find.
  func queue(head: [UInt8], body: Data, now: Duration) {
    guard pendingOutput == 0, case .bytes(let sent) = Socket.write(descriptor, head[...], body)
    else {
      queue(head, now: now)
      output.append(contentsOf: body)
      return
    }
    outputProgressAt = now
    if sent < head.count {
      queue(Array(head[sent...]), now: now)
      output.append(contentsOf: body)
    } else if sent - head.count < body.count {
      queue(Array(body[(body.startIndex + sent - head.count)...]), now: now)
    }
  }

  /// Sends what the socket takes now; `false` when the connection is broken.
  func flush(now: Duration) -> Bool {
    while pendingOutput > 0 {
      switch Socket.write(descriptor, output[outputStart...]) {
      case .bytes(let count):
        outputStart += count
        outputProgressAt = now
      case .wouldBlock:
        return true
      case .endOfStream, .failed:
        return false
      }
    }
    output.removeAll(keepingCapacity: output.capacity <= 65_536)
    outputStart = 0
    return true
  }
}
