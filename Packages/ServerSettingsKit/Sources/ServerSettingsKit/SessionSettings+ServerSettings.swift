import HTTPClient
import HTTPClientLive

extension SessionSettings {
  /// Sends with every request what `server`'s settings say, with the credentials of
  /// `authentication` and what `items` adds: the header fields of
  /// ``ServerSettings/requestFields(authentication:adding:)``, the secret ones as credentials;
  /// the settings' query parameters, and the query items of `items` that carry credentials
  /// (`api_key==…`), an item in place of a setting of the same name; and the settings' secret
  /// query parameters redacted wherever a URL is shown or stored.
  public mutating func send(
    _ server: ServerSettings, authentication: Authentication?,
    adding items: RequestItems = RequestItems()
  ) {
    let fields = server.requestFields(authentication: authentication, adding: items)
    headers = fields.headers
    credentials = fields.credentials
    let secretQuery = CredentialQuery.names.union(server.secretQueryNames)
    let typed = items.queryItems.filter { secretQuery.holdsSecret(named: $0.name) }
    let typedNames = Set(typed.map(\.name))
    queryItems = server.queryItems.filter { !typedNames.contains($0.name) } + typed
    secretQueryNames = server.secretQueryNames
  }
}
