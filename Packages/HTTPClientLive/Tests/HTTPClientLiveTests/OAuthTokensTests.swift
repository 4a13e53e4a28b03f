import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

@testable import HTTPClientLive

/// The tokens of an authorization, from a token endpoint the test plays: the grant first, then
/// the refresh token; the grant again when the refresh token is refused; the client sent in
/// Basic, then in the body; a token kept between runs; none asked for offline.
struct OAuthTokensTests {
  /// A token endpoint: what each request asked for, and how it answers.
  final class Endpoint: Sendable {
    struct Asked: Sendable, Hashable {
      var grant: String
      var authentication: OAuthClient.Authentication
      var form: String
    }

    let asked = Mutex<[Asked]>([])
    let answer: @Sendable (Asked, Int) throws -> OAuthToken

    init(answer: @escaping @Sendable (Asked, Int) throws -> OAuthToken = Endpoint.issuing) {
      self.answer = answer
    }

    /// A token `t1`, `t2`, … for an hour, with a refresh token `r1`, `r2`, ….
    static func issuing(_ asked: Asked, _ index: Int) -> OAuthToken {
      OAuthToken(accessToken: "t\(index + 1)", expiresIn: 3600, refreshToken: "r\(index + 1)")
    }

    func send(_ request: HTTPClient.Endpoint<OAuthToken>) throws -> OAuthToken {
      let form = String(decoding: request.body ?? Data(), as: UTF8.self)
      let grant = form.split(separator: "&").first.map(String.init) ?? ""
      let authentication: OAuthClient.Authentication =
        request.credentials.isEmpty ? .body : .basic
      let asked = Asked(grant: grant, authentication: authentication, form: form)
      let index = self.asked.withLock { all in
        all.append(asked)
        return all.count - 1
      }
      return try answer(asked, index)
    }

    var grants: [String] { asked.withLock { $0.map(\.grant) } }
  }

  private static let authorization = OAuthAuthorization(
    tokenURL: URL(fileURLWithPath: "/token"), grant: .password(user: "alice", password: "pw"),
    client: OAuthClient(id: "shelf", secret: "s3cr3t"))

  private func tokens(
    _ endpoint: Endpoint, folder: URL? = nil, isOffline: Bool = false,
    now: @escaping @Sendable () -> Date = { Date(timeIntervalSince1970: 1_000_000) },
    authorization: OAuthAuthorization = OAuthTokensTests.authorization
  ) -> OAuthTokens {
    OAuthTokens(authorization, keptIn: folder, isOffline: isOffline, now: now) {
      try endpoint.send($0)
    }
  }

  private func folder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "OAuthTokensTests-\(UUID().uuidString)", isDirectory: true)
  }

  @Test func theGrantGivesTheFirstTokenAndEachRefreshTokenTheNext() async throws {
    let endpoint = Endpoint()
    let tokens = tokens(endpoint)

    let first = try await tokens.issue()
    let second = try await tokens.issue()
    let third = try await tokens.issue()

    checkEqual(
      endpoint.grants,
      ["grant_type=password", "grant_type=refresh_token", "grant_type=refresh_token"])
    check(endpoint.asked.withLock { $0[1].form.contains("refresh_token=r1") })
    check(endpoint.asked.withLock { $0[2].form.contains("refresh_token=r2") })
    checkEqual(first.credentials.headers, Credentials.bearer("t1").headers)
    checkEqual(third.credentials.headers, Credentials.bearer("t3").headers)
    checkEqual(second.lifetime, .seconds(3600))
    checkEqual(first.credentials.holder, Self.authorization.holder)
    checkEqual(third.credentials.holder, Self.authorization.holder)
  }

  @Test func aRefusedRefreshTokenAsksForTheGrantAgain() async throws {
    let endpoint = Endpoint { asked, index in
      guard !asked.grant.hasSuffix("refresh_token") else {
        throw NetworkError.unexpectedStatus(code: 400, bodyExcerpt: #"{"error":"invalid_grant"}"#)
      }
      return Endpoint.issuing(asked, index)
    }
    let tokens = tokens(endpoint)

    _ = try await tokens.issue()
    let renewed = try await tokens.issue()

    checkEqual(
      endpoint.grants, ["grant_type=password", "grant_type=refresh_token", "grant_type=password"])
    checkEqual(renewed.credentials.headers, Credentials.bearer("t3").headers)
  }

  @Test func aRefreshThatFailsToBeAnsweredIsTheFailureNotAnotherGrant() async throws {
    let endpoint = Endpoint { asked, index in
      guard !asked.grant.hasSuffix("refresh_token") else {
        throw NetworkError.unanswered(
          host: ShownHost(URL(fileURLWithPath: "/")), reason: "connection closed")
      }
      return Endpoint.issuing(asked, index)
    }
    let tokens = tokens(endpoint)

    _ = try await tokens.issue()
    await #expect(throws: NetworkError.self) { try await tokens.issue() }
    checkEqual(endpoint.grants, ["grant_type=password", "grant_type=refresh_token"])
  }

  @Test(arguments: [
    NetworkError.unauthorized(
      request: nil, schemes: [], bodyExcerpt: #"{"error":"invalid_client"}"#),
    NetworkError.unexpectedStatus(code: 400, bodyExcerpt: #"{"error":"invalid_client"}"#),
  ])
  func aClientRefusedInBasicIsSentInTheBodyFromThenOn(refusal: NetworkError) async throws {
    let endpoint = Endpoint { asked, index in
      guard asked.authentication == .body else { throw refusal }
      return Endpoint.issuing(asked, index)
    }
    let tokens = tokens(endpoint)

    _ = try await tokens.issue()
    _ = try await tokens.issue()

    checkEqual(endpoint.asked.withLock { $0.map(\.authentication) }, [.basic, .body, .body])
    check(endpoint.asked.withLock { $0[1].form.hasSuffix("client_id=shelf&client_secret=s3cr3t") })
  }

  @Test func aClientRefusedEveryWayIsTheLastRefusal() async throws {
    let endpoint = Endpoint { _, _ in
      throw NetworkError.unauthorized(request: nil, schemes: [], bodyExcerpt: "invalid_client")
    }

    await #expect(
      throws: NetworkError.unauthorized(request: nil, schemes: [], bodyExcerpt: "invalid_client")
    ) {
      try await tokens(endpoint).issue()
    }
    checkEqual(endpoint.asked.withLock { $0.map(\.authentication) }, [.basic, .body])
  }

  @Test func offlineNoTokenIsAskedForAndTheCredentialsNameTheHolderAlone() async throws {
    let endpoint = Endpoint()

    let issued = try await tokens(endpoint, isOffline: true).issue()

    checkEqual(endpoint.grants, [])
    check(issued.credentials.headers.isEmpty)
    checkEqual(issued.credentials.holder, Self.authorization.holder)
  }

  @Test func aKeptTokenIsUsedByTheNextRunWhileItLastsInAFileOfItsOwnersAlone() async throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date(timeIntervalSince1970: 1_000_000)
    let endpoint = Endpoint()
    _ = try await tokens(endpoint, folder: folder, now: { start }).issue()

    let later = try await tokens(endpoint, folder: folder, now: { start + 1800 }).issue()

    checkEqual(endpoint.grants, ["grant_type=password"])
    checkEqual(later.credentials.headers, Credentials.bearer("t1").headers)
    checkEqual(later.lifetime, .seconds(1800))
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    checkEqual(files.count, 1)
    let file = folder.appendingPathComponent(try #require(files.first))
    let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions]
    checkEqual(mode as? Int, 0o600)
    let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[
      .posixPermissions]
    checkEqual(folderMode as? Int, 0o700)
  }

  @Test func aKeptTokenInUseIsRenewedByItsRefreshToken() async throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let endpoint = Endpoint()
    _ = try await tokens(endpoint, folder: folder).issue()
    let next = tokens(endpoint, folder: folder)

    _ = try await next.issue()
    let renewed = try await next.issue()

    checkEqual(endpoint.grants, ["grant_type=password", "grant_type=refresh_token"])
    check(endpoint.asked.withLock { $0[1].form.contains("refresh_token=r1") })
    checkEqual(renewed.credentials.headers, Credentials.bearer("t2").headers)
  }

  @Test func aKeptTokenAboutToRunOutIsRenewedByItsRefreshToken() async throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let start = Date(timeIntervalSince1970: 1_000_000)
    let endpoint = Endpoint()
    _ = try await tokens(endpoint, folder: folder, now: { start }).issue()

    let later = try await tokens(endpoint, folder: folder, now: { start + 3595 }).issue()

    checkEqual(endpoint.grants, ["grant_type=password", "grant_type=refresh_token"])
    checkEqual(later.credentials.headers, Credentials.bearer("t2").headers)
  }

  @Test func anotherHoldersKeptTokenIsNotUsed() async throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let endpoint = Endpoint()
    _ = try await tokens(endpoint, folder: folder).issue()
    var bob = Self.authorization
    bob.grant = .password(user: "bob", password: "pw")

    let issued = try await tokens(endpoint, folder: folder, authorization: bob).issue()

    checkEqual(endpoint.grants, ["grant_type=password", "grant_type=password"])
    checkEqual(issued.credentials.holder, bob.holder)
  }

  @Test func aTokenWithoutALifetimeIsKeptUntilRefused() async throws {
    let folder = folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let endpoint = Endpoint { _, _ in OAuthToken(accessToken: "forever") }
    _ = try await tokens(endpoint, folder: folder).issue()

    let later = try await tokens(
      endpoint, folder: folder, now: { Date(timeIntervalSince1970: 9_000_000) }
    ).issue()

    checkEqual(endpoint.grants, ["grant_type=password"])
    checkEqual(later.lifetime, nil)
    checkEqual(later.credentials.headers, Credentials.bearer("forever").headers)
  }
}
