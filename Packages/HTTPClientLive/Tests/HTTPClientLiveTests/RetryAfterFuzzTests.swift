import Dependencies
import Foundation
import HTTPBasics
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

@Suite("RetryAfter and RetryPolicy under fuzzing")
struct RetryAfterFuzzTests {
  @Test("any Retry-After, counted from any Date, asks for at most a day")
  func retryAfter() {
    var generator = FuzzInput.generator()
    for _ in 0..<FuzzInput.caseCount {
      let value = FuzzInput.headerValue(using: &generator)
      let now =
        HTTPDate.date(from: FuzzInput.headerValue(using: &generator))
        ?? Date(timeIntervalSince1970: Double(Int32.random(in: .min ... .max, using: &generator)))

      let delay = RetryAfter.delay(from: value, now: now)

      check(delay.map { $0 >= .zero && $0 <= .seconds(86_400) } ?? true, "Retry-After \(value)")
    }
  }

  @Test("any attempt number and retry count give a wait within the backoff's maximum")
  func retryPolicy() {
    var generator = FuzzInput.generator()
    for _ in 0..<FuzzInput.caseCount {
      let policy = RetryPolicy(retries: FuzzInput.integer(using: &generator))
      let attempt = max(FuzzInput.integer(using: &generator), 1)
      let retryAfter = Duration.seconds(Int64.random(in: 0...86_400, using: &generator))

      let wait = policy.delay(
        afterAttempt: attempt, retryable: true,
        outcome: .answered(
          status: 503, retryAfter: Bool.random(using: &generator) ? retryAfter : nil),
        remaining: nil, jitter: { $0 })

      check(wait.map { $0 >= .zero && $0 <= policy.backoff.maximum } ?? true)
      checkEqual((wait == nil), (attempt > policy.retries))
    }
  }
}
