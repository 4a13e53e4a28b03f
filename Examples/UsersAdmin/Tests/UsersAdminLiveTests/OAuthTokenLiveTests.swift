import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import Testing
import UsersAdmin
import UsersAdminLive
import UsersAdminServer

/// The users API behind OAuth's client-credentials grant, on 127.0.0.1 and ::1: the client's
/// token had once, renewed when the server says it ran out or when it is about to, and a wrong
/// secret said in one line.
@Suite(.timeLimit(.minutes(1)))
struct OAuthTokenLiveTests {
  static let created = Date(timeIntervalSince1970: 1_700_000_000)
  static let account = OAuthClientAccount(id: "reports", secret: "s3cr3t", tokenLifetime: 3600)

  /// The server's clock, which a test moves.
  final class ServerTime: Sendable {
    private let date = Mutex(OAuthTokenLiveTests.created)
    var now: Date { date.withLock { $0 } }
    func advance(by seconds: TimeInterval) { date.withLock { $0 += seconds } }
  }

  /// Every request the session made, as its log would show it.
  final class Log: SessionHook {
    let summaries = Mutex<[ExchangeSummary]>([])
    func finished(_ exchange: ExchangeSummary) { summaries.withLock { $0.append(exchange) } }
    var lines: [String] {
      summaries.withLock { $0.map { "\($0.method) \($0.path) \($0.status ?? 0)" } }
    }
  }

  private func server(host: String, time: ServerTime) throws -> UsersAdminServer {
    try UsersAdminServer(
      host: host,
      users: [
        StoredUser(
          id: 1, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
          createdAt: Self.created)
      ],
      client: Self.account, now: { time.now })
  }

  private func session(
    of server: UsersAdminServer, secret: String = "s3cr3t", clock: TestClock, log: Log
  ) throws -> HTTPSession {
    var session = HTTPSession(
      baseURL: try #require(URL(string: server.baseURL)), userAgent: "OAuthTokenLiveTests/1",
      policy: TransferPolicy(clock: ImmediateClock())
    ).authorized(clientID: "reports", clientSecret: secret, clock: clock)
    session.hook = HookChain([try #require(session.hook), log])
    return session
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aTokenTheServerSaysRanOutIsRenewedOnceAndTheRequestSentAgain(host: String) async throws {
    let time = ServerTime()
    let server = try server(host: host, time: time)
    let log = Log()
    let client = UsersAdminClient.live(try session(of: server, clock: TestClock(), log: log))

    #expect(try await client.users().items.map(\.email) == ["ada@example.com"])
    time.advance(by: 3601)
    #expect(try await client.users().items.count == 1)
    _ = try await client.create(
      AdminUserDraft(firstName: "Grace", lastName: "Hopper", email: "grace@example.com"))

    #expect(server.issuedTokens == 2)
    #expect(log.lines == ["GET /users.json 200", "GET /users.json 200", "POST /users.json 201"])
    #expect(log.summaries.withLock { $0.map(\.attempts) } == [1, 2, 1])
    await server.shutdown()
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aTokenAboutToRunOutIsRenewedBeforeTheRequestLeaves(host: String) async throws {
    let time = ServerTime()
    let server = try server(host: host, time: time)
    let clock = TestClock()
    let log = Log()
    let client = UsersAdminClient.live(try session(of: server, clock: clock, log: log))

    _ = try await client.users()
    await clock.advance(by: .seconds(3590))
    time.advance(by: 3590)
    _ = try await client.users()

    #expect(server.issuedTokens == 2)
    #expect(log.summaries.withLock { $0.map(\.attempts) } == [1, 1])
    await server.shutdown()
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aWrongSecretEndsTheFirstRequestWithTheTokenEndpointsWords(host: String) async throws {
    let server = try server(host: host, time: ServerTime())
    let client = UsersAdminClient.live(
      try session(of: server, secret: "wrong", clock: TestClock(), log: Log()))

    await #expect {
      try await client.users()
    } throws: { error in
      "\(error)".hasSuffix("/oauth/token: HTTP 401: invalid_client")
    }
    await server.shutdown()
  }
}
