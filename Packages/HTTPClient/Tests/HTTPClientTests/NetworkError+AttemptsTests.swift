import TestSupport
import Testing

@testable import HTTPClient

@Suite("NetworkError.counting(attempts:)")
struct NetworkErrorAttemptsTests {
  @Test("the kinds that count attempts get the count")
  func counted() {
    checkEqual(
      NetworkError.unreachable(host: "h", reason: "r").counting(attempts: 3),
      .unreachable(host: "h", reason: "r", attempts: 3))
    checkEqual(
      NetworkError.timedOut(host: "h", limit: .seconds(2)).counting(attempts: 2),
      .timedOut(host: "h", limit: .seconds(2), attempts: 2))
    checkEqual(
      NetworkError.unexpectedStatus(code: 503, bodyExcerpt: "b", request: "GET u")
        .counting(attempts: 3),
      .unexpectedStatus(code: 503, bodyExcerpt: "b", request: "GET u", attempts: 3))
    checkEqual(
      NetworkError.bodyStalled(host: "h", status: 200, reason: "r").counting(attempts: 2),
      .bodyStalled(host: "h", status: 200, attempts: 2, reason: "r"))
    checkEqual(
      NetworkError.rateLimited(request: "GET u", status: 429, retryAt: nil).counting(attempts: 2),
      .rateLimited(request: "GET u", status: 429, retryAt: nil, attempts: 2))
  }

  @Test("other errors are unchanged")
  func unchanged() {
    let errors: [NetworkError] = [
      .cancelled, .notFound(resource: "post", id: "1"), .tooLarge(host: "h", limit: 1),
      .malformedResponse(host: "h", reason: "r"), .invalidRequest(request: "GET u", reason: "r"),
    ]
    checkEqual(errors.map { $0.counting(attempts: 3) }, errors)
  }
}
