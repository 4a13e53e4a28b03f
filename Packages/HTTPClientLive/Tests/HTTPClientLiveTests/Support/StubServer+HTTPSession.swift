import Dependencies
import Foundation
import HTTPClientLive
import TestSupport

extension StubServer {
  /// A session of this server under `policy`, through `cache`: by default one that makes a
  /// single attempt per request, on an immediate clock, and stores nothing.
  func httpSession(
    policy: TransferPolicy = TransferPolicy(retries: 0, clock: ImmediateClock()),
    cache: ResponseCache = .disabled
  ) -> HTTPSession {
    HTTPSession(
      session: session, baseURL: baseURL, userAgent: "StubServerTests/1", policy: policy,
      cache: cache)
  }
}
