import Foundation

/// How a session has OAuth 2 tokens for its requests: the token endpoint it asks, the grant it
/// asks for, the client it asks as, and the scopes.
///
/// Its description names the endpoint, the grant and the client, never a secret.
///
/// ```swift
/// guard let tokenURL = URL(string: "https://auth.example.com/oauth/token") else { return }
/// let shelf = OAuthAuthorization(
///   tokenURL: tokenURL, grant: .password(user: "alice", password: "wonderland"),
///   client: OAuthClient(id: "shelf", secret: "s3cr3t"), scopes: ["books:read"])
/// // shelf.holder names the endpoint, the client 'shelf', the user 'alice' and the scope.
/// ```
public struct OAuthAuthorization: Sendable, Hashable, CustomStringConvertible {
  public var tokenURL: URL
  /// The grant a token is first asked for by, and again when no refresh token renews it:
  /// ``OAuthGrant/clientCredentials`` or ``OAuthGrant/password(user:password:)``.
  public var grant: OAuthGrant
  /// The client; its ``OAuthClient/authentication`` is that of the first way tried.
  public var client: OAuthClient
  /// The ways the client's id and secret are sent, tried in order until the token endpoint
  /// takes one, which is then used first: Basic, then the form body, unless one is stated.
  public var clientAuthentications: [OAuthClient.Authentication]
  public var scopes: [String]

  /// An authorization whose client's id and secret go as `client.authentication` says when
  /// `isAuthenticationStated`, else in Basic, then, when the endpoint refuses that, in the body.
  public init(
    tokenURL: URL, grant: OAuthGrant, client: OAuthClient, scopes: [String] = [],
    isAuthenticationStated: Bool = false
  ) {
    self.tokenURL = tokenURL
    self.grant = grant
    self.client = client
    self.scopes = scopes
    clientAuthentications =
      isAuthenticationStated || client.id == nil
      ? [client.authentication]
      : [client.authentication]
        + [.basic, .body].filter {
          $0 != client.authentication
        }
  }

  /// Who the tokens authorise, whatever their values: the endpoint (without a password), the
  /// client, the user of a password grant and the scopes. The tokens are sent as
  /// `Credentials/holder`, so that a cache keeps the answers of a new token with those of the
  /// one before it, and apart from another client's or user's.
  public var holder: String {
    var components = URLComponents(url: tokenURL, resolvingAgainstBaseURL: true)
    components?.password = nil
    var parts = ["oauth \(components?.url?.absoluteString ?? tokenURL.absoluteString)"]
    if let id = client.id { parts.append("client \(id)") }
    if case .password(let user, _) = grant { parts.append("user \(user)") }
    if !scopes.isEmpty { parts.append("scope \(scopes.sorted().joined(separator: " "))") }
    return parts.joined(separator: ", ")
  }

  public var description: String {
    "\(grant) of \(client) at \(ShownURL(tokenURL))"
  }
}
