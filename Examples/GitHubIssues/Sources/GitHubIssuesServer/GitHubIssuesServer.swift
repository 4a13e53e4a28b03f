import Foundation
import HTTPServer
import Synchronization

/// A server that speaks the contract of GitHub's REST API for one repository's issues, over
/// loopback, from issues held in memory:
///
/// - every request sends `Authorization: Bearer TOKEN` (or `token TOKEN`) of a known account:
///   without one, `401` `{"message": "Requires authentication"}`; with an unknown one, `401`
///   `{"message": "Bad credentials"}`; an account that does not see the repository gets `404`;
/// - `GET /repos/{owner}/{repo}/issues?state=open&per_page=N&page=M`, newest first, paged with
///   `Link` (`next`, `last`, `prev`, `first`); `GET /repos/{owner}/{repo}/issues/{number}`;
/// - `GET /search/issues?q=WORDS repo:OWNER/REPO is:issue is:open&per_page=N&page=M`,
///   `{"total_count", "incomplete_results", "items"}`;
/// - `POST /repos/{owner}/{repo}/issues` `{"title", "body"}`: `201` with a `Location`, or `422`
///   `{"message": "Validation Failed", "errors": [{"resource": "Issue", "field": "title",
///   "code": "missing_field"}]}`, a title longer than 256 characters being a `custom` error;
/// - `PATCH /repos/{owner}/{repo}/issues/{number}` `{"state": "closed"}`: `200`, `404` or `422`;
/// - reads answer with an `ETag` per account, `Cache-Control: private, max-age=60` (search:
///   `no-cache`) and `Vary: Accept, Authorization, Cookie, X-GitHub-OTP`, and `304` to an
///   `If-None-Match` that names it;
/// - each account has `rateLimit` requests per window (`core` and `search` apart) reported in
///   `X-RateLimit-Limit`, `-Remaining`, `-Used`, `-Reset` and `-Resource`; a `304` does not
///   count; past the limit, `403` `{"message": "API rate limit exceeded …"}` with
///   `X-RateLimit-Remaining: 0`, until the reset.
///
/// ```swift
/// let server = try GitHubIssuesServer(
///   owner: "octo", repository: "harbour",
///   accounts: [GitHubAccount(token: "ghp_demo", login: "ada")], issues: [])
/// print(server.baseURL)
/// await server.shutdown()
/// ```
public final class GitHubIssuesServer: Sendable {
  /// A request as the server answered it.
  public struct Received: Sendable, Hashable {
    /// The method, such as `GET`.
    public var method: String
    /// The request target, such as `/repos/octo/harbour/issues?state=open&per_page=2`.
    public var target: String
    /// The login of the account whose token came; `nil` for none, or an unknown one.
    public var login: String?
    /// The `If-None-Match` sent, if any.
    public var ifNoneMatch: String?
    /// The status answered.
    public var status: Int
  }

  /// The root URL of the API, such as `http://127.0.0.1:52000`.
  public let baseURL: String
  private let server: HTTPServer
  private let store: IssueStore
  private let log: RequestLog

  /// Starts serving the issues of `owner/repository` at `host` and `port` (0 for any free
  /// port) to `accounts`, each allowed `rateLimit` requests per `rateLimitWindow` seconds of
  /// `now`, which every answer's `Date` names too.
  public init(
    host: String = "127.0.0.1", port: Int = 0, owner: String, repository: String,
    accounts: [GitHubAccount], issues: [ServedIssue], rateLimit: Int = 5_000,
    rateLimitWindow: TimeInterval = 3_600, now: @escaping @Sendable () -> Date = Date.init
  ) throws {
    let store = IssueStore(issues)
    let log = RequestLog()
    self.store = store
    self.log = log
    let routes = Routes(
      owner: owner, repository: repository, store: store,
      limiter: RateLimiter(limit: rateLimit, length: rateLimitWindow), accounts: accounts,
      now: now)
    var configuration = HTTPServerConfiguration(host: host, port: port)
    configuration.secondsSince1970 = { Int(now().timeIntervalSince1970.rounded(.down)) }
    server = try HTTPServer(configuration: configuration) { request in
      let (response, login) = routes.answer(request, apiRoot: log.apiRoot)
      log.append(
        Received(
          method: request.method, target: request.target, login: login,
          ifNoneMatch: request.headers["If-None-Match"], status: response.status))
      return response
    }
    baseURL = server.address.url
    log.apiRoot = server.address.url
  }

  /// The requests answered so far, in order.
  public var requests: [Received] {
    log.all
  }

  /// The issues served now, newest first.
  public var issues: [ServedIssue] {
    store.all
  }

  /// Stops serving, once the requests in flight are answered.
  public func shutdown() async {
    await server.shutdown()
  }
}

/// The requests answered, and the root URL the answers name, under a lock since requests
/// arrive concurrently.
private final class RequestLog: Sendable {
  private struct State {
    var received: [GitHubIssuesServer.Received] = []
    var apiRoot = ""
  }

  private let state = Mutex(State())

  var all: [GitHubIssuesServer.Received] {
    state.withLock { $0.received }
  }

  var apiRoot: String {
    get { state.withLock { $0.apiRoot } }
    set { state.withLock { $0.apiRoot = newValue } }
  }

  func append(_ request: GitHubIssuesServer.Received) {
    state.withLock { $0.received.append(request) }
  }
}
