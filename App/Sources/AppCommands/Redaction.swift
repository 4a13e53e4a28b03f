import NetworkClient

/// How the program shows what a user gave that is secret: the value replaced by `REDACTED`,
/// the name kept, so that a line says what was sent without what it was.
enum Redaction {
  /// What a secret value is shown as.
  static let mark = "REDACTED"

  /// `word` as shown: a request item that is a header `secretHeaders` names (lowercased), such
  /// as `Authorization:Bearer t` or `X-API-Key:k1`, as its name and ``mark``; any other word as
  /// it is.
  static func shownArgument(
    _ word: String, secretHeaders: Set<String> = Credentials.standardHeaderNames
  ) -> String {
    guard case .header(let name, _)? = try? RequestItem(parsing: word),
      secretHeaders.contains(name.lowercased())
    else { return word }
    return name + ":" + mark
  }
}
