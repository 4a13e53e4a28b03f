import JSONCoding

extension JSONValue {
  /// The value at the dotted path `path` (`_embedded.books`, `meta.next_cursor`), if any.
  func member(atPath path: String) -> JSONValue? {
    var current = self
    for name in path.memberPath {
      guard let next = current[name] else { return nil }
      current = next
    }
    return current
  }
}
