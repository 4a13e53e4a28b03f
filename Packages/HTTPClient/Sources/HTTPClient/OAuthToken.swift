import Foundation
import HTTPBasics

/// An OAuth 2 access token as a token endpoint answers it (RFC 6749, section 5.1): its value,
/// its type and how long it lasts.
///
/// ```swift
/// let token = try JSONDecoder().decode(
///   OAuthToken.self,
///   from: Data(#"{"access_token": "eyJhbGciOi", "token_type": "Bearer", "expires_in": 3600}"#.utf8))
/// // token.issued.lifetime == .seconds(3600)
/// ```
public struct OAuthToken: Decodable, Sendable, Hashable {
  public var accessToken: String
  /// `Bearer`, whatever the case, for the tokens a session sends.
  public var tokenType: String
  /// How many seconds the token lasts from when it was issued; `nil` when the server did not
  /// say.
  public var expiresIn: Int?
  public var scope: String?

  public init(accessToken: String, tokenType: String, expiresIn: Int? = nil, scope: String? = nil) {
    self.accessToken = accessToken
    self.tokenType = tokenType
    self.expiresIn = expiresIn
    self.scope = scope
  }

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case tokenType = "token_type"
    case expiresIn = "expires_in"
    case scope
  }

  /// The token as ``RefreshingCredentials`` sends it: a bearer token that lasts
  /// ``expiresIn`` seconds.
  public var issued: RefreshingCredentials.Issued {
    RefreshingCredentials.Issued(
      .bearer(accessToken), lifetime: expiresIn.map { .seconds(max($0, 0)) })
  }
}

extension Endpoint where Response == OAuthToken {
  /// `POST` to the token endpoint at `path` for a token of the client-credentials grant
  /// (RFC 6749, section 4.4): the client's id and secret in HTTP Basic (each form-encoded
  /// first, as section 2.3.1 asks), and
  /// `grant_type=client_credentials` with the `scope`, if any, form-encoded; answered `200`
  /// with the token.
  ///
  /// ```swift
  /// let token = Endpoint<OAuthToken>.clientCredentialsToken(
  ///   ["oauth", "token"], clientID: "reports", clientSecret: "s3cr3t", scope: "users:read")
  /// ```
  public static func clientCredentialsToken(
    _ path: [String], clientID: String, clientSecret: String, scope: String? = nil
  ) -> Self {
    var fields: [(name: String, value: FormEncodedValue)] = [
      ("grant_type", "client_credentials")
    ]
    if let scope {
      fields.append(("scope", .text(scope)))
    }
    var endpoint = Self.write(
      "POST", path, body: .formEncoded(fields), resource: "token", successStatuses: [200])
    endpoint.credentials = .basic(
      user: QueryEncoding.encode(clientID), password: QueryEncoding.encode(clientSecret))
    return endpoint
  }
}
