import Foundation
import HTTPClient

/// What the cache keeps the answer to a `GET` under: its URL, without the password, and the
/// HMAC-SHA-256 of the credentials it was sent with under the store's ``CredentialKey``, so
/// that the answers given to different credentials are kept apart while neither a secret nor a
/// bare hash of one is written.
///
/// Its text, `GET URL` or `GET URL credentials=HEX`, is what a store files the answer under;
/// the credentials are the request's fields that carry them (named by `credentialHeaders`,
/// lowercased), the URL's password and its credential query parameters (`CredentialQuery`),
/// whose values the key's URL shows as `REDACTED`. What is hashed is one line a field,
/// `name: value` with the name lowercased, the lines sorted (so by name, whatever order the
/// fields came in), then `password in the URL: PASSWORD`, then `query: name=value` for each
/// credential parameter in order, joined by line feeds.
struct CacheKey: Hashable, Sendable {
  /// The URL asked for, without its password and with its credential query values
  /// `REDACTED`; its user name stays.
  let url: URL
  /// The digest of the credentials sent, as 64 hexadecimal digits; `nil` when none were.
  let credentials: String?

  /// The key of a `GET` for `url` sent with `requestHeaders`, the fields named in
  /// `credentialHeaders` (lowercased) or secret by their names being credentials, digested
  /// under `credentialKey`.
  init(
    url: URL, requestHeaders: [String: String] = [:],
    credentialHeaders: Set<String> = Credentials.standardHeaderNames,
    keyedBy credentialKey: CredentialKey = .process
  ) {
    var secrets = requestHeaders.compactMap { name, value -> String? in
      credentialHeaders.holdsSecret(named: name) ? "\(name.lowercased()): \(value)" : nil
    }
    .sorted()
    if let password = URLComponents(url: url, resolvingAgainstBaseURL: true)?
      .percentEncodedPassword
    {
      secrets.append("password in the URL: \(password)")
    }
    secrets += CredentialQuery.redacting(url).parameters.map { "query: \($0)" }
    self.url = url.withoutPassword
    credentials = secrets.isEmpty ? nil : credentialKey.digest(secrets.joined(separator: "\n"))
  }

  /// The key whose text is `text`, or `nil` when `text` is not a key.
  init?(text: String) {
    guard text.hasPrefix("GET ") else { return nil }
    let fields = text.dropFirst(4).split(separator: " ", omittingEmptySubsequences: false)
    guard let first = fields.first, let url = URL(string: String(first)) else { return nil }
    switch fields.count {
    case 1:
      credentials = nil
    case 2 where fields[1].hasPrefix(Self.credentialsPrefix):
      credentials = String(fields[1].dropFirst(Self.credentialsPrefix.count))
    default:
      return nil
    }
    self.url = url
  }

  var text: String {
    let base = "GET \(url.absoluteString)"
    return credentials.map { "\(base) \(Self.credentialsPrefix)\($0)" } ?? base
  }

  private static let credentialsPrefix = "credentials="
}
