/// How to page and order a collection request: `_page`, `_limit`, `_sort` and `_order`.
public struct ListOptions: Sendable, Hashable {
  /// The page to fetch, from 1 (`_page`); `nil` for the whole collection unless ``perPage`` is set,
  /// which then means page 1.
  public var page: Int?
  /// Items per page (`_limit`); `nil` for the server's default (10 on json-server) when a
  /// ``page`` is set.
  public var perPage: Int?
  /// The sort keys, most significant first (`_sort=a,b&_order=asc,desc`); empty for the server's
  /// order.
  public var sort: [SortKey]

  /// Creates options; the defaults ask for the whole collection in the server's order.
  public init(page: Int? = nil, perPage: Int? = nil, sort: [SortKey] = []) {
    self.page = page
    self.perPage = perPage
    self.sort = sort
  }

  /// The options that ask for the page `request` names, by its number (json-server numbers
  /// its pages): page `request.number`, 1 for the first page, of `request.size` items, in the
  /// order of `sort`. A request whose continuation is not a page number asks for page 1.
  public init(_ request: PageRequest, sort: [SortKey] = []) {
    self.init(page: request.number ?? 1, perPage: request.size, sort: sort)
  }

  public struct SortKey: Sendable, Hashable {
    /// The field's name as the API spells it, such as `title` or `address.city`.
    public var field: String
    /// Whether larger values come first.
    public var isDescending: Bool

    public init(_ field: String, descending: Bool = false) {
      self.field = field
      self.isDescending = descending
    }
  }
}
