import Foundation

extension URL {
  /// The URL without the password of its user information, as it may be shown or stored:
  /// `http://u@host/` for `http://u:secret@host/`. The user name stays, so that the answers of
  /// different users of one server are kept apart.
  public var withoutPassword: URL {
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true),
      components.percentEncodedPassword != nil
    else { return self }
    components.percentEncodedPassword = nil
    return components.url ?? self
  }
}

extension String {
  /// The text with the password removed from the user information of the URL it holds, such
  /// as `http://u@host` for `http://u:secret@host`, even when the rest is not a valid URL: for
  /// showing what a person typed.
  public var withoutURLPassword: String {
    guard let authority = urlAuthorityRange, let at = self[authority].lastIndex(of: "@"),
      let colon = self[authority.lowerBound..<at].firstIndex(of: ":")
    else { return self }
    return String(self[..<colon]) + String(self[at...])
  }
}
