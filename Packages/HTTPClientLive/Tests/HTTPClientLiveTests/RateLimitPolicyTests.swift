import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("RateLimitPolicy")
struct RateLimitPolicyTests {
  private static let now = Date(timeIntervalSince1970: 1_767_225_600)
  private static let date = "Thu, 01 Jan 2026 00:00:00 GMT"

  /// A policy of the `X-RateLimit-*` convention, as GitHub's REST API sends it.
  private let headers = RateLimitPolicy(
    exhaustedStatuses: [403, 429], remainingHeader: "X-RateLimit-Remaining",
    resetHeader: "X-RateLimit-Reset")

  private func response(_ status: Int, _ headers: [String: String] = [:]) -> HTTPResponseHead {
    HTTPResponseHead(status: status, headers: headers)
  }

  @Test("by default a 429 is limited, and nothing else")
  func standard() {
    let policy = RateLimitPolicy.standard

    checkEqual(policy.limit(in: response(429), now: Self.now), .init(wait: nil, retryAt: nil))
    for status in [200, 403, 503] {
      checkEqual(
        policy.limit(in: response(status, ["X-RateLimit-Remaining": "0"]), now: Self.now), nil)
    }
  }

  @Test("Retry-After in seconds or as a date says when the limit resets")
  func retryAfter() {
    let seconds = RateLimitPolicy.standard.limit(
      in: response(429, ["Retry-After": "30"]), now: Self.now)
    let date = RateLimitPolicy.standard.limit(
      in: response(429, ["Date": Self.date, "Retry-After": "Thu, 01 Jan 2026 00:01:00 GMT"]),
      now: Self.now)

    checkEqual(seconds, .init(wait: .seconds(30), retryAt: Self.now.addingTimeInterval(30)))
    checkEqual(date, .init(wait: .seconds(60), retryAt: Self.now.addingTimeInterval(60)))
  }

  @Test("a 403 is limited only when no request is left")
  func exhausted() {
    checkEqual(headers.limit(in: response(403), now: Self.now), nil)
    checkEqual(headers.limit(in: response(403, ["x-ratelimit-remaining": "1"]), now: Self.now), nil)
    check(
      headers.limit(in: response(403, ["X-RateLimit-Remaining": " 0 "]), now: Self.now) != nil)
    checkEqual(headers.limit(in: response(200, ["X-RateLimit-Remaining": "0"]), now: Self.now), nil)
  }

  @Test("the reset in seconds since 1970 is counted from the answer's Date")
  func resetSince1970() {
    let limit = headers.limit(
      in: response(
        403,
        ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1767225645", "Date": Self.date]),
      now: Self.now.addingTimeInterval(-5))

    checkEqual(limit?.wait, .seconds(45))
    checkEqual(limit?.retryAt, Self.now.addingTimeInterval(40), "the client's clock is 5 s behind")
  }

  @Test("a reset already past asks for no wait; Retry-After comes first")
  func resetPastAndRetryAfterFirst() {
    let past = headers.limit(
      in: response(
        403,
        ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "1767225500", "Date": Self.date]),
      now: Self.now)
    let both = headers.limit(
      in: response(
        429, ["Retry-After": "3", "X-RateLimit-Reset": "1767229200", "Date": Self.date]),
      now: Self.now)

    checkEqual(past?.wait, .zero)
    checkEqual(both?.wait, .seconds(3))
  }

  @Test("a reset in seconds from now, as the IETF draft's RateLimit-Reset")
  func resetFromNow() {
    let draft = RateLimitPolicy(
      exhaustedStatuses: [429], remainingHeader: "RateLimit-Remaining",
      resetHeader: "RateLimit-Reset", resetTime: .secondsFromNow)

    let limit = draft.limit(
      in: response(429, ["RateLimit-Remaining": "0", "RateLimit-Reset": "50"]), now: Self.now)

    checkEqual(limit, .init(wait: .seconds(50), retryAt: Self.now.addingTimeInterval(50)))
  }

  @Test(
    "a reset that is not a whole number says nothing; one past a day is a day",
    arguments: ["soon", "-5", "1.5", "", "99999999999999999999999"])
  func unreadableReset(value: String) {
    let limit = headers.limit(
      in: response(403, ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": value]), now: Self.now)

    checkEqual(limit, .init(wait: nil, retryAt: nil))
  }

  @Test("a reset far away is capped at a day")
  func farReset() {
    let limit = headers.limit(
      in: response(
        403,
        ["X-RateLimit-Remaining": "0", "X-RateLimit-Reset": "4102444800", "Date": Self.date]),
      now: Self.now)

    checkEqual(limit?.wait, .seconds(86_400))
  }

  @Test("limits below zero are none")
  func clamped() {
    let policy = RateLimitPolicy(maximumWait: .seconds(-1), maximumWaits: -3)

    check(policy.maximumWait == .zero && policy.maximumWaits == 0)
  }
}
