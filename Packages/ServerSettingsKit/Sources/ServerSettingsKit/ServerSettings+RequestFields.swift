import HTTPClient

extension ServerSettings {
  /// What a request sent of credentials, never their secrets: for the message of a server that
  /// refused them.
  public struct SentCredentials: Sendable, Hashable {
    /// What was sent, and where it was given: `Basic credentials of the user 'ada' of -a and
    /// the header X-Tenant of servers.json`; `nil` when nothing was.
    public var description: String?
    /// The scheme of the `Authorization` field sent, lowercased (`basic`, `bearer`); `nil`
    /// when none was.
    public var scheme: String?
  }

  /// The names of the header fields whose values are secret on this server, lowercased: the
  /// standard ones (`Authorization`, `X-API-Key`, …, `Credentials.standardHeaderNames`) and
  /// those of ``secretHeaderNames``.
  public var allSecretHeaderNames: Set<String> {
    Credentials.standardHeaderNames.union(secretHeaderNames)
  }

  /// The header fields a request sends, a later one in place of an earlier of the same name
  /// (whatever its case): these settings', then those of `authentication`, then the header
  /// items of `items`; those ``allSecretHeaderNames`` names are the credentials, kept apart in
  /// the cache and never shown.
  public func requestFields(
    authentication: Authentication?, adding items: RequestItems = RequestItems()
  ) -> (headers: [String: String], credentials: Credentials) {
    let all = Credentials(headers: headers)
      .adding(authentication?.credentials ?? .none)
      .adding(Credentials(headers: items.headers))
      .adding(items.credentials)
    let secret = allSecretHeaderNames
    var sent: [String: String] = [:]
    var credentials: [String: String] = [:]
    for (name, value) in all.headers {
      if secret.holdsSecret(named: name) {
        credentials[name] = value
      } else {
        sent[name] = value
      }
    }
    return (sent, Credentials(headers: credentials))
  }

  /// What a request with `authentication` and `items` sends of credentials: the credentials,
  /// the secret header fields of `items`, and those of these settings that no item replaces.
  public func sentCredentials(
    authentication: Authentication?, adding items: RequestItems = RequestItems()
  ) -> SentCredentials {
    var sent: [String] = []
    if let authentication {
      sent.append(authentication.description + " of " + authentication.origin)
    }
    let typed = Set(
      items.credentials.headers.keys.map { $0.lowercased() }
        + items.headers.keys.map { $0.lowercased() })
    let fromItems =
      (items.credentials.headers.keys
      + items.headers.keys.filter { secretHeaderNames.holdsSecret(named: $0) })
      .sorted()
    if !fromItems.isEmpty {
      sent.append("the header " + fromItems.joined(separator: ", "))
    }
    let secret = allSecretHeaderNames
    let fromSettings = headers.keys.filter {
      secret.holdsSecret(named: $0) && !typed.contains($0.lowercased())
    }.sorted()
    if !fromSettings.isEmpty {
      sent.append(
        "the header " + fromSettings.joined(separator: ", ") + " of " + ServerSettingsFile.name)
    }
    let authorization = requestFields(authentication: authentication, adding: items)
      .credentials.headers.first { $0.key.lowercased() == "authorization" }?.value
    return SentCredentials(
      description: sent.isEmpty ? nil : sent.joined(separator: " and "),
      scheme: authorization.flatMap { $0.split(separator: " ").first }.map { $0.lowercased() })
  }
}
