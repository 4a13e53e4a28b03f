import Dependencies
import Foundation
import NetworkClient
import NetworkClientLive
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("NetworkClient.live(makeSession:…)")
struct NetworkClientLiveMakeSessionTests {
  @Test("the session is made on the first request, once, and the policy for each request")
  func madeWhenNeeded() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let sessions = LockedValue(0)
    let policies = LockedValue(0)
    var cache = ResponseCache.inMemory()
    cache.policy.maximumAge = .seconds(3600)
    let client = NetworkClient.live(
      makeSession: {
        sessions.withLock { $0 += 1 }
        return server.session
      },
      decoder: JSONDecoder(), baseURL: server.baseURL, userAgent: "Tests/1",
      policy: {
        policies.withLock { $0 += 1 }
        return TransferPolicy(retries: 0, clock: ImmediateClock())
      },
      cache: cache)
    checkEqual(sessions.current, 0, "nothing made before a request")

    _ = try await client.posts(PostQuery())
    _ = try await client.post(2)
    _ = try await client.posts(PostQuery())

    checkEqual(sessions.current, 1)
    checkEqual(policies.current, 3)
    checkEqual(server.requests.count, 2, "the third from the store, within --max-age")
  }
}
