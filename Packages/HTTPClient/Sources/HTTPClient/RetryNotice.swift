/// A request about to be tried again, as a client tells it to the current task's
/// ``RetryObserver``, for a verbose output: `POST http://…/charges: HTTP 503; trying again in
/// 1s (attempt 2, Idempotency-Key: 5f0c…)`, or `trying again at once` after no wait.
public struct RetryNotice: Sendable, Hashable, CustomStringConvertible {
  /// The request tried again, its method and URL without a password.
  public var request: ShownRequest
  /// Why the last attempt failed, such as `HTTP 503` or `connection lost`.
  public var reason: String
  /// The number of the attempt about to be made: 2 for the first retry.
  public var attempt: Int
  /// The wait before it; zero when it is sent again at once.
  public var wait: Duration
  /// The key the write is sent again with, the first attempt's; `nil` for a read.
  public var idempotencyKey: IdempotencyKey?
  /// Whether the server refused the last attempt for a rate limit (a `429`, or an answer the
  /// session's rate limit recognises, such as GitHub's `403` with no requests remaining), so
  /// that the wait is for its reset.
  public var isRateLimit = false

  public init(
    request: ShownRequest, reason: String, attempt: Int, wait: Duration,
    idempotencyKey: IdempotencyKey? = nil
  ) {
    self.request = request
    self.reason = reason
    self.attempt = attempt
    self.wait = wait
    self.idempotencyKey = idempotencyKey
  }

  /// One line for a person: `POST http://…/charges: HTTP 503; trying again in 1s (attempt 2,
  /// Idempotency-Key: 5f0c…)`.
  public var description: String {
    let key = idempotencyKey.map { ", \($0)" } ?? ""
    let when = wait > .zero ? "in \(NetworkError.text(of: wait))" : "at once"
    return "\(request): \(reason.singleLine(limit: 200)); trying again \(when) "
      + "(attempt \(attempt)\(key))"
  }
}
