import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Everything a program's session to one server is made from, as its options and the server's
/// settings say: where the server is, how long and how often a request is tried, where answers
/// are stored, what every request sends, and who is told what happens. One value in, one
/// configured session out (``withSession(clock:timeoutClock:decoder:cacheEvents:_:)``).
///
/// ```swift
/// guard let baseURL = URL(string: "https://api.example.com") else { return }
/// var settings = SessionSettings(baseURL: baseURL, userAgent: "Ledger/1.0")
/// settings.retries = 4
/// settings.credentials = .bearer("t0k")
/// settings.queryItems = [URLQueryItem(name: "api_key", value: "k1")]
/// settings.secretQueryNames = ["api_key"]
/// let count = await settings.withSession(clock: ContinuousClock()) { session in
///   let invoices = Endpoint<ListPayload<Int>>.list(["invoices", "ids"], resource: "invoices")
///   return try? await session.send(invoices).items.count
/// }
/// ```
public struct SessionSettings: Sendable {
  /// Where a session keeps the answers it may serve again.
  public enum Storage: Sendable {
    /// Nowhere: every read asks the server (and, offline, fails without being sent).
    case none
    /// In memory, for this session alone: for a server in the same process.
    case memory
    /// In the server's folder of `directory`, shared with other processes; `nil` when there is
    /// no such folder (no `$HOME`), which stores nothing but keeps the policy.
    case folder(CacheDirectory?)
  }

  /// What ``withSession(clock:timeoutClock:decoder:cacheEvents:_:)``'s ``timeout`` bounds.
  public enum DeadlineScope: Sendable, Hashable {
    /// The operation's requests as a whole, retries and waits included: a command that reads.
    case operation
    /// Each request on its own: a command whose questions to a person must not count.
    case request
  }

  /// The API root every path is below.
  public var baseURL: URL
  /// What sends the requests: a session of its own by default; a server in the same process
  /// gives its own.
  public var makeURLSession: @Sendable () -> URLSession
  public var userAgent: String
  /// The deadline, of the operation or of each request (``deadline``).
  public var timeout: Duration = .seconds(30)
  public var deadline = DeadlineScope.operation
  /// How many more times a read is tried after a transient failure; a request waits for a
  /// rate limit's reset no more often (`RateLimitPolicy/maximumWaits`, none with 0).
  public var retries = 2
  /// The largest answer accepted, in bytes.
  public var maximumResponseSize = 16 << 20
  public var storage = Storage.none
  /// How stored answers are used: their age, a revalidation of every one, offline.
  public var cachePolicy = CachePolicy()
  /// The header fields every request sends that are not secret.
  public var headers: [String: String] = [:]
  /// The header fields that are: kept apart in the cache, never shown.
  public var credentials = Credentials.none
  /// The query parameters every request sends.
  public var queryItems: [URLQueryItem] = []
  /// The names of the query parameters that carry credentials beyond `CredentialQuery.names`,
  /// lowercased: redacted wherever a URL is shown or stored.
  public var secretQueryNames: Set<String> = []
  /// The hook on every request and answer (a log of each exchange, refreshing credentials).
  public var hook: (any SessionHook)?
  /// The tokens of an OAuth 2 authorization (`authorize(_:keepingTokensIn:clock:)`), sent by a
  /// hook before ``hook``.
  var tokenSource: TokenSource?
  /// Who is told of each try again; `nil` for nobody.
  public var retryObserver: RetryObserver?
  /// Who is told of each request and the head of its answer; `nil` for nobody.
  public var trafficObserver: TrafficObserver?

  /// The settings of a session to `baseURL`: json-server's defaults of a client, nothing stored
  /// and nothing added to a request.
  public init(
    baseURL: URL, userAgent: String,
    makeURLSession: @escaping @Sendable () -> URLSession = HTTPSession.makeDefaultURLSession
  ) {
    self.baseURL = baseURL
    self.userAgent = userAgent
    self.makeURLSession = makeURLSession
  }

  /// The session these settings make: its waits between tries on `clock`, its timeouts on
  /// `timeoutClock` (by default `clock`), bodies decoded by `decoder`, each event of its cache
  /// told to `cacheEvents`.
  public func session(
    clock: any Clock<Duration>, timeoutClock: (any Clock<Duration>)? = nil,
    decoder: JSONDecoder = JSONDecoder(), cacheEvents: (@Sendable (CacheEvent) -> Void)? = nil
  ) -> HTTPSession {
    var cache = responseCache
    if let cacheEvents { cache.report = cacheEvents }
    // A wait for a rate limit's reset is a try again: the retries bound it too.
    var rateLimit = RateLimitPolicy.standard
    rateLimit.maximumWaits = min(rateLimit.maximumWaits, retries)
    let policy = TransferPolicy(
      timeout: timeout, retries: retries, maximumResponseSize: maximumResponseSize,
      clock: clock, timeoutClock: timeoutClock ?? clock, rateLimit: rateLimit)
    var session = HTTPSession(
      baseURL: baseURL, userAgent: userAgent, credentials: credentials, headers: headers,
      policy: policy, cache: cache, decoder: decoder, makeSession: makeURLSession)
    session.queryItems = queryItems
    if tokenSource != nil {
      session.hookCredentialFields = ["Authorization"]
    }
    session.hook =
      switch (tokenHook, hook) {
      case (let tokens?, let hook?): HookChain(tokens, hook)
      case (let tokens?, nil): tokens
      case (nil, let hook): hook
      }
    return session
  }

  /// Runs `operation` with ``session(clock:timeoutClock:decoder:cacheEvents:)``, within what
  /// the settings ask of every request it sends: the ``secretQueryNames`` redacted, the
  /// observers told, and the ``timeout`` over the whole operation when the ``deadline`` is of
  /// the operation.
  public func withSession<Result: Sendable>(
    clock: any Clock<Duration>, timeoutClock: (any Clock<Duration>)? = nil,
    decoder: JSONDecoder = JSONDecoder(), cacheEvents: (@Sendable (CacheEvent) -> Void)? = nil,
    _ operation: (HTTPSession) async -> Result
  ) async -> Result {
    let session = session(
      clock: clock, timeoutClock: timeoutClock, decoder: decoder, cacheEvents: cacheEvents)
    let timeoutClock = timeoutClock ?? clock
    return await CredentialQuery.$additionalNames.withValue(secretQueryNames) {
      await TrafficObserver.$current.withValue(trafficObserver) {
        await RetryObserver.$current.withValue(retryObserver) {
          switch deadline {
          case .operation:
            await withDeadline(Deadline(after: timeout, clock: timeoutClock)) {
              await operation(session)
            }
          case .request:
            await operation(session)
          }
        }
      }
    }
  }

  /// The cache of ``storage``, under ``cachePolicy``.
  var responseCache: ResponseCache {
    switch storage {
    case .memory:
      return .inMemory(policy: cachePolicy)
    case .folder(let directory?):
      return directory.cache(for: baseURL, policy: cachePolicy)
    case .none, .folder(nil):
      var cache = ResponseCache.disabled
      cache.policy = cachePolicy
      return cache
    }
  }
}
