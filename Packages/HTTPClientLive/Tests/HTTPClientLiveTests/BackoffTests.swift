import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("Backoff")
struct BackoffTests {
  @Test("the wait doubles from one second, up to a minute")
  func doubles() {
    let backoff = Backoff()
    let waits = (1...9).map { backoff.delay(beforeRetry: $0) { _ in .zero } }

    checkEqual(
      waits, [1, 2, 4, 8, 16, 32, 60, 60, 60].map { Duration.seconds($0) })
    checkEqual(backoff.delay(beforeRetry: Int.max) { _ in .zero }, .seconds(60))
  }

  @Test("the jitter of each step is added, and the sum is capped")
  func jitter() {
    let backoff = Backoff()
    var steps: [Duration] = []

    let wait = backoff.delay(beforeRetry: 3) { step in
      steps.append(step)
      return step / 2
    }

    checkEqual(steps, [.seconds(4)])
    checkEqual(wait, .seconds(6))
    checkEqual(backoff.delay(beforeRetry: 6) { $0 }, .seconds(60))
    checkEqual(backoff.delay(beforeRetry: 1) { _ in .seconds(-5) }, .seconds(1))
  }
}
