extension RecordQuery: SearchQuery {
  public var searchText: String { text }

  /// The same filters and sort searching `text`, from the first page, of the same size; no
  /// page for a query without one.
  public func searching(_ text: String) -> RecordQuery {
    var query = RecordQuery(
      text, filters: filters, sort: sort, page: page.map { PageRequest(size: $0.size) })
    query.pageSizeIsDefault = pageSizeIsDefault
    return query
  }
}
