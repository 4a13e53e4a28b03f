import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

@Suite("HookChain")
struct HookChainTests {
  final class Told: Sendable {
    let values = Mutex<[String]>([])
  }

  struct Field: SessionHook {
    let name: String
    let value: String
    let retries: Bool
    let told: Told?

    init(_ name: String, _ value: String, retries: Bool = false, told: Told? = nil) {
      self.name = name
      self.value = value
      self.retries = retries
      self.told = told
    }

    func prepare(_ request: inout OutgoingRequest) async throws {
      request.headers[name] = value
    }

    func retryAfterUnauthorized(_ request: OutgoingRequest, answer: HTTPResponseHead) async throws
      -> Bool
    {
      retries
    }

    func finished(_ exchange: ExchangeSummary) {
      told?.values.withLock { $0.append(value) }
    }
  }

  @Test("each hook in turn: a later field replaces an earlier one, any hook may ask for a retry")
  func inTurn() async throws {
    let chain = HookChain(Field("X-A", "1"), Field("X-A", "2", retries: true), Field("X-B", "3"))
    var request = OutgoingRequest(
      method: "GET", url: ShownURL(URL(fileURLWithPath: "/")), isRetryAfterUnauthorized: false)
    try await chain.prepare(&request)

    checkEqual(request.headers, ["X-A": "2", "X-B": "3"])
    check(try await chain.retryAfterUnauthorized(request, answer: HTTPResponseHead(status: 401)))
    check(
      try await !HookChain(Field("X-A", "1")).retryAfterUnauthorized(
        request, answer: HTTPResponseHead(status: 401)))
  }

  @Test("every hook is told what each request came to")
  func toldAll() {
    let told = Told()
    HookChain(Field("X-A", "1", told: told), Field("X-B", "2", told: told)).finished(
      ExchangeSummary(
        method: "GET", url: ShownURL(URL(fileURLWithPath: "/")),
        outcome: .answered(status: 200), duration: .zero, attempts: 1))

    checkEqual(told.values.withLock { $0 }, ["1", "2"])
  }
}
