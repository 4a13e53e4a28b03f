import Foundation

/// The query parameters that carry credentials, such as `?api_key=…` or `?access_token=…`: a
/// message shows them as `api_key=REDACTED` (``ShownURL``), and a cache keeps the answers of
/// different values apart without writing any.
///
/// ```swift
/// guard let url = URL(string: "https://api.example/items?api_key=3f6c&page=2") else { return }
/// let (shown, sent) = CredentialQuery.redacting(url)
/// // shown.absoluteString == "https://api.example/items?api_key=REDACTED&page=2"
/// // sent == ["api_key=3f6c"]
/// ```
public enum CredentialQuery {
  /// The names of the parameters that carry credentials, lowercased: `api_key`, `apikey`,
  /// `access_token`, `token`, `key` and `client_secret`.
  public static let names: Set<String> = [
    "api_key", "apikey", "access_token", "token", "key", "client_secret",
  ]

  /// More names of parameters that carry credentials, lowercased, for the current task: those
  /// a server's settings give, say. Every URL a message shows and every key a cache files an
  /// answer under, made in the task, treat them as they treat ``names``.
  ///
  /// ```swift
  /// CredentialQuery.$additionalNames.withValue(["sig"]) {
  ///   // "\(ShownURL(url))" shows `?sig=REDACTED` here
  /// }
  /// ```
  @TaskLocal public static var additionalNames: Set<String> = []

  /// ``names`` and the ``additionalNames`` of the current task.
  public static var currentNames: Set<String> {
    additionalNames.isEmpty ? names : names.union(additionalNames)
  }

  /// What a credential parameter's value is shown as, and any other secret (a credential
  /// header's value, in a `TrafficEvent` or a command line shown again).
  public static let mark = "REDACTED"

  /// `url` with the value of each parameter named in `names` (in any case) replaced by
  /// ``mark``, and those parameters as they were sent (`name=value`, percent-encoded), in
  /// order; `url` itself and none when it has no such parameter.
  public static func redacting(_ url: URL, names: Set<String> = currentNames) -> (
    url: URL, parameters: [String]
  ) {
    guard var components = URLComponents(url: url, resolvingAgainstBaseURL: true),
      let query = components.percentEncodedQuery
    else { return (url, []) }
    var parameters: [String] = []
    let parts = query.split(separator: "&", omittingEmptySubsequences: false).map {
      part -> Substring in
      guard let equals = part.firstIndex(of: "=") else { return part }
      let name = part[..<equals]
      guard names.holdsSecret(named: name.removingPercentEncoding ?? String(name)) else {
        return part
      }
      parameters.append(String(part))
      return name + "=" + mark
    }
    guard !parameters.isEmpty else { return (url, []) }
    components.percentEncodedQuery = parts.joined(separator: "&")
    return (components.url ?? url.removingQuery, parameters)
  }
}

extension URL {
  /// The URL without its query and fragment: what is left to show when a redacted query
  /// cannot be put back.
  fileprivate var removingQuery: URL {
    var components = URLComponents(url: self, resolvingAgainstBaseURL: true)
    components?.percentEncodedQuery = nil
    components?.fragment = nil
    return components?.url ?? URL(fileURLWithPath: "/")
  }
}
