import Foundation

/// An HTTP/1.1 server on POSIX sockets that hands every request to an async handler.
///
/// Its threads (``HTTPServerConfiguration/threads``, one per processor by default) each wait on
/// their connections with `poll`, read and parse requests, and write the answers; a connection
/// is served by one thread from its first byte to its close. The handler runs as a task for each
/// request, on the thread of the request's connection, so that a handler that does not suspend
/// answers within one turn of that thread's loop. A handler that suspends lets the thread serve
/// others meanwhile; one that computes for long delays them, so heavy work belongs on other
/// executors. Handlers run on several threads at once. Connections are kept alive, and requests
/// sent one after another without waiting (pipelined) are answered one at a time, in order.
/// Bodies may come whole or in chunks, and `Expect: 100-continue` is honoured. `HEAD` is answered
/// with the fields of the handler's answer and no body.
///
/// Nothing a client sends can stop the server or grow it without bound: a head, or the trailer
/// fields after a chunked body, over ``HTTPServerConfiguration/maximumHeadSize`` is answered
/// with 431, a body over
/// ``HTTPServerConfiguration/maximumBodySize`` with 413, a malformed request with 400, a client
/// that is idle or too slow with 408, and each of these closes the connection; a connection
/// over ``HTTPServerConfiguration/maximumConnections``, and a request whose body takes the
/// bodies held past ``HTTPServerConfiguration/maximumTotalBodySize``, are answered with 503.
///
/// ```swift
/// let server = try HTTPServer { request in
///   .text("hello from \(request.path)\n", status: 200)
/// }
/// print("listening on \(server.address.url)")
/// await server.shutdown()
/// ```
public final class HTTPServer: Sendable {
  /// Answers a request; the server writes the answer.
  public typealias Handler = @Sendable (HTTPRequest) async -> HTTPResponse

  /// Where the server listens, with the port the system picked when asked for port 0.
  public let address: HTTPServerAddress
  private let group: LoopGroup

  /// Starts listening and serving at once, with `handler` answering every request.
  ///
  /// - Throws: ``HTTPServerError/addressInUse(host:port:)`` when another socket listens at the
  ///   address, ``HTTPServerError/invalidAddress(host:port:)`` for a host it cannot listen at.
  public init(
    configuration: HTTPServerConfiguration = HTTPServerConfiguration(),
    handler: @escaping Handler
  ) throws(HTTPServerError) {
    let listening = try Socket.listen(
      host: configuration.host, port: configuration.port, backlog: 1_024)
    var wakes: [(read: Int32, write: Int32)] = []
    for _ in 0..<max(configuration.threads, 1) {
      do {
        wakes.append(try Socket.pipe())
      } catch {
        Socket.close(listening.descriptor)
        for wake in wakes {
          Socket.close(wake.read)
          Socket.close(wake.write)
        }
        throw error
      }
    }
    address = HTTPServerAddress(host: configuration.host, port: listening.port)
    let group = LoopGroup(inboxes: wakes.map { EventLoopInbox(wakeDescriptor: $0.write) })
    self.group = group
    for (index, wake) in wakes.enumerated() {
      let loop = EventLoop(
        index: index, group: group, listener: index == 0 ? listening.descriptor : nil,
        wakeDescriptor: wake.read, configuration: configuration, handler: handler)
      let thread = Thread {
        loop.run()
        Socket.close(wake.read)
      }
      thread.start()
    }
  }

  /// Stops accepting, answers the requests in flight (closing their connections), closes idle
  /// connections, and returns once every connection is closed.
  ///
  /// A client in the middle of sending a request may finish it within the timeouts, and is then
  /// answered.
  public func shutdown() async {
    // The first loop stops accepting, then asks the others to stop.
    group.inboxes.first?.requestStop()
    for inbox in group.inboxes {
      await inbox.waitUntilStopped()
    }
  }

  /// Returns once the server holds no connection, each closed one having given its slot of
  /// ``HTTPServerConfiguration/maximumConnections`` back.
  func waitUntilNoConnectionIsOpen() async {
    await group.waitUntilNoConnectionIsHeld()
  }

  /// Checks every connection's timeouts now against ``HTTPServerConfiguration/now``, as the
  /// server otherwise does twice a second.
  public func checkTimeouts() {
    for inbox in group.inboxes {
      inbox.requestTimeoutCheck()
    }
  }
}
