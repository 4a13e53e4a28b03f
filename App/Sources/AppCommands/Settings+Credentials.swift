import NetworkClient

extension Settings {
  /// The names of the header fields whose values are secret, lowercased: the standard ones
  /// (`Authorization`, `X-API-Key`, …) and those the server's settings name.
  var secretHeaderNames: Set<String> {
    Credentials.standardHeaderNames.union(server.secretHeaderNames)
  }

  /// The header fields every request sends, a later one in place of an earlier of the same
  /// name (whatever its case): the server's settings', then the credentials of
  /// ``authentication``, then the header items of `items`; those ``secretHeaderNames`` names
  /// are the credentials, kept apart in the cache and never shown.
  func requestFields(adding items: RequestItems) -> (
    headers: [String: String], credentials: Credentials
  ) {
    let all = Credentials(headers: server.headers)
      .adding(authentication?.credentials ?? .none)
      .adding(Credentials(headers: items.headers))
      .adding(items.credentials)
    let secret = secretHeaderNames
    var headers: [String: String] = [:]
    var credentials: [String: String] = [:]
    for (name, value) in all.headers {
      if secret.contains(name.lowercased()) {
        credentials[name] = value
      } else {
        headers[name] = value
      }
    }
    return (headers, Credentials(headers: credentials))
  }

  /// What follows the message of a server that refused the credentials (a `401`), given the
  /// schemes its `WWW-Authenticate` asks for: what was sent, by ``authentication`` and the
  /// secret header fields of the settings and of `items`, to check, and what the server wants
  /// when that is something else; or how to give some.
  func credentialsHint(sending items: RequestItems = RequestItems()) -> CredentialsHint {
    var sent: [String] = []
    if let authentication {
      sent.append(authentication.description + " of " + authentication.origin)
    }
    let typed = Set(
      items.credentials.headers.keys.map { $0.lowercased() }
        + items.headers.keys.map { $0.lowercased() })
    let fromItems =
      (items.credentials.headers.keys
      + items.headers.keys.filter { server.secretHeaderNames.contains($0.lowercased()) })
      .sorted()
    if !fromItems.isEmpty {
      sent.append("the header " + fromItems.joined(separator: ", "))
    }
    let fromSettings = server.headers.keys.filter {
      secretHeaderNames.contains($0.lowercased()) && !typed.contains($0.lowercased())
    }.sorted()
    if !fromSettings.isEmpty {
      sent.append(
        "the header " + fromSettings.joined(separator: ", ") + " of "
          + ServerSettingsFile.name)
    }
    let authorization = requestFields(adding: items).credentials.headers
      .first { $0.key.lowercased() == "authorization" }?.value
    let sentScheme = authorization.flatMap { $0.split(separator: " ").first }.map {
      $0.lowercased()
    }
    let source = self.source
    let shown = sent.isEmpty ? nil : sent.joined(separator: " and ")
    return { schemes in
      source.credentialsHint(sent: shown, sentScheme: sentScheme, wanted: schemes)
    }
  }
}

/// What follows the message of a `401`, given the authentication schemes the server asks for.
typealias CredentialsHint = @Sendable (_ schemes: [String]) -> String?
