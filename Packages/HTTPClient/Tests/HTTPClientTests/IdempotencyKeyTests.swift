import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("IdempotencyKey")
struct IdempotencyKeyTests {
  @Test("a key from a UUID is its lowercase spelling, in Idempotency-Key by default")
  func fromUUID() throws {
    let uuid = try #require(UUID(uuidString: "5F0C7A1E-0000-4000-8000-00000000002A"))

    let key = IdempotencyKey(uuid)

    checkEqual(key.value, "5f0c7a1e-0000-4000-8000-00000000002a")
    checkEqual(key.description, "Idempotency-Key: 5f0c7a1e-0000-4000-8000-00000000002a")
    checkEqual(IdempotencyKey("k", headerName: "X-Request-Id").headerName, "X-Request-Id")
  }

  @Test("a write with a key is retryable; without one it is not, and a read always is")
  func retryable() {
    let write = Endpoint<Void>(
      method: "POST", pathComponents: ["charges"], resource: "charge", payload: { _, _ in })

    check(!write.isRetryable)
    check(write.idempotent(key: IdempotencyKey("k")).isRetryable)
    check(
      Endpoint<Void>(pathComponents: ["charges"], resource: "c", payload: { _, _ in }).isRetryable)
  }
}
