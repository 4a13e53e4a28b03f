import Foundation

/// Header fields that say who is asking, such as `Authorization: Bearer …`: a session adds them
/// to every request (and an endpoint to its own), and a cache keeps the answers of different
/// credentials apart and never writes their values.
///
/// The values are secret: the description of credentials names their fields, never their
/// values.
///
/// ```swift
/// let token = Credentials.bearer("ghp_16C7e42F292c6912E7710c838347Ae178B4a")
/// let key = Credentials.apiKey("3f6c2a9e", header: "X-API-Key")
/// let login = Credentials.basic(user: "ada", password: "correct horse")
/// // login.headers == ["Authorization": "Basic YWRhOmNvcnJlY3QgaG9yc2U="]
/// // "\(token)" == "Credentials(Authorization: <secret>)"
/// ```
public struct Credentials: Sendable, Hashable {
  /// The header fields, by name; the values are secret.
  public var headers: [String: String]
  /// Who the credentials authorise, when that outlasts their values: an OAuth client and its
  /// user, whose tokens change. A cache keeps answers apart by it instead of by the values, so
  /// that a new token reads what the one before it stored and another client does not; `nil`
  /// for credentials that are who they authorise (a password, a personal token).
  public var holder: String?

  public init(headers: [String: String]) {
    self.init(headers: headers, holder: nil)
  }

  public init(headers: [String: String], holder: String?) {
    self.headers = headers
    self.holder = holder
  }

  public static let none = Credentials(headers: [:])

  /// `Authorization: Bearer TOKEN`, an OAuth 2 bearer token (RFC 6750) such as a personal access
  /// token; the whitespace around `token`, such as the line end of a file it was read from, is
  /// left out.
  public static func bearer(_ token: String) -> Credentials {
    Credentials(headers: [
      "Authorization": "Bearer " + token.trimmingCharacters(in: .whitespacesAndNewlines)
    ])
  }

  /// `Authorization: Basic …`, a user and a password (RFC 7617), encoded in UTF-8 and Base64.
  public static func basic(user: String, password: String) -> Credentials {
    let encoded = Data("\(user):\(password)".utf8).base64EncodedString()
    return Credentials(headers: ["Authorization": "Basic " + encoded])
  }

  /// An API key sent in the header field `header`, such as `X-API-Key`; the whitespace around
  /// `key` is left out.
  public static func apiKey(_ key: String, header: String) -> Credentials {
    Credentials(headers: [header: key.trimmingCharacters(in: .whitespacesAndNewlines)])
  }

  /// Whether there is no field to send; credentials with a ``holder`` alone still key a
  /// cache's answers.
  public var isEmpty: Bool {
    headers.isEmpty
  }

  /// These credentials with the fields of `other`, each in place of a field of the same name
  /// (whatever the case): `-a`'s `Authorization` replaced by one given as a header, say. The
  /// ``holder`` is `other`'s, or, when `other` gives no field, this one's.
  ///
  /// ```swift
  /// let sent = Credentials.basic(user: "ada", password: "pw")
  ///   .adding(Credentials(headers: ["authorization": "Bearer t", "X-API-Key": "k1"]))
  /// // sent.headers == ["authorization": "Bearer t", "X-API-Key": "k1"]
  /// ```
  public func adding(_ other: Credentials) -> Credentials {
    Credentials(
      headers: headers.replacingFields(with: other.headers),
      holder: other.holder ?? (other.isEmpty ? holder : nil))
  }

  /// The names of the header fields that carry credentials whatever a session or an endpoint
  /// says, lowercased: `authorization`, `proxy-authorization`, `cookie`, and the API key
  /// fields `x-api-key` and `api-key`.
  public static let standardHeaderNames: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "x-api-key", "api-key",
  ]
}

extension Credentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The fields' names, their values hidden: `Credentials(Authorization: <secret>)`.
  public var description: String {
    let fields = headers.keys.sorted().map { "\($0): <secret>" }.joined(separator: ", ")
    return "Credentials(\(fields))"
  }

  /// The same as ``description``: the values never appear.
  public var debugDescription: String {
    description
  }

  /// The fields' names alone, so that `dump` and a test's failure show no value.
  public var customMirror: Mirror {
    Mirror(self, children: ["headers": headers.keys.sorted(), "holder": holder as Any])
  }
}
