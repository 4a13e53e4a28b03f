import Foundation
import HTTPServer

/// A `JSONServer` on the HTTP server, as `app serve` runs it and json-server would:
/// its answers after the delays asked for, an access line per request, and, for a database
/// file, the file served again whenever it changes.
///
/// ```swift
/// let api = JSONServer(sample: .standard, options: JSONServerOptions())
/// let server = try JSONServerListener(api: api, host: "127.0.0.1", port: 0, log: { print($0) })
/// print(server.banner, terminator: "")
/// await server.shutdown()
/// ```
public final class JSONServerListener: Sendable {
  public let address: HTTPServerAddress
  private let api: JSONServer
  private let server: HTTPServer
  private let handler: JSONServerHTTPHandler
  private let watcher: DatabaseWatcher?
  private let files: StaticFiles?

  /// Starts serving `api` at `host` and `port` (0 picks a free one).
  ///
  /// - Parameters:
  ///   - api: The API that answers.
  ///   - host: The address to listen at, such as `127.0.0.1`, `::1` or `0.0.0.0`.
  ///   - port: The port to listen at; 0 picks a free one (see ``address``).
  ///   - delay: The wait before every answer.
  ///   - log: Where each request's access line goes (see ``JSONServerHTTPHandler/log``); `nil` for
  ///     none.
  ///   - watch: Where the changes of the database file go when it is watched
  ///     (``DatabaseWatcher``); `nil` not to watch it.
  ///   - files: What is answered before the API (``StaticFiles``): a static folder, or the
  ///     home page; `nil` for neither.
  ///   - compresses: Whether answers vary by `Accept-Encoding` as json-server's compressed
  ///     answers do (json-server's default; `--no-gzip` turns it off).
  ///   - sleep: What waits the delays; it must end early when its task is cancelled.
  ///   - now: The time the connections' timeouts run against
  ///     (`HTTPServerConfiguration.now`).
  /// - Throws: `HTTPServerError` when the address cannot be listened at.
  public init(
    api: JSONServer, host: String, port: Int, delay: Duration = .zero,
    log: (@Sendable (String) -> Void)?,
    watch: (@Sendable (DatabaseWatcher.Event) -> Void)? = nil,
    files: StaticFiles? = nil, compresses: Bool = false,
    sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
    now: @escaping @Sendable () -> Duration = HTTPServerConfiguration.continuousTime
  ) throws(HTTPServerError) {
    let handler = JSONServerHTTPHandler(
      delay: delay, log: log, sleep: sleep, kept: api.keptResponse(to:),
      files: { files?.response(to: $0) }, crossOrigin: api.crossOriginHeaders(for:),
      early: api.earlyResponse(to:), waitsRequestedDelay: api.waitsRequestedDelay(of:),
      compresses: compresses, answer: { api.respond(to: $0, yielding: $1) })
    var configuration = HTTPServerConfiguration(host: host, port: port)
    configuration.now = now
    server = try HTTPServer(configuration: configuration) {
      await handler.respond(to: $0)
    }
    self.api = api
    self.handler = handler
    self.files = files
    address = server.address
    watcher = watch.map { DatabaseWatcher(api: api, report: $0) }
  }

  /// What to print once the server accepts connections: where it listens, then the URL of each
  /// resource, a line each, then what `/` serves: the home page, or the files of a folder.
  public var banner: String {
    var text = "listening on \(address.url)\n"
    for resource in api.resources {
      text += "  \(address.url)/\(resource.name)\n"
    }
    switch files?.folderPath {
    case let folder?: text += "  \(address.url)/ serves the files of \(folder)\n"
    case nil where files != nil: text += "  \(address.url)/ is the home page\n"
    case nil: break
    }
    return text
  }

  /// Stops watching the file, ends the delays of the requests in hand, answers them, and stops
  /// listening.
  public func shutdown() async {
    watcher?.stop()
    handler.endWaits()
    await server.shutdown()
  }
}
