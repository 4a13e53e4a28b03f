extension UInt8 {
  /// Whether the byte may be part of a token (RFC 9110, 5.6.2), such as a header field's name,
  /// a method or a parameter's name: a letter, a digit, a backquote or one of `!#$%&'*+-.^_|~`.
  public var isHTTPTokenByte: Bool {
    switch self {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      Self.tokenPunctuation.contains(self)
    }
  }

  private static let tokenPunctuation = Set("!#$%&'*+-.^_`|~".utf8)
}

extension StringProtocol {
  /// Whether the text is a token (RFC 9110, 5.6.2), as a header field's name must be: not
  /// empty, and only bytes that are `UInt8.isHTTPTokenByte`.
  ///
  /// ```swift
  /// let name = "X-API-Key".isHTTPToken  // true
  /// let spaced = "X API Key".isHTTPToken  // false
  /// ```
  public var isHTTPToken: Bool {
    !isEmpty && utf8.allSatisfy(\.isHTTPTokenByte)
  }
}
