/// json-server's full-text search, `?q=text`: a record passes when the lowercased text occurs in
/// the lowercased text of any of its values, nested ones included (`q=tokyo` finds a user by
/// `address.city`).
///
/// Numbers are searched in their decimal text and booleans as `true`. As in json-server, values
/// JavaScript counts as false (`0`, `false`, `""` and `null`) are never searched, so `q=false`
/// finds nothing. Text is compared by its UTF-8 code units, without Unicode normalization.
struct SampleSearch: Hashable, Sendable {
  /// The lowercased text searched for; never empty.
  let text: String

  /// Creates a search for `text`, or `nil` when it is empty, which json-server does not search.
  init?(_ text: String) {
    guard !text.isEmpty else { return nil }
    self.text = text.lowercased()
  }

  /// Whether `record`, or any value in it, contains the text.
  func matches(_ record: JSONValue) -> Bool {
    contains(record)
  }

  private func contains(_ value: JSONValue) -> Bool {
    switch value {
    case .null, .bool(false), .integer(0): false
    case .double(let double) where double == 0 || double.isNaN: false
    case .array(let elements): elements.contains(where: contains)
    case .object(let members): members.contains { contains($0.value) }
    case .bool, .integer, .double, .string:
      value.queryText.map { $0.lowercased().utf8.firstRange(of: text.utf8) != nil } ?? false
    }
  }
}
