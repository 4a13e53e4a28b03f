/// The one hook a session may be given on every request it sends and every answer it gets: to
/// add a header field or credentials to each request, to renew credentials once after a `401`
/// and send the request again, and to log or count what each request came to.
///
/// Every requirement has a default that does nothing, so a hook implements only what it needs.
/// A hook that waits (for a token) stops when its task is cancelled, as the request's timeout
/// cancels it: the request cannot end before the hook returns.
/// ``RefreshingCredentials`` is the hook of an API whose tokens expire; ``HookChain`` gives a
/// session several hooks as one.
///
/// ```swift
/// struct ExchangeLog: SessionHook {
///   func finished(_ exchange: ExchangeSummary) {
///     print(exchange)  // GET /posts?_page=2: HTTP 200 in 84ms
///   }
/// }
/// ```
///
/// Nothing secret reaches a hook unless it put it there: ``OutgoingRequest`` and
/// ``ExchangeSummary`` name the URL without a password and with the values of credential query
/// parameters `REDACTED`, and show no header field the session sends.
public protocol SessionHook: Sendable {
  /// Called before the session looks the request up in its cache or sends it, after a `401`
  /// again: sets the header fields and credentials it adds to the request. A thrown error ends
  /// the request with it, nothing being sent.
  func prepare(_ request: inout OutgoingRequest) async throws

  /// Called when `request` was answered `401` (`answer`): whether to send it once more, after
  /// ``prepare(_:)`` again, as when new credentials were had. Called at most once per request:
  /// a `401` to the request sent again is final. A thrown error (new credentials could not be
  /// had) ends the request as `NetworkError.credentialsNotRenewed(request:reason:)`, with the
  /// error's words; the wait is bounded by the request's timeout, past which it ends as a
  /// timeout does.
  func retryAfterUnauthorized(_ request: OutgoingRequest, answer: HTTPResponseHead) async throws
    -> Bool

  /// Called once per request with what it came to: a status (stored or from the server) or a
  /// failure, its duration and its tries; for logging and metrics. It must not wait.
  func finished(_ exchange: ExchangeSummary)
}

extension SessionHook {
  public func prepare(_ request: inout OutgoingRequest) async throws {}

  public func retryAfterUnauthorized(_ request: OutgoingRequest, answer: HTTPResponseHead)
    async throws -> Bool
  {
    false
  }

  public func finished(_ exchange: ExchangeSummary) {}
}
