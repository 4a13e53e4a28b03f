import HTTPClient

extension ServerSettings {
  /// The key of a server's settings that would have avoided `error`, as a message says it
  /// after the error, when the answer says which: a server that wants a final `/` on its paths
  /// (Django's `APPEND_SLASH` refusing a write to a path without one) needs
  /// `"records": {"trailingSlash": true}`; one that refuses the body's media type (`415`) may
  /// take a form. `nil` for any other failure.
  public static func keyHint(for error: NetworkError) -> String? {
    guard case .unexpectedStatus(let code, let excerpt, let request, _) = error,
      request.map({ !$0.isRead }) ?? true
    else { return nil }
    let inFile = "in \(ServerSettingsFile.name)"
    // Django's words, whose excerpt may stop before `APPEND_SLASH`: "You called this URL via
    // POST, but the URL doesn't end in a slash and you have APPEND_SLASH set."
    if excerpt.contains("but the URL doesn") || excerpt.contains("APPEND_SLASH") {
      return #"the server wants a final /: "records": {"trailingSlash": true} "# + inFile
    }
    if code == 415 {
      return #"for a server that takes forms: "records": {"format": "form"} "# + inFile
    }
    return nil
  }
}
