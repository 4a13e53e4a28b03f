import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("RetryPolicy")
struct RetryPolicyTests {
  private let policy = RetryPolicy(retries: 2)
  private let noJitter: (Duration) -> Duration = { _ in .zero }

  private func delay(
    after attempt: Int = 1, retryable: Bool = true, _ outcome: RetryPolicy.Outcome,
    remaining: Duration? = nil
  ) -> Duration? {
    policy.delay(
      afterAttempt: attempt, retryable: retryable, outcome: outcome, remaining: remaining,
      jitter: noJitter)
  }

  @Test(
    "a read is retried after a connection reset or closed before the status line, or a timeout",
    arguments: [URLError.Code.networkConnectionLost, .timedOut, .badServerResponse])
  func transientErrors(code: URLError.Code) {
    checkEqual(delay(.failed(URLError(code))), .seconds(1))
  }

  @Test(
    "other failures are not retried",
    arguments: [
      URLError.Code.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .badURL,
      .secureConnectionFailed, .serverCertificateUntrusted, .cancelled, .unsupportedURL, .unknown,
    ])
  func permanentErrors(code: URLError.Code) {
    checkEqual(delay(.failed(URLError(code))), nil)
    checkEqual(delay(.failed(NetworkError.malformedResponse(host: "h", reason: "r"))), nil)
    checkEqual(delay(.failed(CancellationError())), nil)
  }

  @Test("the statuses of curl --retry are retried, no others", arguments: 100...599)
  func statuses(status: Int) {
    let expected = [408, 429, 500, 502, 503, 504].contains(status) ? Duration.seconds(1) : nil
    checkEqual(delay(.answered(status: status, retryAfter: nil)), expected)
  }

  @Test("waiting only when asked, a 429 or 503 with Retry-After is retried, nothing else")
  func waitsOnlyWhenAsked() {
    var asked = policy
    asked.waitsOnlyWhenAsked = true
    func delay(_ outcome: RetryPolicy.Outcome, remaining: Duration? = nil) -> Duration? {
      asked.delay(
        afterAttempt: 1, retryable: true, outcome: outcome, remaining: remaining, jitter: noJitter)
    }

    checkEqual(delay(.answered(status: 429, retryAfter: .seconds(1))), .seconds(1))
    checkEqual(delay(.answered(status: 503, retryAfter: .seconds(2))), .seconds(2))
    checkEqual(delay(.answered(status: 429, retryAfter: .seconds(5)), remaining: .seconds(3)), nil)
    checkEqual(delay(.answered(status: 429, retryAfter: nil)), nil)
    checkEqual(delay(.answered(status: 500, retryAfter: .seconds(1))), nil)
    checkEqual(delay(.failed(URLError(.timedOut))), nil)
  }

  @Test("a request that is not retryable, a write without a key, is never retried")
  func writes() {
    checkEqual(delay(retryable: false, .answered(status: 503, retryAfter: nil)), nil)
    checkEqual(delay(retryable: false, .answered(status: 429, retryAfter: nil)), nil)
    checkEqual(delay(retryable: false, .failed(URLError(.networkConnectionLost))), nil)
  }

  @Test("a retryable write, one with a key, is retried as a read, a 429 too")
  func keyedWrites() {
    checkEqual(delay(.answered(status: 429, retryAfter: nil)), .seconds(1))
    checkEqual(delay(.failed(URLError(.networkConnectionLost))), .seconds(1))
  }

  @Test("a read gets `retries` more tries, waiting longer each time")
  func limit() {
    let outcome = RetryPolicy.Outcome.answered(status: 500, retryAfter: nil)

    checkEqual(delay(after: 1, outcome), .seconds(1))
    checkEqual(delay(after: 2, outcome), .seconds(2))
    checkEqual(delay(after: 3, outcome), nil)
    checkEqual(
      RetryPolicy(retries: 0).delay(
        afterAttempt: 1, retryable: true, outcome: outcome, remaining: nil, jitter: noJitter), nil)
  }

  @Test("Retry-After replaces the backoff, capped at a minute")
  func retryAfter() {
    checkEqual(delay(.answered(status: 503, retryAfter: .seconds(7))), .seconds(7))
    checkEqual(delay(.answered(status: 429, retryAfter: .zero)), .zero)
    checkEqual(delay(.answered(status: 503, retryAfter: .seconds(3600))), .seconds(60))
  }

  @Test("a wait that would not end before the deadline is not begun")
  func deadline() {
    let outcome = RetryPolicy.Outcome.answered(status: 503, retryAfter: .seconds(5))

    checkEqual(delay(outcome, remaining: .seconds(6)), .seconds(5))
    checkEqual(delay(outcome, remaining: .seconds(5)), nil)
    checkEqual(delay(outcome, remaining: .zero), nil)
    checkEqual(delay(.failed(URLError(.timedOut)), remaining: .milliseconds(999)), nil)
  }
}
