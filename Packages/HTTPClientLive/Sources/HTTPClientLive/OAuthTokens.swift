import Foundation
import HTTPClient

/// The tokens of one ``OAuthAuthorization``, as a `RefreshingCredentials` asks for them: the
/// token kept by an earlier run while it lasts, then a new one by the refresh token the last
/// one came with, else by the authorization's grant; each one kept for the next run when there
/// is a folder to keep it in (``KeptOAuthToken``). Offline, no token is asked for: the
/// credentials name their holder alone, which is all a cache needs to find what it stored.
///
/// `RefreshingCredentials` asks for one token at a time.
actor OAuthTokens {
  private let authorization: OAuthAuthorization
  private let send: @Sendable (Endpoint<OAuthToken>) async throws -> OAuthToken
  private let folder: URL?
  private let isOffline: Bool
  private let now: @Sendable () -> Date
  /// The ways the client is sent, the one the endpoint took last first.
  private var authentications: [OAuthClient.Authentication]
  private var refreshToken: String?
  private var hasReadKept = false

  init(
    _ authorization: OAuthAuthorization, keptIn folder: URL?, isOffline: Bool,
    now: @escaping @Sendable () -> Date = Date.init,
    send: @escaping @Sendable (Endpoint<OAuthToken>) async throws -> OAuthToken
  ) {
    self.authorization = authorization
    self.folder = folder
    self.isOffline = isOffline
    self.now = now
    self.send = send
    authentications = authorization.clientAuthentications
  }

  func issue() async throws -> RefreshingCredentials.Issued {
    let holder = authorization.holder
    guard !isOffline else {
      return RefreshingCredentials.Issued(Credentials(headers: [:], holder: holder))
    }
    if !hasReadKept {
      hasReadKept = true
      if let kept = folder.flatMap({ KeptOAuthToken.read(for: holder, in: $0) }) {
        if let taken = kept.clientAuthentication, authentications.contains(taken) {
          authentications = [taken] + authentications.filter { $0 != taken }
        }
        refreshToken = kept.refreshToken
        if let issued = kept.issued(at: now()) { return issued }
      }
    }
    if let refreshToken {
      do {
        return keep(try await ask(.refreshToken(refreshToken)))
      } catch let error as NetworkError where Self.isRefusal(error) {
        // Spent or revoked: the grant itself is asked again.
        self.refreshToken = nil
      }
    }
    return keep(try await ask(authorization.grant))
  }

  /// The token the endpoint answers `grant` with, the client sent each way in turn while the
  /// endpoint refuses the client (not the grant).
  private func ask(_ grant: OAuthGrant) async throws -> OAuthToken {
    var client = authorization.client
    let scopes = if case .refreshToken = grant { [String]() } else { authorization.scopes }
    let ways = authentications.isEmpty ? [client.authentication] : authentications
    var index = 0
    while true {
      client.authentication = ways[index]
      do {
        var request = Endpoint<OAuthToken>.token([], grant: grant, client: client, scopes: scopes)
        // A message of an answer that is no token names where it was asked for.
        request.resource = "the OAuth 2 token of \(ShownURL(authorization.tokenURL))"
        let token = try await send(request)
        authentications = [ways[index]] + ways.filter { $0 != ways[index] }
        return token
      } catch let error as NetworkError
        where Self.refusesClient(error) && index + 1 < ways.count
      {
        index += 1
      }
    }
  }

  /// `token` as its credentials, its refresh token remembered, kept for the next run.
  private func keep(_ token: OAuthToken) -> RefreshingCredentials.Issued {
    refreshToken = token.refreshToken ?? refreshToken
    let kept = KeptOAuthToken(
      holder: authorization.holder, accessToken: token.accessToken, refreshToken: refreshToken,
      issuedAt: now(), lifetime: token.expiresIn, clientAuthentication: authentications.first)
    if let folder {
      kept.write(in: folder)
    }
    var issued = token.issued
    issued.credentials.holder = authorization.holder
    return issued
  }

  /// Whether the endpoint refused the client as it was sent (RFC 6749, section 5.2): a `401`,
  /// or a `400` whose error is `invalid_client` or `invalid_request` (a client it looked for
  /// elsewhere).
  static func refusesClient(_ error: NetworkError) -> Bool {
    switch error {
    case .unauthorized: true
    case .unexpectedStatus(400, let excerpt, _, _):
      excerpt.contains("invalid_client") || excerpt.contains("invalid_request")
    default: false
    }
  }

  /// Whether the endpoint refused what it was sent (a `4xx` but a rate limit), rather than
  /// failing to answer.
  static func isRefusal(_ error: NetworkError) -> Bool {
    switch error {
    case .unauthorized, .rejected: true
    case .unexpectedStatus(let code, _, _, _): (400..<500).contains(code) && code != 429
    default: false
    }
  }
}
