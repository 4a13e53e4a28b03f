extension RecordSearch: SearchQuery {
  public var searchText: String { text }

  /// The same filters, searching `text`.
  public func searching(_ text: String) -> RecordSearch {
    RecordSearch(text, filters: filters)
  }
}
