import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// When a request is tried again, and after how long: the rules of `curl --retry`.
///
/// Only reads (`GET`, `HEAD`) and writes that carry an idempotency key (see
/// `Endpoint.idempotent(key:)`) are retried, since any other write that failed may still have
/// been carried out, and sending it again would carry it out twice. Such a request is retried, at most ``retries`` more times, after a transient failure:
/// the connection reset or closed before any answer, the attempt timed out, or the server
/// answered 408, 429, 500, 502, 503 or 504. A refused connection, an unknown host, a failed TLS
/// handshake or a bad URL is not transient: trying again would fail the same way, only later.
/// With ``waitsOnlyWhenAsked``, only a 429 or 503 with a `Retry-After` is tried again. The wait
/// is the server's `Retry-After` when
/// it sends one, else the ``backoff``'s, capped by the backoff's maximum; a wait that would not
/// end before the deadline is not waited: the request stops with its last failure.
struct RetryPolicy: Sendable {
  /// How one attempt ended, as far as retrying is concerned.
  enum Outcome {
    /// The request failed without an answer, with `error`.
    case failed(any Error)
    /// The server answered `status`, asking to wait `retryAfter` when it sent `Retry-After`.
    case answered(status: Int, retryAfter: Duration?)
  }

  /// The statuses that mean "try again later".
  static let transientStatuses: Set<Int> = [408, 429, 500, 502, 503, 504]

  /// How many more tries a read gets after its first; 0 for none.
  var retries: Int
  var backoff = Backoff()
  /// Whether only a 429 or 503 that says when to try again (`Retry-After`) is retried: for a
  /// read that a stored answer can stand in for, which is used at once after any other failure.
  var waitsOnlyWhenAsked = false

  /// Whether `error`, thrown before any answer came, may pass if the request is tried again:
  /// a connection reset or closed before the status line, or a timeout.
  static func isTransient(_ error: any Error) -> Bool {
    if let failure = error as? RedirectedFailure {
      return isTransient(failure.error)
    }
    guard let error = error as? URLError else { return false }
    switch error.code {
    case .networkConnectionLost, .timedOut, .badServerResponse:
      return true
    default:
      return false
    }
  }

  /// The wait before trying a request again after attempt number `attempt` (1 for the first)
  /// ended with `outcome`, or `nil` to stop there; a request that is not `retryable` (a write
  /// without an idempotency key) is never tried again.
  ///
  /// `remaining` is the time left before the deadline, `nil` for none; `jitter` gives the
  /// random part of a backoff step.
  func delay(
    afterAttempt attempt: Int, retryable: Bool, outcome: Outcome, remaining: Duration?,
    jitter: (Duration) -> Duration
  ) -> Duration? {
    guard retryable, attempt <= retries else { return nil }
    let wait: Duration
    switch outcome {
    case .failed(let error):
      guard !waitsOnlyWhenAsked, Self.isTransient(error) else { return nil }
      wait = backoff.delay(beforeRetry: attempt, jitter: jitter)
    case .answered(let status, let retryAfter):
      guard Self.transientStatuses.contains(status) else { return nil }
      if waitsOnlyWhenAsked, retryAfter == nil || ![429, 503].contains(status) { return nil }
      wait = min(
        retryAfter ?? backoff.delay(beforeRetry: attempt, jitter: jitter), backoff.maximum)
    }
    if let remaining, wait >= remaining {
      return nil
    }
    return wait
  }
}
