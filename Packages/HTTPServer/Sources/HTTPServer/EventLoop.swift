import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One of the server's threads: it waits on its connections with `poll`, reads, parses, runs the
/// handler for each request as a task on its own executor (``LoopExecutor``), and writes the
/// answers in order. The first loop also accepts, and hands each connection to the loop of its
/// ``LoopGroup`` that holds the fewest. All of a loop's state belongs to its thread; other
/// threads reach it only through its ``EventLoopInbox`` and its executor.
final class EventLoop: @unchecked Sendable {
  private let configuration: HTTPServerConfiguration
  private let handler: HTTPServer.Handler
  private let index: Int
  private let group: LoopGroup
  private let inbox: EventLoopInbox
  private let executor: LoopExecutor
  private let wakeDescriptor: Int32
  private var listener: Int32?
  private var acceptPaused = false
  private var stopping = false
  private var connections: [UInt64: Connection] = [:]
  private var lastConnectionID: UInt64 = 0
  private var lastTimeoutCheck: Duration
  private var date: DateField
  /// The head of the answer being sent, kept to be written again for the next.
  private var head: [UInt8] = []
  /// The bytes of request bodies this loop last told its group it holds.
  private var publishedHeldBytes = 0

  /// How much may wait to be sent before a connection stops taking pipelined requests.
  private static let outputThreshold = 65_536
  /// How much a connection reads ahead while its request is with the handler.
  private static let readAhead = 65_536
  /// How many bytes of request a connection holds before each read of it checks the total
  /// against ``HTTPServerConfiguration/maximumTotalBodySize``; below it, no read pays for the
  /// sum.
  private static let totalCheckFloor = 65_536
  /// How long the loop sleeps at most, and how often it checks the timeouts on its own.
  private static let tick: Duration = .milliseconds(500)

  /// How long `poll` waits, in milliseconds: not at all while jobs wait, else one ``tick``.
  static func pollTimeout(hasJobs: Bool) -> Int32 {
    hasJobs ? 0 : Int32(tick / .milliseconds(1))
  }
  /// What a client still sends after its last answer is dropped, up to this much.
  private static let drainLimit = 1_048_576

  /// Creates the loop at `index` of `group`, which waits for its inbox's mail on
  /// `wakeDescriptor`; the loop given a `listener` accepts the group's connections.
  init(
    index: Int, group: LoopGroup, listener: Int32?, wakeDescriptor: Int32,
    configuration: HTTPServerConfiguration, handler: @escaping HTTPServer.Handler
  ) {
    self.index = index
    self.group = group
    self.listener = listener
    self.wakeDescriptor = wakeDescriptor
    let inbox = group.inboxes[index]
    self.inbox = inbox
    executor = LoopExecutor { inbox.wake() }
    self.configuration = configuration
    date = DateField(secondsSince1970: configuration.secondsSince1970)
    self.handler = handler
    lastTimeoutCheck = configuration.now()
  }

  /// Serves until asked to stop and every connection is done, then closes every descriptor.
  func run() {
    let scratch = UnsafeMutableRawBufferPointer.allocate(byteCount: 65_536, alignment: 16)
    defer { scratch.deallocate() }
    var descriptors: [pollfd] = []
    var ids: [UInt64] = []
    executor.adoptCurrentThread()
    while !(stopping && connections.isEmpty) {
      descriptors.removeAll(keepingCapacity: true)
      ids.removeAll(keepingCapacity: true)
      descriptors.append(pollfd(fd: wakeDescriptor, events: Self.readable, revents: 0))
      let accepting = !acceptPaused ? listener ?? -1 : -1
      descriptors.append(pollfd(fd: accepting, events: Self.readable, revents: 0))
      var heldBytes = 0
      for (id, connection) in connections {
        descriptors.append(
          pollfd(fd: connection.descriptor, events: interest(of: connection), revents: 0))
        ids.append(id)
        heldBytes = heldBytes.addingReportingOverflow(connection.heldRequestBytes).partialValue
      }
      if heldBytes != publishedHeldBytes {
        group.publishHeldBytes(heldBytes, of: index)
        publishedHeldBytes = heldBytes
      }
      let timeout = Self.pollTimeout(hasJobs: executor.hasJobs)
      let ready = poll(&descriptors, nfds_t(descriptors.count), timeout)
      var now = configuration.now()
      if ready > 0 {
        if descriptors[0].revents != 0 {
          Socket.drainPipe(wakeDescriptor, scratch: scratch)
          takeMail(now: now)
        }
        if descriptors[1].revents != 0 {
          acceptConnections(now: now)
        }
        for (index, id) in ids.enumerated() {
          let events = descriptors[index + 2].revents
          guard events != 0, let connection = connections[id] else { continue }
          handle(events, on: connection, now: now, scratch: scratch)
        }
      }
      if executor.hasJobs {
        executor.runJobs()
        now = configuration.now()
        takeMail(now: now)
      }
      if now - lastTimeoutCheck >= Self.tick {
        checkTimeouts(now: now)
      }
      if ready > 0 {
        // The clients just answered may share this processor: they run now, rather than wait
        // for the loop's time to run out, which on a busy machine is what the slowest
        // requests wait for (the 99th percentile fell from 3-8 ms to 0.7-3 ms under wrk on 2
        // cores). Alone on its processor, the loop goes on at once.
        sched_yield()
      }
    }
    if let listener {
      Socket.close(listener)
    }
    inbox.markStopped()
  }

  // MARK: - Events

  private func takeMail(now: Duration) {
    let mail = inbox.take()
    for connection in mail.connections {
      serve(connection.descriptor, acceptedAt: connection.acceptedAt, now: now)
    }
    for (id, response) in mail.responses {
      complete(id, with: response, now: now)
    }
    if mail.stopRequested && !stopping {
      beginStopping(now: now)
    }
    if mail.timeoutCheckRequested {
      checkTimeouts(now: now)
    }
  }

  private func acceptConnections(now: Duration) {
    guard let listener else { return }
    for _ in 0..<64 {
      switch Socket.accept(on: listener) {
      case .accepted(let descriptor):
        guard let loop = group.reserveConnection(limit: configuration.maximumConnections) else {
          let refusal = HTTPResponse.text("Too many connections\n", status: 503)
            .serialized(date: date.now(), keepsAlive: false, answeringHead: false)
          _ = Socket.write(descriptor, refusal[...])
          Socket.close(descriptor)
          continue
        }
        if loop == index {
          serve(descriptor, acceptedAt: now, now: now)
        } else {
          group.inboxes[loop].adopt(descriptor, acceptedAt: now)
        }
      case .noneWaiting:
        return
      case .failed:
        // Out of descriptors, most likely: wait for a connection to close rather than spin.
        acceptPaused = true
        return
      }
    }
  }

  /// Serves the connection on `descriptor`, accepted at `acceptedAt` and counted against this
  /// loop already.
  private func serve(_ descriptor: Int32, acceptedAt: Duration, now: Duration) {
    lastConnectionID += 1
    let parser = HTTPRequestParser(
      maximumHeadSize: configuration.maximumHeadSize,
      maximumBodySize: configuration.maximumBodySize)
    let connection = Connection(
      id: lastConnectionID, descriptor: descriptor, parser: parser, now: acceptedAt)
    connections[lastConnectionID] = connection
    if stopping {
      connection.phase = .closing
      settle(connection, now: now)
    }
  }

  private func interest(of connection: Connection) -> Int16 {
    var events: Int16 = connection.pendingOutput > 0 ? Self.writable : 0
    switch connection.phase {
    case .reading:
      if !connection.clientClosed && connection.pendingOutput < Self.outputThreshold {
        events |= Self.readable
      }
    case .handling:
      if !connection.clientClosed && connection.input.count < Self.readAhead {
        events |= Self.readable
      }
    case .closing:
      break
    case .draining:
      events |= Self.readable
    }
    return events
  }

  private func handle(
    _ events: Int16, on connection: Connection, now: Duration,
    scratch: UnsafeMutableRawBufferPointer
  ) {
    if events & (Self.error | Self.invalid) != 0 {
      close(connection)
      return
    }
    if events & Self.writable != 0 {
      guard connection.flush(now: now) else {
        close(connection)
        return
      }
      advance(connection, now: now)
    }
    guard connections[connection.id] != nil else { return }
    if events & Self.readable != 0 {
      read(connection, now: now, scratch: scratch)
    } else if events & Self.hangUp != 0 {
      close(connection)
    }
  }

  private func read(
    _ connection: Connection, now: Duration, scratch: UnsafeMutableRawBufferPointer
  ) {
    switch Socket.read(connection.descriptor, into: scratch) {
    case .bytes(let count):
      if case .draining = connection.phase {
        connection.drained += count
        if connection.drained > Self.drainLimit { close(connection) }
        return
      }
      if connection.phase == .reading && connection.requestStartedAt == nil {
        connection.requestStartedAt = now
      }
      connection.input.append(UnsafeRawBufferPointer(rebasing: scratch[0..<count]))
      advance(connection, now: now)
      if connection.phase == .reading, exceedsTotalBodySize(connection) {
        connection.input = InputBuffer()
        connection.parser = HTTPRequestParser(
          maximumHeadSize: configuration.maximumHeadSize,
          maximumBodySize: configuration.maximumBodySize)
        refuse(connection, status: 503, now: now)
        settle(connection, now: now)
      }
    case .wouldBlock:
      return
    case .endOfStream:
      connection.clientClosed = true
      if connection.phase == .draining {
        close(connection)
      } else {
        advance(connection, now: now)
      }
    case .failed:
      close(connection)
    }
  }

  // MARK: - The exchange

  /// Parses and dispatches what the connection has received, as far as its phase allows, then
  /// sends what is queued.
  private func advance(_ connection: Connection, now: Duration) {
    while connection.phase == .reading && connection.pendingOutput < Self.outputThreshold {
      switch connection.parser.parse(&connection.input) {
      case .incomplete:
        if connection.clientClosed {
          connection.phase = .closing
        }
        return settle(connection, now: now)
      case .continueExpected:
        connection.queue(HTTPResponse.continueBytes, now: now)
      case .request(let request):
        connection.requestStartedAt = nil
        connection.handledBodySize = request.body.count
        connection.phase = .handling(
          keepsAlive: request.keepsConnectionAlive && !stopping,
          answeringHead: request.method == "HEAD")
        dispatch(request, for: connection.id)
      case .rejected(let status):
        refuse(connection, status: status, now: now)
      }
    }
    settle(connection, now: now)
  }

  private func dispatch(_ request: HTTPRequest, for id: UInt64) {
    let handler = self.handler
    Task(executorPreference: executor) {
      let response = await handler(request)
      // The task runs on the loop's executor, and so on its thread, but for a handler that
      // keeps it elsewhere.
      if self.executor.isOnLoopThread {
        self.complete(id, with: response, now: self.configuration.now())
      } else {
        self.inbox.deliver(response, to: id)
      }
    }
  }

  private func complete(_ id: UInt64, with response: HTTPResponse, now: Duration) {
    guard let connection = connections[id],
      case .handling(let keepsAlive, let answeringHead) = connection.phase
    else { return }
    if response.closesWithoutAnswer {
      close(connection)
      return
    }
    let keeps = keepsAlive && !stopping
    connection.handledBodySize = 0
    response.writeHead(into: &head, date: date.now(), keepsAlive: keeps)
    let sendsBody = response.sendsBody(answeringHead: answeringHead)
    if let file = response.file, sendsBody {
      connection.queue(head: head, file: file, now: now)
    } else {
      connection.queue(head: head, body: sendsBody ? response.body : Data(), now: now)
    }
    if keeps {
      connection.phase = .reading
      connection.hasAnswered = true
      connection.idleSince = now
      connection.requestStartedAt = connection.input.isEmpty ? nil : now
      advance(connection, now: now)
    } else {
      connection.phase = .closing
      settle(connection, now: now)
    }
  }

  /// Whether `connection`, reading a large request, takes the bytes of request bodies held by
  /// every connection past the configured total: this loop's now, the other loops' as of their
  /// last turn.
  private func exceedsTotalBodySize(_ connection: Connection) -> Bool {
    guard connection.heldRequestBytes > Self.totalCheckFloor else { return false }
    var total = group.heldBytes(besides: index)
    for other in connections.values {
      total = total.addingReportingOverflow(other.heldRequestBytes).partialValue
      if total > configuration.maximumTotalBodySize { return true }
    }
    return false
  }

  /// Answers with `status` and closes once the answer is sent.
  private func refuse(_ connection: Connection, status: Int, now: Duration) {
    let reason = HTTPStatus.reason(of: status)
    connection.queue(
      HTTPResponse.text(reason + "\n", status: status)
        .serialized(date: date.now(), keepsAlive: false, answeringHead: false),
      now: now)
    connection.phase = .closing
  }

  /// Sends what is queued; once a closing connection has sent everything, stops sending and
  /// drains it, or closes it when the client has already closed.
  private func settle(_ connection: Connection, now: Duration) {
    guard connection.flush(now: now) else { return close(connection) }
    guard connection.phase == .closing, connection.pendingOutput == 0 else { return }
    if connection.clientClosed || stopping {
      close(connection)
    } else {
      Socket.shutdownWriting(connection.descriptor)
      connection.phase = .draining
      connection.drainingSince = now
    }
  }

  private func close(_ connection: Connection) {
    Socket.close(connection.descriptor)
    connections[connection.id] = nil
    group.releaseConnection(of: index)
    acceptPaused = false
  }

  // MARK: - Stopping and timeouts

  private func beginStopping(now: Duration) {
    stopping = true
    if let listener {
      Socket.close(listener)
      self.listener = nil
      // No connection is handed over from now on: the other loops may stop too.
      for (other, inbox) in group.inboxes.enumerated() where other != index {
        inbox.requestStop()
      }
    }
    for connection in Array(connections.values) {
      switch connection.phase {
      case .reading where !connection.parser.isWithinRequest && connection.input.isEmpty,
        .draining:
        connection.phase = .closing
        settle(connection, now: now)
      case .reading, .handling, .closing:
        break
      }
    }
  }

  private func checkTimeouts(now: Duration) {
    lastTimeoutCheck = now
    acceptPaused = false
    let idle = configuration.idleTimeout
    let request = configuration.requestTimeout
    for connection in Array(connections.values) {
      let sendingStalled =
        connection.pendingOutput > 0 && now - connection.outputProgressAt >= request
      switch connection.phase {
      case .handling, .closing:
        if sendingStalled { close(connection) }
      case .draining:
        if now - (connection.drainingSince ?? now) >= idle { close(connection) }
      case .reading:
        if sendingStalled {
          close(connection)
        } else if let started = connection.requestStartedAt, now - started >= request {
          timeOut(connection, now: now)
        } else if connection.requestStartedAt == nil, connection.pendingOutput == 0,
          now - connection.idleSince >= idle
        {
          // Between requests, an answer nobody asked for would be read as the answer to the
          // next request a client sends on it: close silently instead.
          if connection.hasAnswered { close(connection) } else { timeOut(connection, now: now) }
        }
      }
    }
  }

  private func timeOut(_ connection: Connection, now: Duration) {
    refuse(connection, status: 408, now: now)
    settle(connection, now: now)
  }

  private static let readable = Int16(POLLIN)
  private static let writable = Int16(POLLOUT)
  private static let error = Int16(POLLERR)
  private static let hangUp = Int16(POLLHUP)
  private static let invalid = Int16(POLLNVAL)
}
