import Foundation

/// How a described resource's server is asked to sort its records (``RecordQuery/sort``).
///
/// ```swift
/// let keys = [RecordQuery.SortKey("author"), RecordQuery.SortKey("year", descending: true)]
/// let jsonServer = ResourceSorting.jsonServer.queryItems(for: keys)
/// // _sort=author,year&_order=asc,desc
/// let django = ResourceSorting.signed("ordering").queryItems(for: keys)
/// // ordering=author,-year
/// ```
public enum ResourceSorting: Sendable, Hashable {
  /// The fields, comma-separated, in the parameter `fields`, and their directions, `asc` or
  /// `desc`, in the parameter `orders`.
  case fieldsAndOrders(fields: String, orders: String)
  /// The fields, comma-separated, in the parameter `name`, a descending one signed `-`:
  /// Django REST framework's `ordering=-year,title`, JSON:API's `sort=-year,title`.
  case signed(String)

  /// json-server's `_sort=a,b&_order=asc,desc`.
  public static let jsonServer = ResourceSorting.fieldsAndOrders(fields: "_sort", orders: "_order")

  /// The query items that ask for `keys`; none for no key.
  public func queryItems(for keys: [RecordQuery.SortKey]) -> [URLQueryItem] {
    guard !keys.isEmpty else { return [] }
    switch self {
    case .fieldsAndOrders(let fields, let orders):
      return [
        URLQueryItem(name: fields, value: keys.map(\.field).joined(separator: ",")),
        URLQueryItem(
          name: orders, value: keys.map { $0.isDescending ? "desc" : "asc" }.joined(separator: ",")),
      ]
    case .signed(let name):
      let fields = keys.map { ($0.isDescending ? "-" : "") + $0.field }
      return [URLQueryItem(name: name, value: fields.joined(separator: ","))]
    }
  }
}
