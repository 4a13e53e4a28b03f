import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A fake API server for one test, inside the process: a unique host under `.invalid`, a session
/// whose requests to it are answered by `handler` (through a URL protocol), and the requests it
/// received.
///
/// Nothing touches the network, so a test can answer thousands of requests, throw any
/// `URLError`, or hold an answer until it chooses. For bytes on a real socket, use
/// ``HostileServer``.
public final class StubServer: Sendable {
  public typealias Handler = @Sendable (URLRequest) async throws -> (HTTPURLResponse, Data)

  /// The server's host, such as `3f2a….stub.invalid`.
  public let host: String
  /// The base URL to give the client: `https://<host>[:port]<pathPrefix>`.
  public let baseURL: URL
  /// A session whose requests go to the stub servers; a session made with its configuration
  /// does too.
  public let session: URLSession
  public let handler: Handler

  private let received = LockedValue<[URLRequest]>([])

  private static let registry = LockedValue<[String: Registration]>([:])

  /// Creates a server answering with `handler`, at a base URL with `port` and `pathPrefix`
  /// (such as `/api` or `/api/`).
  public init(port: Int? = nil, pathPrefix: String = "", handler: @escaping Handler) throws {
    let host = "\(UUID().uuidString.lowercased()).stub.invalid"
    let authority = port.map { "\(host):\($0)" } ?? host
    self.host = host
    baseURL = try #require(URL(string: "https://\(authority)\(pathPrefix)"))
    let configuration = URLSessionConfiguration.ephemeral
    configuration.protocolClasses = [StubURLProtocol.self]
    configuration.urlCache = nil
    session = URLSession(configuration: configuration)
    self.handler = handler
    Self.registry.withLock { $0[host] = Registration(server: self) }
  }

  /// Creates a server at a base URL with `pathPrefix` that answers a request for each path in
  /// `routes` (below the prefix, such as `/things/1`) with its response, and any other with
  /// ``StubResponse/notFound``.
  public convenience init(pathPrefix: String = "", routes: [String: StubResponse]) throws {
    let prefix = pathPrefix.hasSuffix("/") ? String(pathPrefix.dropLast()) : pathPrefix
    try self.init(pathPrefix: pathPrefix) { request in
      let path = request.url?.path ?? ""
      let route = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      return try (routes[route] ?? .notFound).answering(request)
    }
  }

  deinit {
    Self.registry.withLock { _ = $0.removeValue(forKey: host) }
    session.finishTasksAndInvalidate()
  }

  /// The requests received so far, in the order they arrived.
  public var requests: [URLRequest] {
    received.current
  }

  /// The paths of the requests received so far, in the order they arrived.
  public var requestedPaths: [String] {
    requests.map { $0.url?.path ?? "" }
  }

  /// The server that `request` is sent to, if it still exists.
  static func server(for request: URLRequest) -> StubServer? {
    guard let host = request.url?.host() else { return nil }
    return registry.withLock { $0[host]?.server }
  }

  func record(_ request: URLRequest) {
    received.withLock { $0.append(request) }
  }
}

/// A registered server, held weakly so that it goes away with its test.
private struct Registration: Sendable {
  weak var server: StubServer?
}
