import Foundation

/// An equality condition on one field, as json-server reads `?userId=1`: a record passes when the
/// field's text is one of the accepted values (`?id=1&id=2` accepts either).
struct SampleFilter: Hashable {
  /// The member names leading to the field: `["address", "city"]` for `address.city`.
  let path: [Substring]
  /// The texts the field may have.
  let values: Set<String>

  /// Creates a filter on `field`, a member name or a dotted path of them.
  init(field: String, values: Set<String>) {
    self.path = field.split(separator: ".", omittingEmptySubsequences: false)
    self.values = values
  }

  /// Whether `record` has the field with one of the accepted values. A record without the field
  /// never passes, so a filter on a field no record has selects nothing.
  func matches(_ record: JSONValue) -> Bool {
    guard let text = record.value(atPath: path)?.queryText else { return false }
    return values.contains(text)
  }

  /// The equality filters in a query string, one per field, in order of first appearance.
  ///
  /// Parameters reserved for json-server's other features are skipped rather than read as
  /// fields: those starting with `_` (`_page`, `_limit`, `_sort`, ...), full-text `q`, and the
  /// operators `field_gte`, `field_lte`, `field_ne` and `field_like`.
  static func filters(from query: [URLQueryItem]) -> [SampleFilter] {
    var fields: [String] = []
    var valuesByField: [String: Set<String>] = [:]
    for item in query where !isReserved(item.name) {
      if valuesByField[item.name] == nil {
        fields.append(item.name)
      }
      valuesByField[item.name, default: []].insert(item.value ?? "")
    }
    return fields.map { SampleFilter(field: $0, values: valuesByField[$0] ?? []) }
  }

  private static func isReserved(_ name: String) -> Bool {
    name.hasPrefix("_") || name == "q"
      || ["_gte", "_lte", "_ne", "_like"].contains { name.hasSuffix($0) }
  }
}
