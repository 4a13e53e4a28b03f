import Dependencies
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

@Suite("TransferPolicy")
struct TransferPolicyTests {
  @Test("the default has no timeout, 2 retries and a 16 MiB limit")
  func defaults() {
    let policy = TransferPolicy.default

    checkEqual(policy.timeout, nil)
    checkEqual(policy.retries, 2)
    checkEqual(policy.maximumResponseSize, 16 << 20)
    check(policy.clock is ContinuousClock)
  }

  @Test("negative retries and sizes count as zero")
  func negatives() {
    let policy = TransferPolicy(retries: -1, maximumResponseSize: -5)

    checkEqual(policy.retries, 0)
    checkEqual(policy.maximumResponseSize, 0)
  }

  @Test("the default jitter stays between zero and the step")
  func uniformJitter() {
    for _ in 0..<200 {
      let jitter = TransferPolicy.default.jitter(.seconds(2))
      check(jitter >= .zero && jitter <= .seconds(2))
    }
    checkEqual(TransferPolicy.uniformJitter(.zero), .zero)
  }
}
