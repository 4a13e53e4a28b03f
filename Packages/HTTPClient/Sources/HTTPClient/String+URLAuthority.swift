extension String {
  /// Where the authority of the URL this text holds is (user information, host and port): what
  /// follows `://` up to the first `/`, `?` or `#`; `nil` when there is no `://`. It reads the
  /// text as typed, even when the rest is not a valid URL.
  public var urlAuthorityRange: Range<Index>? {
    guard let schemeEnd = range(of: "://") else { return nil }
    let rest = self[schemeEnd.upperBound...]
    let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
    return schemeEnd.upperBound..<end
  }
}
