extension RecordPageQuery: ServerSearchQuery {
  /// The page's number and size; `nil` for a page a cursor or a link names, which has no
  /// number.
  public var requestedPage: (number: Int, size: Int)? {
    request.number.map { ($0, request.size) }
  }

  /// The same page: the server searches and pages.
  public var wholeCollection: RecordPageQuery { self }

  public var searchText: String { search.text }

  /// The first page, of the same size, of the same filters searching `text`.
  public func searching(_ text: String) -> RecordPageQuery {
    RecordPageQuery(search.searching(text), size: request.size)
  }
}
