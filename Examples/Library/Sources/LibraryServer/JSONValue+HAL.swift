import JSONCoding

extension JSONValue {
  /// `{"href": url}`, a HAL link.
  static func link(_ url: String) -> JSONValue {
    ["href": .string(url)]
  }
}
