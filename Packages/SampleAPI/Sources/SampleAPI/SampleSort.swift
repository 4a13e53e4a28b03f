/// json-server's sorting, `?_sort=userId,title&_order=desc,asc`: records ordered by the first
/// field, ties broken by the next, and so on.
///
/// Each field has the order at the same position of `_order`; only `desc` (in any letter case,
/// as json-server lowercases it) means descending, and a field without an order is ascending.
/// Fields may be dotted paths (`address.city`). Values compare as
/// ``JSONValue/sortOrder(_:_:)`` says: numbers as numbers, strings as strings. The sort is
/// stable: records that tie on every field keep their order.
struct SampleSort: Hashable, Sendable {
  /// One field to sort by.
  struct Key: Hashable, Sendable {
    /// The field: a member name or a dotted path of them.
    let field: String
    /// Whether larger values come first.
    let isDescending: Bool

    fileprivate var path: [Substring] {
      field.split(separator: ".", omittingEmptySubsequences: false)
    }
  }

  /// The fields, most significant first; never empty.
  let keys: [Key]

  /// Creates the sort that `_sort=fields` and `_order=orders` ask for, both comma-separated, or
  /// `nil` when `fields` is empty.
  init?(fields: String, orders: String) {
    guard !fields.isEmpty else { return nil }
    let orders = orders.split(separator: ",", omittingEmptySubsequences: false)
    keys = fields.split(separator: ",", omittingEmptySubsequences: false).enumerated().map {
      let order = $0.offset < orders.count ? orders[$0.offset].lowercased() : ""
      return Key(field: String($0.element), isDescending: order == "desc")
    }
  }

  /// `records` in the sort's order.
  func sorted(_ records: [JSONValue]) -> [JSONValue] {
    let paths = keys.map(\.path)
    let columns = records.map { record in paths.map { record.value(atPath: $0) } }
    let order = records.indices.sorted { lhs, rhs in
      for (index, key) in keys.enumerated() {
        let comparison = JSONValue.sortOrder(columns[lhs][index], columns[rhs][index])
        if comparison != 0 { return key.isDescending ? comparison > 0 : comparison < 0 }
      }
      return lhs < rhs
    }
    return order.map { records[$0] }
  }
}
