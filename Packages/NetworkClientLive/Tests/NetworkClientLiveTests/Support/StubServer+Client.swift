import Dependencies
import Foundation
import NetworkClient
import TestSupport

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

extension StubServer {
  /// A live client of this server, through `transport` (by default a new one), under `policy`,
  /// through `cache`: by default one that makes a single attempt per request, on an immediate
  /// clock, and stores nothing.
  func client(
    transport: Transport? = nil,
    userAgent: String = "StubServerTests/1",
    policy: TransferPolicy = TransferPolicy(retries: 0, clock: ImmediateClock()),
    cache: ResponseCache = .disabled
  ) -> NetworkClient {
    .live(
      session: HTTPSession(
        transport: transport ?? Transport(session: session), baseURL: baseURL,
        userAgent: userAgent, policy: policy, cache: cache, decoder: JSONDecoder()))
  }
}
