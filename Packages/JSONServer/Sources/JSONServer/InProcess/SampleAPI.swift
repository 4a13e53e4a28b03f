import Dependencies
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A JSONPlaceholder-compatible API with the project's own sample data, answered in-process.
///
/// It serves `GET` for every resource the real service has: `/posts`, `/posts/7`,
/// `/posts/7/comments` (the same as `/comments?postId=7`) and likewise for users, comments,
/// albums, photos and to-dos, with the relations posts→comments, albums→photos, users→posts,
/// users→albums and users→todos. Lists understand json-server's query parameters: field filters
/// (`?userId=1`, `?address.city=Kyoto`, `?id_gte=5`, `?id_ne=3`, `?title_like=^notes`), full-text
/// `?q=`, `?_sort=&_order=`, `?_page=&_limit=` and `?_start=&_end=` (with `X-Total-Count` and
/// `Link` headers), and `?_embed=comments` and `?_expand=user` (records too); the router
/// documents every rule. Bodies are JSON laid out like the real service's, with its field
/// order, and `Content-Type: application/json; charset=utf-8`. A path or record that does not
/// exist is 404 with `{}`, and a method an existing path does not take is 405 with `{}`.
///
/// It also writes, as the real service answers writes, but keeping them: `POST /posts` (or
/// `/posts/7/comments`) creates a record (201, with a `Location` header), `PUT /posts/7`
/// replaces one, `PATCH /posts/7` merges into one (both 200), and `DELETE /posts/7` removes one
/// (200 `{}`), with its dependents. Unlike the real service it validates what is written,
/// answering 422 with `{"errors": {"email": ["is invalid"]}}` for a record that breaks the
/// rules and 400 for a body that is no JSON object. Writes last as long as the instance and are
/// seen by every later request to it, whatever its query.
///
/// Two ways in: ``respond(to:)`` answers a ``JSONServerRequest`` directly, and
/// ``makeURLSession()`` gives a `URLSession` whose requests to ``baseURL`` are answered by this
/// instance, so that a client runs its whole HTTP path without a network:
///
/// ```swift
/// let api = SampleAPI(latency: .milliseconds(200))
/// let session = api.makeURLSession()
/// let (data, response) = try await session.data(from: api.baseURL.appending(path: "posts"))
/// ```
public final class SampleAPI: Sendable {
  /// The address this instance answers at, such as `http://sample-1.invalid`; the host is unique
  /// to the instance, so instances never answer each other's requests.
  public let baseURL: URL
  /// How long a request through ``makeURLSession()`` waits before it is answered.
  public let latency: Duration
  let sleep: @Sendable (Duration) async throws -> Void
  private let host: String
  private let database: Mutex<StoredDatabase>

  /// The data an instance serves: the standard tables, shared until a write copies them, or
  /// its own.
  private enum StoredDatabase {
    case standard
    case own(Database)
  }

  /// - Parameters:
  ///   - dataset: The records to serve; `nil` for ``SampleDataset/standard``, each resource of
  ///     which is then made the first time a request needs it (and shared by every instance),
  ///     so that the first request for posts makes no photo.
  ///   - latency: How long requests through ``makeURLSession()`` wait before they are answered;
  ///     ``respond(to:)`` never waits.
  ///   - sleep: How to wait for `latency`; it should throw when its task is cancelled, as
  ///     `Task.sleep(for:)` does, so that a cancelled request stops waiting. Tests pass a closure
  ///     they control.
  public init(
    dataset: SampleDataset? = nil,
    latency: Duration = .zero,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    let host = SampleAPIRegistry.shared.makeHost()
    self.host = host
    self.baseURL = SampleAPI.url(ofHost: host)
    self.latency = latency
    self.sleep = sleep
    if let dataset {
      self.database = Mutex(dataset == .standard ? .own(.standard) : .own(Database(dataset)))
    } else {
      self.database = Mutex(.standard)
    }
    SampleAPIRegistry.shared.register(self, forHost: host)
  }

  deinit {
    SampleAPIRegistry.shared.unregister(host: host)
  }

  /// Answers `request` at once, ignoring ``latency``.
  ///
  /// The answer depends only on the request and the data, which are this instance's dataset
  /// with the writes it has answered applied. Writes are made one at a time, each as a whole, and
  /// stay with this instance: other instances, including those serving the same dataset, never
  /// see them.
  public func respond(to request: JSONServerRequest) -> JSONServerResponse {
    guard request.method != "GET" else {
      let snapshot = database.withLock { stored in
        switch stored {
        case .standard: Database.standard
        case .own(let database): database
        }
      }
      return SampleDataRouter.response(to: request, from: snapshot)
    }
    return database.withLock { stored in
      var database: Database
      switch stored {
      case .standard: database = .standard
      case .own(let own): database = own
      }
      // The instance's own reference let go of, the write changes the tables in place.
      stored = .standard
      defer { stored = .own(database) }
      return SampleDataRouter.response(to: request, updating: &database)
    }
  }

  /// Returns a new session whose requests to ``baseURL`` are answered by this instance, each
  /// after ``latency``; the latencies of concurrent requests run at the same time.
  ///
  /// The session uses an ephemeral configuration and never touches the network: a request for a
  /// host that no living instance has fails with `URLError(.cannotConnectToHost)`. Cancelling a
  /// request stops its wait and ends it with `URLError(.cancelled)`. The session keeps this
  /// instance alive.
  ///
  /// A request's body reaches the instance when it is set as `httpBody` or `httpBodyStream`; on
  /// Linux the body given to `upload(for:from:)` does not, and such a request is answered as one
  /// without a body.
  ///
  /// Answers reach the session the way its own HTTP transport's do, so the session behaves as it
  /// does with a server, flaws included: on Linux, `data(for:)` can deadlock when its task is
  /// cancelled just as the answer arrives, while tasks with completion handlers are safe.
  public func makeURLSession() -> URLSession {
    // Not `.ephemeral`, which makes a URL cache folder on disk on Linux.
    let configuration = URLSessionConfiguration.default
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.protocolClasses = [SampleURLProtocol.self]
    return URLSession(
      configuration: configuration,
      delegate: SampleSessionDelegate(api: self),
      delegateQueue: nil
    )
  }

  private static func url(ofHost host: String) -> URL {
    var components = URLComponents()
    components.scheme = "http"
    components.host = host
    // A scheme and a host of letters, digits, dots and dashes always make a URL.
    return components.url ?? URL(fileURLWithPath: "/")
  }
}
