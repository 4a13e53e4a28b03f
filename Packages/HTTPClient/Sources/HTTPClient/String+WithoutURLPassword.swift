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
