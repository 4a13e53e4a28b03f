import Foundation
import HTTPClient

extension RecordQuery {
  /// The query items json-server reads for this query, in this order: its ``filters``, its
  /// text as `q`, `_page` and `_limit` (a size that is the server's default left out), then
  /// `_sort=a,b` and `_order=asc,desc`; none at all for the defaults.
  var jsonServerQueryItems: [URLQueryItem] {
    filters + (text.isEmpty ? [] : [URLQueryItem(name: "q", value: text)])
      + Paging.jsonServer.queryItems(page: pageNumber, size: sentPageSize)
      + ResourceSorting.jsonServer.queryItems(for: sort)
  }
}
