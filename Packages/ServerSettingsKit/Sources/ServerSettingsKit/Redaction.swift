import HTTPClient

/// How the program shows what a user gave that is secret: the value replaced by `REDACTED`
/// (`CredentialQuery.mark`), the name kept, so that a line says what was sent without what it
/// was.
public enum Redaction {
  /// What a secret value is shown as.
  public static let mark = CredentialQuery.mark

  /// `word` as shown: a request item that is a header `secretHeaders` names (lowercased), such
  /// as `Authorization:Bearer t` or `X-API-Key:k1`, or a query parameter that carries
  /// credentials (`api_key==k1`, `CredentialQuery.currentNames`), as its name and ``mark``;
  /// any other word as it is.
  public static func shownArgument(
    _ word: String, secretHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> String {
    switch try? RequestItem(parsing: word) {
    case .header(let name, _)? where secretHeaders.holdsSecret(named: name):
      return name + ":" + mark
    case .query(let name, _)? where CredentialQuery.currentNames.holdsSecret(named: name):
      return RequestItem.escaped(name) + "==" + mark
    default:
      return word
    }
  }
}
