import Dependencies
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a retry tells of why it waits: a rate limit, by its status or the policy's headers, or
/// another failure.
@Suite(.timeLimit(.minutes(1)))
struct RetryNoticeRateLimitTests {
  @Test(
    arguments: [
      (429, [:], true), (403, ["X-RateLimit-Remaining": "0", "Retry-After": "1"], true),
      (503, [:], false),
    ] as [(Int, [String: String], Bool)])
  func aRetryAfterARateLimitSaysSo(status: Int, headers: [String: String], isRateLimit: Bool)
    async throws
  {
    let server = try HostileServer(address: "127.0.0.1") { _, index in
      [index == 0 ? .response(status, headers: headers, body: "{}") : .response(200, body: "[1]")]
    }
    defer { server.stop() }
    let policy = TransferPolicy(
      clock: ImmediateClock(),
      rateLimit: RateLimitPolicy(
        exhaustedStatuses: [403], remainingHeader: "X-RateLimit-Remaining"))
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "RetryNoticeRateLimitTests/1", policy: policy)
    let told = LockedValue<[RetryNotice]>([])

    let items = try await RetryObserver.$current.withValue(
      RetryObserver { notice in told.withLock { $0.append(notice) } }
    ) {
      try await session.send(Endpoint<ListPayload<Int>>.list(["things"], resource: "things"))
    }

    checkEqual(items.items, [1])
    checkEqual(told.current.map(\.isRateLimit), [isRateLimit])
  }
}
