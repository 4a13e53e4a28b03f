/// An OAuth 2 client as a token endpoint knows it (RFC 6749, section 2.3): its id, its secret
/// and how it sends them. A public client, such as one that asks only for a user's password,
/// may have neither.
///
/// Its description names the client, never the secret.
///
/// ```swift
/// let reports = OAuthClient(id: "reports", secret: "s3cr3t", authentication: .body)
/// // "\(reports)" == "the client 'reports'"
/// ```
public struct OAuthClient: Sendable, Hashable, CustomStringConvertible {
  /// Where a token request carries the client's id and secret.
  public enum Authentication: String, Sendable, Hashable, CaseIterable, Codable {
    /// In HTTP Basic, each form-encoded first (section 2.3.1): what every server must take.
    case basic
    /// As `client_id` and `client_secret` in the form body, which many servers take instead.
    case body
  }

  public var id: String?
  public var secret: String?
  public var authentication: Authentication

  public init(id: String? = nil, secret: String? = nil, authentication: Authentication = .basic) {
    self.id = id
    self.secret = secret
    self.authentication = authentication
  }

  public var description: String {
    id.map { "the client '\($0)'" } ?? "a public client"
  }
}
