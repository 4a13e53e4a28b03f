import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

/// `SessionSettings.authorize(_:keepingTokensIn:clock:)` against a loopback API with a token
/// endpoint of its own that rotates its tokens: each run's token asked once, the answers stored
/// by who was authorised, read offline after another token, and never by another client.
@Suite(.timeLimit(.minutes(1)))
struct SessionSettingsOAuthTests {
  private static let books = Endpoint<ListPayload<Int>>.list(["books"], resource: "books")
  let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent(
    "SessionSettingsOAuthTests-\(UUID().uuidString)", isDirectory: true)

  /// An API whose `/token` takes the client `shelf` in the body alone and issues `t1`, `t2`, …
  /// without a type; `/books` wants the last token issued, and may be stored for a minute.
  private func server(address: String = "127.0.0.1") throws -> HostileServer {
    let issued = Mutex(0)
    return try HostileServer(address: address) { request, _ in
      if request.path == "/token" {
        let form = String(decoding: request.body, as: UTF8.self)
        guard request.method == "POST", form.contains("client_id=shelf"),
          form.contains("client_secret=s3cr3t"), request.headers["authorization"] == nil
        else { return [.response(401, body: #"{"error": "invalid_client"}"#)] }
        let number = issued.withLock {
          $0 += 1
          return $0
        }
        return [
          .response(
            200, headers: ["Content-Type": "application/json"],
            body: #"{"access_token": "t\#(number)", "expires_in": 3600}"#)
        ]
      }
      let current = issued.withLock { "Bearer t\($0)" }
      guard request.headers["authorization"] == current else {
        return [.response(401, headers: ["WWW-Authenticate": "Bearer"], body: "{}")]
      }
      return [
        .response(
          200, headers: ["Cache-Control": "max-age=60", "Content-Type": "application/json"],
          body: "[1, 2, 3]")
      ]
    }
  }

  /// The settings of a run: stored answers under ``cacheRoot``, tokens of `clientID` from the
  /// server's `/token`, the client in the body.
  private func run(
    _ server: HostileServer, clientID: String = "shelf", isOffline: Bool = false,
    refresh: Bool = false
  ) throws -> SessionSettings {
    var settings = SessionSettings(
      baseURL: server.baseURL, userAgent: "SessionSettingsOAuthTests/1")
    settings.retries = 0
    settings.storage = .folder(CacheDirectory(root: cacheRoot))
    settings.cachePolicy = CachePolicy(revalidatesEverything: refresh, isOffline: isOffline)
    let authorization = OAuthAuthorization(
      tokenURL: server.baseURL.appendingPathComponent("token"), grant: .clientCredentials,
      client: OAuthClient(id: clientID, secret: "s3cr3t", authentication: .body),
      isAuthenticationStated: true)
    settings.authorize(authorization, keepingTokensIn: nil, clock: TestClock())
    return settings
  }

  private func books(_ settings: SessionSettings) async -> Result<[Int], NetworkError> {
    await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) { session in
      do {
        return .success(try await session.send(Self.books).items)
      } catch {
        return .failure(error as? NetworkError ?? .cancelled)
      }
    }
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aNewTokenReadsOfflineWhatTheOneBeforeStored(address: String) async throws {
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let server = try server(address: address)
    defer { server.stop() }

    checkEqual(try await books(run(server)).get(), [1, 2, 3])
    checkEqual(try await books(run(server, refresh: true)).get(), [1, 2, 3])
    let asked = server.requests.map { "\($0.method) \($0.path)" }
    checkEqual(asked, ["POST /token", "GET /books", "POST /token", "GET /books"])

    checkEqual(try await books(run(server, isOffline: true)).get(), [1, 2, 3])
    checkEqual(server.requests.count, 4, "offline, neither a token nor the books are asked for")
  }

  @Test func anotherClientDoesNotReadWhatOneStored() async throws {
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let server = try server()
    defer { server.stop() }
    checkEqual(try await books(run(server)).get(), [1, 2, 3])

    let other = await books(try run(server, clientID: "ledger", isOffline: true))

    guard case .failure(.notStored) = other else {
      Issue.record("another client read what shelf stored: \(other)")
      return
    }
    checkEqual(server.requests.count, 2)
  }

  @Test func anAnswerThatIsNoTokenIsSaidAsTheTokenEndpoints() async throws {
    let server = try HostileServer(address: "127.0.0.1") { request, _ in
      [
        request.path == "/token"
          ? .response(200, headers: ["Content-Type": "text/html"], body: "<html>Log in</html>")
          : .response(200, body: "[1]")
      ]
    }
    defer { server.stop() }

    let result = await books(try run(server))

    guard case .failure(.undecodable(let resource, _, _)) = result else {
      Issue.record("an HTML page was taken as a token: \(result)")
      return
    }
    checkEqual(resource, "the OAuth 2 token of \(server.baseURL.absoluteString)/token")
    checkEqual(server.requests.map(\.path), ["/token"], "nothing is sent without a token")
  }

  @Test func aDryRunShowsTheTokensFieldAndSendsNothing() throws {
    let server = try server()
    defer { server.stop() }

    let shown = try run(server).session(clock: ImmediateClock()).shownRequest(for: Self.books)

    check(shown.fields.contains("Authorization: REDACTED"), "\(shown.fields)")
    checkEqual(server.requests.count, 0)
  }

  @Test func theTokenRequestIsShownWithItsSecretsRedacted() async throws {
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let server = try server()
    defer { server.stop() }
    let shown = Mutex<[String]>([])
    var settings = try run(server)
    settings.trafficObserver = TrafficObserver { event in
      shown.withLock { $0.append(event.description) }
    }

    _ = try await books(settings).get()

    let text = shown.withLock { $0.joined(separator: "\n") }
    check(text.contains("POST "), "\(text)")
    check(!text.contains("s3cr3t") && !text.contains("t1"), "\(text)")
  }
}
