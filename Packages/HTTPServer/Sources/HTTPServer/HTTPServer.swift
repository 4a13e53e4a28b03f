import Foundation

/// An HTTP/1.1 server on POSIX sockets that hands every request to an async handler.
///
/// One thread waits on every connection with `poll`, reads and parses requests, and writes the
/// answers; the handler runs as a task for each request, on that same thread, so that a handler
/// that does not suspend answers within one turn of the loop. A handler that suspends lets the
/// thread serve others meanwhile; one that computes for long delays them, so heavy work belongs
/// on other executors. Connections are kept alive, and requests
/// sent one after another without waiting (pipelined) are answered one at a time, in order.
/// Bodies may come whole or in chunks, and `Expect: 100-continue` is honoured. `HEAD` is answered
/// with the fields of the handler's answer and no body.
///
/// Nothing a client sends can stop the server or grow it without bound: a head over
/// ``HTTPServerConfiguration/maximumHeadSize`` is answered with 431, a body over
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
  private let inbox: EventLoopInbox

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
    let wake: (read: Int32, write: Int32)
    do {
      wake = try Socket.pipe()
    } catch {
      Socket.close(listening.descriptor)
      throw error
    }
    address = HTTPServerAddress(host: configuration.host, port: listening.port)
    let inbox = EventLoopInbox(wakeDescriptor: wake.write)
    self.inbox = inbox
    let loop = EventLoop(
      listener: listening.descriptor, wakeDescriptor: wake.read, inbox: inbox,
      configuration: configuration, handler: handler)
    let thread = Thread {
      loop.run()
      Socket.close(wake.read)
    }
    thread.name = "HTTPServer \(address)"
    thread.start()
  }

  /// Stops accepting, answers the requests in flight (closing their connections), closes idle
  /// connections, and returns once every connection is closed.
  ///
  /// A client in the middle of sending a request may finish it within the timeouts, and is then
  /// answered.
  public func shutdown() async {
    inbox.requestStop()
    await inbox.waitUntilStopped()
  }

  /// Checks every connection's timeouts now against ``HTTPServerConfiguration/now``, as the
  /// server otherwise does twice a second.
  public func checkTimeouts() {
    inbox.requestTimeoutCheck()
  }
}
