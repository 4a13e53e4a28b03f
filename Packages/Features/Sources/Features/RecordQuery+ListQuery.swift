extension RecordQuery: ListQuery {
  /// The page's number and size; `nil` for no page, and for a page a cursor or a link names,
  /// which has no number.
  public var requestedPage: (number: Int, size: Int)? {
    guard let page, let number = page.number else { return nil }
    return (number, page.size)
  }

  /// The same search, filters and sort without a page.
  public var wholeCollection: RecordQuery {
    RecordQuery(text, filters: filters, sort: sort)
  }
}
