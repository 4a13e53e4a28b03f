import Foundation
import HTTPClient
import JSONCoding

/// What a server's `oauth` says: the token endpoint its tokens come from, the grant, the
/// client, the scopes, and whether a token is kept between runs.
///
/// ```json
/// "oauth": {
///   "tokenURL": "https://auth.example.com/oauth/token",
///   "grant": "password",
///   "clientID": "shelf",
///   "clientSecret": {"variable": "SHELF_SECRET"},
///   "user": "alice",
///   "password": {"variable": "ALICE_PASSWORD"},
///   "scopes": ["books:read"],
///   "clientAuthentication": "body",
///   "keepToken": true
/// }
/// ```
public struct OAuthSettings: Sendable, Hashable {
  /// The token endpoint as given: an `http` or `https` URL, or a path below the server's root.
  public var tokenURL: String
  public var grant: OAuthGrant
  public var client: OAuthClient
  /// Whether `clientAuthentication` was given; otherwise Basic is tried, then the body.
  public var isClientAuthenticationStated: Bool
  public var scopes: [String]
  /// Whether a token is kept on disk until it runs out (`keepToken`), so that the next run
  /// does not ask again.
  public var keepsToken: Bool

  /// The keys of `oauth`.
  public static let keys = [
    "tokenURL", "grant", "clientID", "clientSecret", "user", "password", "scopes",
    "clientAuthentication", "keepToken",
  ]
  /// The grants `grant` names.
  public static let grants = ["client_credentials", "password"]

  /// Whether the token endpoint `text` names is a URL of its own, read as an API root is
  /// (`APIRoot`), rather than a path below the server's root.
  static func isAbsolute(_ text: String) -> Bool {
    text.contains("://")
  }

  /// The authorization of a server whose root is `root`: its token URL read below it when a
  /// path; `nil` when that makes no URL.
  public func authorization(below root: URL) -> OAuthAuthorization? {
    let url: URL?
    if Self.isAbsolute(tokenURL) {
      url = try? APIRoot.url(parsing: tokenURL)
    } else {
      let path = tokenURL.split(separator: "/").map(String.init)
      url = Endpoint<OAuthToken>.get(path, resource: "token").url(relativeTo: root)
    }
    return url.map {
      OAuthAuthorization(
        tokenURL: $0, grant: grant, client: client, scopes: scopes,
        isAuthenticationStated: isClientAuthenticationStated)
    }
  }
}

extension ServerSettings {
  /// The settings of `oauth` (``OAuthSettings``), each secret given or read from the
  /// environment variable `{"variable": "NAME"}` names.
  static func oauth(
    _ value: JSONValue, environment: [String: String]
  ) throws(Problem) -> OAuthSettings {
    let keys = OAuthSettings.keys
    guard let object = value.object else {
      throw Problem(path: ["oauth"], reason: "must be an object of \(keyList(keys))")
    }
    for name in object.names where !keys.contains(name) {
      throw Problem(path: ["oauth", name], reason: "is not a setting (expected \(keyList(keys)))")
    }
    func text(_ key: String) throws(Problem) -> String? {
      guard let value = object[key] else { return nil }
      let text = try Self.text(value, path: ["oauth", key], environment: environment).text
      guard !text.isEmpty, !text.contains(where: \.isNewline) else {
        throw Problem(path: ["oauth", key], reason: "must not be empty nor hold a line break")
      }
      return text
    }
    func word(_ key: String, among words: [String]) throws(Problem) -> String? {
      guard let value = object[key] else { return nil }
      guard let word = value.string, words.contains(word) else {
        throw Problem(path: ["oauth", key], reason: "must be \(words.listedWithOr)")
      }
      return word
    }
    guard let tokenURL = object["tokenURL"]?.string, !tokenURL.isEmpty else {
      throw Problem(
        path: ["oauth", "tokenURL"],
        reason: "must be given: the token endpoint's URL, or its path below the server's root")
    }
    if OAuthSettings.isAbsolute(tokenURL) {
      do throws(APIRoot.Problem) {
        _ = try APIRoot.url(parsing: tokenURL)
      } catch .invalidPort(let port) {
        throw Problem(
          path: ["oauth", "tokenURL"], reason: "has an invalid port '\(port.prefix(10))'")
      } catch {
        throw Problem(
          path: ["oauth", "tokenURL"],
          reason: "'\(tokenURL.prefix(60))' is not an http or https URL")
      }
    }
    let id = try text("clientID")
    let secret = try text("clientSecret")
    if secret != nil, id == nil {
      throw Problem(path: ["oauth", "clientSecret"], reason: "needs 'clientID'")
    }
    let grant: OAuthGrant
    switch try word("grant", among: OAuthSettings.grants) ?? "client_credentials" {
    case "password":
      guard let user = try text("user") else {
        throw Problem(path: ["oauth"], reason: "needs 'user' for the password grant")
      }
      guard let password = try text("password") else {
        throw Problem(path: ["oauth"], reason: "needs 'password' for the password grant")
      }
      grant = .password(user: user, password: password)
    default:
      for key in ["user", "password"] where object[key] != nil {
        throw Problem(path: ["oauth", key], reason: "is for the password grant alone")
      }
      guard id != nil, secret != nil else {
        throw Problem(
          path: ["oauth"], reason: "needs 'clientID' and 'clientSecret' for client credentials")
      }
      grant = .clientCredentials
    }
    let ways = OAuthClient.Authentication.allCases.map(\.rawValue)
    let stated = try word("clientAuthentication", among: ways).flatMap(
      OAuthClient.Authentication.init(rawValue:))
    var scopes: [String] = []
    if let value = object["scopes"] {
      scopes =
        if let text = value.string {
          text.split(separator: " ").map(String.init)
        } else {
          try names(value, key: "scopes", at: ["oauth", "scopes"])
        }
    }
    var keepsToken = false
    if let value = object["keepToken"] {
      guard case .bool(let keeps) = value else {
        throw Problem(path: ["oauth", "keepToken"], reason: "must be true or false")
      }
      keepsToken = keeps
    }
    return OAuthSettings(
      tokenURL: tokenURL, grant: grant,
      client: OAuthClient(id: id, secret: secret, authentication: stated ?? .basic),
      isClientAuthenticationStated: stated != nil, scopes: scopes, keepsToken: keepsToken)
  }
}
