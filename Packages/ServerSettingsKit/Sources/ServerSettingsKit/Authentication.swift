import ArgumentParsing
import HTTPClient

/// The credentials a request to a server sends, as a person gives them: a user and a password
/// for Basic, a bearer token, or Django REST framework's `Token`; from the command line, the
/// environment, `.netrc` (``netrc(forHost:environment:)``) or the server's settings
/// (``ServerSettings/authentication``).
///
/// The secret is never shown: ``description`` names the kind and the user alone.
public struct Authentication: Sendable, Hashable, CustomStringConvertible {
  /// How the secret is sent.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `Authorization: Basic …` of `USER:PASSWORD`.
    case basic
    /// `Authorization: Bearer TOKEN`.
    case bearer
    /// `Authorization: Token TOKEN`, Django REST framework's `TokenAuthentication`.
    case token

    /// The kinds, as a message lists them: `basic, bearer or token`.
    public static let listed = allCases.map(\.rawValue).listedWithOr
  }

  public var kind: Kind
  /// The user of Basic; empty for a token.
  public var user: String
  /// The password of Basic, or the token; `nil` when only a user was given, whose password is
  /// still to be asked.
  public var secret: String?
  /// Where the credentials were given, as a message names it: `-a`, `$APP_AUTH`, `~/.netrc` or
  /// `servers.json`.
  public var origin: String

  /// `value` read as `kind` says, as httpie reads `-a`: for Basic, the user before the first
  /// colon and the password after it (none without a colon); for a token, the whole value.
  public init(_ value: String, kind: Kind, origin: String) {
    self.kind = kind
    self.origin = origin
    switch kind {
    case .bearer, .token:
      (user, secret) = ("", value)
    case .basic:
      if let colon = value.firstIndex(of: ":") {
        (user, secret) = (String(value[..<colon]), String(value[value.index(after: colon)...]))
      } else {
        (user, secret) = (value, nil)
      }
    }
  }

  /// The header fields sent, once the secret is known.
  public var credentials: Credentials? {
    guard let secret else { return nil }
    return switch kind {
    case .basic: .basic(user: user, password: secret)
    case .bearer: .bearer(secret)
    case .token: .apiKey("Token \(secret)", header: "Authorization")
    }
  }

  /// `Basic credentials of the user 'ada'` or `a bearer token`: what was sent, never the
  /// secret. The user is as given: a terminal shows it sanitized.
  public var description: String {
    switch kind {
    case .basic: "Basic credentials of the user '\(user)'"
    case .bearer: "a bearer token"
    case .token: "a Token"
    }
  }
}
