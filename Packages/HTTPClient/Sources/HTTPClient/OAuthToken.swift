import Foundation
import HTTPBasics

/// An OAuth 2 access token as a token endpoint answers it (RFC 6749, section 5.1): its value,
/// its type, how long it lasts and the refresh token that renews it.
///
/// Servers differ from the RFC in small ways, which are taken: a `token_type` left out (sent as
/// a bearer token), and an `expires_in` given as text.
///
/// ```swift
/// let token = try JSONDecoder().decode(
///   OAuthToken.self,
///   from: Data(#"{"access_token": "eyJhbGciOi", "expires_in": "3600"}"#.utf8))
/// // token.issued.lifetime == .seconds(3600)
/// ```
public struct OAuthToken: Decodable, Sendable, Hashable {
  public var accessToken: String
  /// The type the server named (`Bearer`, whatever the case); `nil` when it named none. Either
  /// way, a session sends the token as a bearer token.
  public var tokenType: String?
  /// How many seconds the token lasts from when it was issued; `nil` when the server did not
  /// say.
  public var expiresIn: Int?
  /// The scopes granted, space-separated, when the server said.
  public var scope: String?
  /// What asks for the next token without the client's or the user's secrets (the
  /// `refresh_token` grant, ``OAuthGrant/refreshToken(_:)``); `nil` when the server gave none.
  public var refreshToken: String?

  public init(
    accessToken: String, tokenType: String? = nil, expiresIn: Int? = nil, scope: String? = nil,
    refreshToken: String? = nil
  ) {
    self.accessToken = accessToken
    self.tokenType = tokenType
    self.expiresIn = expiresIn
    self.scope = scope
    self.refreshToken = refreshToken
  }

  enum CodingKeys: String, CodingKey {
    case accessToken = "access_token"
    case tokenType = "token_type"
    case expiresIn = "expires_in"
    case scope
    case refreshToken = "refresh_token"
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    accessToken = try container.decode(String.self, forKey: .accessToken)
    tokenType = try container.decodeIfPresent(String.self, forKey: .tokenType)
    scope = try container.decodeIfPresent(String.self, forKey: .scope)
    refreshToken = try container.decodeIfPresent(String.self, forKey: .refreshToken)
    if let seconds = try? container.decodeIfPresent(Int.self, forKey: .expiresIn) {
      expiresIn = seconds
    } else if let text = try? container.decodeIfPresent(String.self, forKey: .expiresIn) {
      guard let seconds = Int(text.trimmingCharacters(in: .whitespaces)) else {
        throw DecodingError.dataCorruptedError(
          forKey: .expiresIn, in: container, debugDescription: "expires_in is not a number")
      }
      expiresIn = seconds
    } else if let seconds = try container.decodeIfPresent(Double.self, forKey: .expiresIn) {
      // A lifetime of fractional seconds is taken down to the second it began in.
      guard seconds.isFinite, abs(seconds) < Double(Int32.max) else {
        throw DecodingError.dataCorruptedError(
          forKey: .expiresIn, in: container, debugDescription: "expires_in is out of range")
      }
      expiresIn = Int(seconds.rounded(.down))
    }
    guard !accessToken.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: .accessToken, in: container, debugDescription: "access_token is empty")
    }
  }

  /// The token as ``RefreshingCredentials`` sends it: a bearer token that lasts
  /// ``expiresIn`` seconds.
  public var issued: RefreshingCredentials.Issued {
    RefreshingCredentials.Issued(
      .bearer(accessToken), lifetime: expiresIn.map { .seconds(max($0, 0)) })
  }
}
