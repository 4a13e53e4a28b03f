import Foundation
import HTTPServer
import Synchronization

/// A well-formed HTTP/1.1 server on 127.0.0.1 for end-to-end tests, on the `HTTPServer` package:
/// it answers each request with what `answer` returns for it, given the number of earlier
/// requests for the same method and target. Tests that need a server that misbehaves (garbage,
/// silence, bytes cut short) use ``RawLoopbackServer``.
final class LoopbackServer: Sendable {
  /// A request as the server received it.
  struct Request: Sendable, Hashable {
    var method: String
    /// The request target as sent, such as `/posts?_page=2`.
    var path: String
    var body: String
    /// The header fields, names lowercased.
    var headers: [String: String] = [:]
  }

  /// What to answer.
  struct Response: Sendable {
    var status: Int
    var contentType = "application/json; charset=utf-8"
    var body: String
    /// Header fields besides `Content-Type`.
    var headers: [String: String] = [:]

    /// An answer with `status`, `headers` (which may name another `Content-Type`) and `body`.
    static func http(
      _ status: Int, headers: [String: String] = [:], body: String = ""
    ) -> Response {
      Response(status: status, body: body, headers: headers)
    }
  }

  let port: Int
  private let server: HTTPServer
  private let log = RequestLog()

  /// The root URL to pass to `--base-url`.
  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// The requests received so far, in order.
  var receivedRequests: [Request] {
    log.requests.withLock { $0 }
  }

  /// The request targets received so far, in order.
  var receivedPaths: [String] {
    receivedRequests.map(\.path)
  }

  /// A server answering with `answer`, on `port` (any free one by default: a test gives one
  /// only to bring a server back where one was). Its clock does not move, so it never closes a
  /// connection as idle or slow: an app that a loaded machine holds up is not cut off.
  init(
    port: Int = 0, answer: @escaping @Sendable (_ request: Request, _ earlier: Int) -> Response
  ) throws {
    let log = log
    var configuration = HTTPServerConfiguration()
    configuration.port = port
    configuration.now = { .zero }
    server = try HTTPServer(configuration: configuration) { request in
      let received = Request(
        method: request.method, path: request.target,
        body: String(decoding: request.body, as: UTF8.self),
        headers: Dictionary(
          request.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 }))
      let earlier = log.requests.withLock { requests in
        defer { requests.append(received) }
        return requests.filter { $0.method == received.method && $0.path == received.path }.count
      }
      let response = answer(received, earlier)
      var fields = ["Content-Type": response.contentType]
      fields.merge(response.headers) { _, new in new }
      let headers = HTTPHeaders(fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
      return HTTPResponse(status: response.status, headers: headers, body: Data(response.body.utf8))
    }
    self.port = server.address.port
  }

  /// A server answering each request with what `respond` returns for its target.
  convenience init(respond: @escaping @Sendable (_ path: String) -> Response) throws {
    try self.init { request, _ in respond(request.path) }
  }

  /// Stops accepting connections and returns once connecting to ``port`` is refused and every
  /// connection is closed.
  func stop() {
    let stopped = DispatchSemaphore(value: 0)
    Task(executorPreference: StoppingExecutor.shared) { [server] in
      await server.shutdown()
      stopped.signal()
    }
    stopped.wait()
  }
}

/// The requests a server received, in order.
private final class RequestLog: Sendable {
  let requests = Mutex<[LoopbackServer.Request]>([])
}

/// An executor on a queue of its own, so that a synchronous test can wait for the server to stop
/// without holding a thread the stopping task needs.
private final class StoppingExecutor: TaskExecutor {
  static let shared = StoppingExecutor()
  private let queue = DispatchQueue(label: "LoopbackServer.stop")

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
