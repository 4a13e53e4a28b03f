import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A client of one HTTP API: it sends `Endpoint` values below a base URL under a
/// ``TransferPolicy``, through a ``ResponseCache``, and decodes their answers.
///
/// Every request goes below ``baseURL``, whose path is kept as a prefix (`…/api` and `…/api/`
/// both give `…/api/posts`), with `Accept: application/json`, `User-Agent: <userAgent>` and,
/// with a body, `Content-Type: application/json; charset=utf-8`, then the session's
/// ``headers`` and ``credentials``, then the endpoint's own (`Endpoint.headers` and
/// `Endpoint.credentials`), each field in place of one of the same name. Each one is bounded by
/// the policy: its timeout (or the `timeout:` of the call), retries of reads after transient
/// failures with the server's `Retry-After`, waits for a rate limit's reset, the size limit,
/// and redirects that never turn a write into another request nor take credentials to another
/// origin. Every failure is a `NetworkError`.
///
/// Credentials are the session's to add, never a `URLSession` configuration's: the cache keeps
/// the answers of different credentials apart only when it knows them (see ``ResponseCache``).
///
/// A session is a value that shares its connections with its copies; make one per API and keep
/// it for the life of the program.
///
/// ```swift
/// struct Producer: Decodable, Sendable {
///   var id: Int
///   var name: String
/// }
///
/// guard let baseURL = URL(string: "https://catalogue.example") else { return }
/// let session = HTTPSession(baseURL: baseURL, userAgent: "Example/1.0")
/// let producer = try await session.send(
///   Endpoint<Producer>.get(["2", "producers", "1"], resource: "producer"))
/// ```
///
/// A session of an API that wants a bearer token (an OAuth or personal access token), an API
/// key in a header field, or a user and a password (Basic), sends them with every request:
///
/// ```swift
/// guard let api = URL(string: "https://api.github.com") else { return }
/// let github = HTTPSession(
///   baseURL: api, userAgent: "Example/1.0",
///   credentials: .bearer("ghp_16C7e42F292c6912E7710c838347Ae178B4a"),
///   headers: ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"])
///
/// guard let weather = URL(string: "https://weather.example/v1") else { return }
/// let forecasts = HTTPSession(
///   baseURL: weather, userAgent: "Example/1.0",
///   credentials: .apiKey("3f6c2a9e51b04d7c", header: "X-API-Key"))
///
/// guard let intranet = URL(string: "https://intranet.example/api") else { return }
/// let staff = HTTPSession(
///   baseURL: intranet, userAgent: "Example/1.0",
///   credentials: .basic(user: "ada", password: "correct horse battery staple"))
/// ```
public struct HTTPSession: Sendable {
  /// The URL every endpoint's path goes below.
  public let baseURL: URL
  /// The `User-Agent` of every request, such as `Example/1.0`.
  public let userAgent: String
  /// The credentials added to every request, such as `.bearer(token)`; none by default. A copy
  /// with other credentials shares the connections, and never the stored answers.
  public var credentials: Credentials
  /// Header fields added to every request, such as `Accept: application/vnd.github+json`; each
  /// replaces the session's own field of the same name (`Accept`, `User-Agent`), and an
  /// endpoint's field replaces it. Empty by default.
  public var headers: [String: String]
  /// Query parameters added to every request after the endpoint's own, such as an API key a
  /// server wants in the query (`?api_key=…`); one of a name the endpoint gives itself is not
  /// added. Empty by default.
  public var queryItems: [URLQueryItem] = []
  /// The rules of each request; a copy with another policy shares the connections.
  public var policy: TransferPolicy
  /// Where answers are kept; ``ResponseCache/disabled`` keeps none.
  public var cache: ResponseCache
  /// The hook on every request and answer, such as `RefreshingCredentials` for credentials
  /// that expire, or a log; `nil`, the default, for none. See ``response(_:timeout:)``.
  public var hook: (any SessionHook)?
  /// The names of the credential fields the ``hook`` adds, when it is known before it runs
  /// (an OAuth 2 token's `Authorization`): a dry run shows them, `REDACTED`.
  var hookCredentialFields: Set<String> = []
  public let decoder: JSONDecoder
  /// The transport the requests go through, shared by the session's copies.
  let transport: Transport
  /// When the servers' rate limits reset, shared by every copy of the session.
  let rateLimits = RateLimitResets()

  /// A session for the API at `baseURL` whose requests go as the session `makeSession` makes
  /// would send them, with `credentials` and `headers` added to each; `makeSession` is called
  /// when the first request is sent, so a program that the cache answers starts no session at
  /// all.
  ///
  /// By default the requests go through a session that keeps nothing on disk
  /// (``FoundationFolders/sessionConfiguration()``), with no credentials and no added fields,
  /// under the default policy, with no cache.
  public init(
    baseURL: URL, userAgent: String, credentials: Credentials = .none,
    headers: [String: String] = [:], policy: TransferPolicy = .default,
    cache: ResponseCache = .disabled, decoder: JSONDecoder = JSONDecoder(),
    makeSession: @escaping @Sendable () -> URLSession = HTTPSession.makeDefaultURLSession
  ) {
    self.init(
      transport: Transport(makeSession: makeSession), baseURL: baseURL, userAgent: userAgent,
      credentials: credentials, headers: headers, policy: policy, cache: cache, decoder: decoder)
  }

  /// A session like
  /// ``init(baseURL:userAgent:credentials:headers:policy:cache:decoder:makeSession:)`` whose
  /// requests go as `session` would send them.
  public init(
    session: URLSession, baseURL: URL, userAgent: String, credentials: Credentials = .none,
    headers: [String: String] = [:], policy: TransferPolicy = .default,
    cache: ResponseCache = .disabled, decoder: JSONDecoder = JSONDecoder()
  ) {
    self.init(
      transport: Transport(session: session), baseURL: baseURL, userAgent: userAgent,
      credentials: credentials, headers: headers, policy: policy, cache: cache, decoder: decoder)
  }

  init(
    transport: Transport, baseURL: URL, userAgent: String, credentials: Credentials = .none,
    headers: [String: String] = [:], policy: TransferPolicy, cache: ResponseCache,
    decoder: JSONDecoder
  ) {
    self.transport = transport
    self.baseURL = baseURL.withCanonicalIPv6Host
    self.userAgent = userAgent
    self.credentials = credentials
    self.headers = headers
    self.policy = policy
    self.cache = cache
    self.decoder = decoder
  }

  /// The same session for the API at `baseURL`: its connections, credentials, header fields,
  /// query, policy, cache and hook.
  func rebased(on baseURL: URL) -> HTTPSession {
    var session = HTTPSession(
      transport: transport, baseURL: baseURL, userAgent: userAgent, credentials: credentials,
      headers: headers, policy: policy, cache: cache, decoder: decoder)
    session.queryItems = queryItems
    session.hook = hook
    return session
  }

  /// Whether the server of ``baseURL`` has been found to speak JSON:API: it answered in its
  /// media type, or refused JSON naming it. Its reads then ask for JSON:API.
  public var speaksJSONAPI: Bool {
    transport.jsonAPIServers.speaksJSONAPI(baseURL)
  }

  /// A session of its own that keeps nothing on disk, with neither a URL cache nor cookies.
  @Sendable public static func makeDefaultURLSession() -> URLSession {
    URLSession(configuration: FoundationFolders.sessionConfiguration())
  }

  /// The request the session would send for `endpoint`, as `--verbose` shows it (secrets
  /// `REDACTED`), without sending it: for a dry run. What a ``hook`` would add is not in it,
  /// since preparing a request may itself send one (for a token), but for the fields of an
  /// OAuth 2 token (`SessionSettings.authorize(_:keepingTokensIn:clock:)`), which are named.
  ///
  /// - Throws: `NetworkError.invalidRequest(request:reason:)` when it could not be sent.
  public func shownRequest<Response>(
    for endpoint: Endpoint<Response>
  ) throws(NetworkError) -> TrafficEvent {
    let endpoint = addingQueryItems(to: try endpoint.resolvingLink(below: baseURL))
    var credentials = credentials
    for name in hookCredentialFields.sorted() {
      credentials = credentials.adding(Credentials(headers: [name: "(a token asked for first)"]))
    }
    let request = try endpoint.urlRequest(
      relativeTo: baseURL, userAgent: userAgent, headers: headers, credentials: credentials)
    var shown = TrafficEvent.request(
      method: endpoint.method, url: request.url ?? baseURL,
      headers: request.allHTTPHeaderFields ?? [:],
      secretHeaders: endpoint.credentialHeaders(with: credentials))
    shown.body = endpoint.multipartBody?.summaryLines ?? []
    return shown
  }

  /// `endpoint` with ``queryItems`` after its own, but for those of a name it gives itself.
  private func addingQueryItems<Response>(to endpoint: Endpoint<Response>) -> Endpoint<Response> {
    var endpoint = endpoint
    let named = Set(endpoint.queryItems.map(\.name))
    endpoint.queryItems += queryItems.filter { !named.contains($0.name) }
    return endpoint
  }

  /// Sends `endpoint`'s request and returns its decoded payload.
  ///
  /// The request, its retries and the waits between them must be done within `timeout`, or
  /// the policy's ``TransferPolicy/timeout`` when `timeout` is `nil`, and by the current
  /// task's ``Deadline/current``; past either it is abandoned with
  /// `NetworkError.timedOut(host:limit:attempts:)`. A call from a cancelled task throws
  /// `NetworkError.cancelled` without sending anything, and so does a request whose header
  /// fields cannot be sent, with `NetworkError.invalidRequest(request:reason:)`.
  public func send<Response>(
    _ endpoint: Endpoint<Response>, timeout: Duration? = nil
  ) async throws -> Response {
    try await response(endpoint, timeout: timeout).payload
  }

  /// Sends `endpoint`'s request as ``send(_:timeout:)`` does, and returns its decoded value
  /// with the head of the answer it came in: its status, header fields and the version of the
  /// record it holds (its strong `ETag`), which an edit or a delete sends back as `If-Match`.
  public func answered<Response>(
    _ endpoint: Endpoint<Response>, timeout: Duration? = nil
  ) async throws -> Answered<Response> {
    let (payload, head) = try await response(endpoint, timeout: timeout)
    return Answered(value: payload, head: head)
  }

  /// Sends `endpoint`'s request as ``send(_:timeout:)`` does, and returns its decoded payload
  /// with the response it came in, `nil` when that was not HTTP.
  ///
  /// A `PUT`, `PATCH` or `DELETE` of the record that `RecordVersion.current` names carries its
  /// version as `If-Match`, unless the endpoint names its own; each read, and each `PUT` or
  /// `PATCH` answered with success, tells the version of its record to
  /// `RecordVersion.readObserver`.
  ///
  /// With a ``hook``, the request is first prepared by it (its fields and credentials added),
  /// sent once more after a `401` when the hook asks (its wait for new credentials within the
  /// timeout; a failure to have them is `NetworkError.credentialsNotRenewed(request:reason:)`),
  /// and what it came to is told to it, once.
  ///
  /// A write with an `Endpoint.idempotencyKey` is tried again as a read is, with the same key.
  /// An endpoint that fetches the created record (`Endpoint.fetchingCreatedRecord()`) answered
  /// without a body (white space aside) and with a `Location` below ``baseURL`` is answered with
  /// the record read from there, under a deadline of its own; a `Location` elsewhere is not
  /// followed, and the create is `NetworkError.unconfirmedCreate(resource:status:reason:)`.
  public func response<Response>(
    _ endpoint: Endpoint<Response>, timeout: Duration? = nil
  ) async throws -> (payload: Response, response: HTTPResponseHead?) {
    var policy = policy
    if let timeout {
      policy.timeout = timeout
    }
    var endpoint = addingQueryItems(to: try endpoint.resolvingLink(below: baseURL))
    var deadline = Deadline.forRequest(under: policy)
    if endpoint.multipartBody != nil {
      // An upload has its timeout after the last bytes that went, not after its start.
      let (upload, touch) = Deadline.afterLastBytes(under: policy)
      let told = endpoint.uploadProgress ?? TransferProgress.uploadObserver?.asClosure
      endpoint.uploadProgress = { progress in
        touch()
        told?(progress)
      }
      deadline = upload
    }
    var output = BodyOutput.current
    if var passing = output {
      // A body passed on may take longer than the timeout, as long as its bytes keep coming.
      let (idle, touch) = Deadline.afterLastBytes(under: policy, withinScope: false)
      let told = passing.received
      passing.received = { progress in
        touch()
        told(progress)
      }
      output = passing
      deadline = idle
    }
    let (request, answer, credentialHeaders, sentPrepared) = try await BodyOutput.$current
      .withValue(output) {
        try await hooked(endpoint, policy: policy, deadline: deadline)
      }
    let response = HTTPResponseHead(answer.response)
    if ["GET", "PUT", "PATCH"].contains(endpoint.method), let observer = RecordVersion.readObserver,
      let url = request.url, let response, (200..<300).contains(response.status)
    {
      observer(url, RecordVersion(url: response.url ?? url, tag: response.entityTag))
    }
    if endpoint.fetchesCreatedRecord, let response, endpoint.accepts(response.status),
      Endpoint<Response>.isBlank(answer.data), let location = response.createdLocation
    {
      guard let read = endpoint.reading(location, below: baseURL) else {
        throw NetworkError.unconfirmedCreate(
          resource: endpoint.resource, status: response.status,
          reason: "its Location leads away from the API: \(ShownURL(location.url))")
      }
      return try await self.response(read, timeout: timeout)
    }
    do {
      let payload = try endpoint.decode(
        answer.data, from: response, request: answer.requestLine, using: decoder)
      return (payload, response)
    } catch {
      if request.httpMethod ?? "GET" == "GET", response?.status == 200 {
        cache.forget(
          request, credentialHeaders: credentialHeaders,
          keyedHeaders: endpoint.cacheKeyHeaders(
            of: request, with: credentials, prepared: sentPrepared))
      }
      throw error.counting(attempts: answer.attempts)
    }
  }

  /// What sending `endpoint` came to: the request sent, its answer, the names of the fields
  /// that carried credentials, and what a hook prepared it with.
  private typealias Sent = (
    request: URLRequest, answer: Exchange.Answer, credentialHeaders: Set<String>,
    prepared: OutgoingRequest?
  )

  /// Sends `endpoint` through ``hook``: prepared by it, sent once more after a `401` when it
  /// asks, and told what it came to. Without a hook, sends it as it is.
  private func hooked<Response>(
    _ endpoint: Endpoint<Response>, policy: TransferPolicy, deadline: Deadline?
  ) async throws -> Sent {
    guard let hook else {
      return try await sent(endpoint, prepared: nil, policy: policy, deadline: deadline)
    }
    let elapsed = Self.stopwatch(on: policy.timeoutClock)
    let url = endpoint.url(relativeTo: baseURL)
    let shown = ShownRequest(endpoint.method, url)
    let host = ShownHost(url)
    var attempts = 0
    func summary(_ outcome: ExchangeSummary.Outcome) -> ExchangeSummary {
      ExchangeSummary(
        method: endpoint.method, url: ShownURL(url), outcome: outcome, duration: elapsed(),
        attempts: attempts)
    }
    func outgoing(again: Bool) -> OutgoingRequest {
      OutgoingRequest(method: endpoint.method, url: ShownURL(url), isRetryAfterUnauthorized: again)
    }
    do {
      let first = try await Self.prepared(
        outgoing(again: false), by: hook, within: deadline, host: host)
      var sent = try await sent(endpoint, prepared: first, policy: policy, deadline: deadline)
      attempts += sent.answer.attempts
      if let head = HTTPResponseHead(sent.answer.response), head.status == 401 {
        // New credentials, asked for and prepared within the request's time; a failure to
        // have them is the 401's end, in the renewal's words.
        let renewed: OutgoingRequest?
        do {
          let again = try await Self.within(deadline, host: host) {
            try await hook.retryAfterUnauthorized(first, answer: head)
          }
          renewed =
            again
            ? try await Self.prepared(outgoing(again: true), by: hook, within: deadline, host: host)
            : nil
        } catch let error as NetworkError where Self.endsAsItIs(error) {
          throw error
        } catch {
          throw NetworkError.credentialsNotRenewed(request: shown, reason: Self.reason(error))
        }
        if let renewed {
          sent = try await self.sent(
            endpoint, prepared: renewed, policy: policy, deadline: deadline)
          attempts += sent.answer.attempts
        }
      }
      let status = (sent.answer.response as? HTTPURLResponse)?.statusCode ?? 0
      hook.finished(summary(.answered(status: status, stored: attempts == 0)))
      return sent
    } catch let wentOut as BodyWentOut {
      hook.finished(summary(.answered(status: wentOut.head.status, stored: false)))
      throw wentOut
    } catch {
      attempts += (error as? NetworkError)?.attempts ?? 0
      hook.finished(summary(.failed(Self.reason(error))))
      throw error
    }
  }

  /// Sends `endpoint`'s request with the fields a hook `prepared`, through the cache.
  private func sent<Response>(
    _ endpoint: Endpoint<Response>, prepared: OutgoingRequest?, policy: TransferPolicy,
    deadline: Deadline?
  ) async throws -> Sent {
    // A path the server redirected to itself with or without a final `/` goes there at once.
    var request = transport.slashedPaths.routed(
      try endpoint.urlRequest(
        relativeTo: baseURL, userAgent: userAgent, headers: headers, credentials: credentials,
        prepared: prepared))
    if ["PUT", "PATCH", "DELETE"].contains(endpoint.method),
      request.value(forHTTPHeaderField: "If-Match") == nil, let url = request.url,
      let version = RecordVersion.current, version.isVersion(of: url)
    {
      request.setValue(version.tag.description, forHTTPHeaderField: "If-Match")
    }
    request = transport.jsonAPIServers.negotiated(request)
    let credentialHeaders = endpoint.credentialHeaders(with: credentials, prepared: prepared)
    let host = ShownHost(request.url ?? baseURL)
    guard !Task.isCancelled else { throw NetworkError.cancelled }
    func answer(_ request: URLRequest) async throws -> Exchange.Answer {
      try await cache.answer(
        request, baseURL: baseURL, credentialHeaders: credentialHeaders,
        keyedHeaders: endpoint.cacheKeyHeaders(of: request, with: credentials, prepared: prepared),
        rejectedStatuses: endpoint.rejection.statuses
      ) { request, retries in
        do {
          return try await Exchange(
            transport: transport, policy: policy, host: host, retriesOnlyWhenAsked: !retries,
            deadline: deadline, credentialHeaders: credentialHeaders,
            idempotencyKey: endpoint.idempotencyKey, rateLimits: rateLimits
          ).send(request)
        } catch {
          throw NetworkError(error, host: host) ?? error
        }
      }
    }
    var answered = try await answer(request)
    // A read refused for asking for JSON by a server of JSON:API is asked again in its type.
    if transport.jsonAPIServers.note(answered.response, data: answered.data, to: request) {
      request.setValue(RequestBody.jsonAPIContentType, forHTTPHeaderField: "Accept")
      let attempts = answered.attempts
      answered = try await answer(request)
      answered.attempts += attempts
    }
    return (request, answered, credentialHeaders, prepared)
  }

  /// `request` as `hook` prepares it, within `deadline`.
  private static func prepared(
    _ request: OutgoingRequest, by hook: any SessionHook, within deadline: Deadline?,
    host: ShownHost
  ) async throws -> OutgoingRequest {
    try await within(deadline, host: host) {
      var request = request
      try await hook.prepare(&request)
      return request
    }
  }

  /// The result of a hook's `operation`, unless `deadline` passes first: then it is cancelled,
  /// and the request ends as a timeout; a cancelled task ends as `NetworkError.cancelled`.
  private static func within<Result: Sendable>(
    _ deadline: Deadline?, host: ShownHost,
    _ operation: @escaping @Sendable () async throws -> Result
  ) async throws -> Result {
    do {
      guard let deadline else { return try await operation() }
      return try await deadline.race(operation)
    } catch is DeadlinePassed {
      // Nothing more was sent while the hook worked.
      throw NetworkError.timedOut(host: host, limit: deadline?.limit, attempts: 0)
    } catch is CancellationError {
      throw NetworkError.cancelled
    }
  }

  /// Whether `error`, met while a hook worked, ends the request as it is: a timeout or a
  /// cancellation, never a failure to renew credentials.
  private static func endsAsItIs(_ error: NetworkError) -> Bool {
    if case .timedOut = error { return true }
    return error == .cancelled
  }

  /// `error` in one line, as a message quotes it.
  private static func reason(_ error: any Error) -> String {
    (error as? NetworkError)?.description ?? String(describing: error).singleLine(limit: 300)
  }

  /// A function that says how long it has been since it was made, on `clock`.
  private static func stopwatch<C: Clock>(on clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// Sends `endpoint`'s request as ``send(_:timeout:)`` does and returns the page it brought,
  /// page `number` of `size` items as the endpoint's query asked for them: its total from
  /// `X-Total-Count`, and as its `next`, page `number + 1` unless it is the last (see
  /// `Page.init(_:response:number:size:endsWhenEmpty:)`). Pages of other shapes are read from
  /// ``response(_:timeout:)`` or with an endpoint that reads them (see the `HTTPClient` module's
  /// article on paging).
  public func page<Item>(
    _ endpoint: Endpoint<ListPayload<Item>>, number: Int? = nil, size: Int? = nil,
    endsWhenEmpty: Bool = false, timeout: Duration? = nil
  ) async throws -> Page<Item> {
    let (payload, response) = try await response(endpoint, timeout: timeout)
    return Page(
      payload, response: response, number: number, size: size, endsWhenEmpty: endsWhenEmpty)
  }
}
