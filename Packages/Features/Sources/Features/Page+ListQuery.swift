import HTTPClient

extension Page {
  /// The page `query` asks for (``ListQuery/requestedPage``) of `items`, a whole collection
  /// filtered on the client, as ``slice(of:number:size:skipped:)`` cuts it: the page a server
  /// sends for the same query. Without a page asked for, every item is on it and it has no
  /// number.
  ///
  /// ```swift
  /// let page = Page.slice(of: Array(1...25), query: RecordQuery(pageNumber: 2, perPage: nil))
  /// // page.items == Array(11...20): json-server's pages of 10
  /// ```
  public static func slice(
    of items: [Item], query: some ListQuery, skipped: [SkippedItems] = []
  ) -> Page {
    guard let requested = query.requestedPage else {
      return Page(items: items, totalCount: items.count, skipped: skipped)
    }
    return slice(of: items, number: requested.number, size: requested.size, skipped: skipped)
  }
}
