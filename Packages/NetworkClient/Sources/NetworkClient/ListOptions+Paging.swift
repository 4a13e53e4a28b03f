extension ListOptions {
  /// json-server's page size when `_page` comes without `_limit`.
  public static let defaultPageSize = 10

  /// The page asked for, from 1, as json-server reads the options: ``page``, or 1 when only
  /// ``perPage`` is set; `nil` for the whole collection. The live client sends it as `_page`,
  /// and a collection paged on the client is cut at it, so that both give the same page.
  public var pageNumber: Int? {
    page ?? (perPage == nil ? nil : 1)
  }

  /// The number of items on the page asked for: ``perPage``, or ``defaultPageSize`` when only
  /// ``page`` is set; `nil` for the whole collection.
  public var pageSize: Int? {
    perPage ?? (page == nil ? nil : Self.defaultPageSize)
  }
}
