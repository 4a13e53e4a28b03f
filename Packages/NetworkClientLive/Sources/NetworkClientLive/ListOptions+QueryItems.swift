import Foundation
import HTTPClient
import Models
import NetworkClient

extension ListOptions {
  /// json-server's page size when `_page` comes without `_limit`.
  static let defaultPageSize = 10

  /// The page asked for, from 1: ``page``, or 1 when only ``perPage`` is set; `nil` for the
  /// whole collection.
  var pageNumber: Int? {
    page ?? (perPage == nil ? nil : 1)
  }

  /// The page size asked for: ``perPage``, or json-server's default of 10 when only ``page`` is
  /// set; `nil` for the whole collection.
  var pageSize: Int? {
    perPage ?? (page == nil ? nil : Self.defaultPageSize)
  }

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
