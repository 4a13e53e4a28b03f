import Foundation
import HTTPClient
import Models
import NetworkClient

extension ListOptions {
  /// The query items for these options, in this order: `_page` and `_limit` (a ``perPage``
  /// without a ``page`` asks for page 1), then `_sort=a,b` and `_order=asc,desc`; none at all
  /// for the defaults.
  var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let pageNumber {
      items.append(URLQueryItem(name: "_page", value: "\(pageNumber)"))
    }
    if let perPage {
      items.append(URLQueryItem(name: "_limit", value: "\(perPage)"))
    }
    if !sort.isEmpty {
      items.append(
        URLQueryItem(name: "_sort", value: sort.map(\.field).joined(separator: ",")))
      items.append(
        URLQueryItem(
          name: "_order",
          value: sort.map { $0.isDescending ? "desc" : "asc" }.joined(separator: ",")))
    }
    return items
  }
}
