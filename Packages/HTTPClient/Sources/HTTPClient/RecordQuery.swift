import Foundation

/// What a list of records asks its server for: the records found for ``text``, filtered by
/// ``filters``, in the order of ``sort``, the page ``page`` names. Every record, in the
/// server's order and without a paging parameter, by default.
///
/// ```swift
/// let query = RecordQuery(
///   "tides", filters: [URLQueryItem(name: "status", value: "open")],
///   sort: [RecordQuery.SortKey("title", descending: true)], page: PageRequest(size: 20))
/// let typed = RecordQuery(pageNumber: 2, perPage: nil)
/// // typed.page == PageRequest(continuation: .number(2), size: 10), typed.pageSizeIsDefault
/// ```
public struct RecordQuery: Sendable, Hashable {
  /// The text looked for, sent as the resource's ``ResourceSearch`` says; empty for none.
  public var text: String
  /// The server's own query parameters, such as `status=open`, sent with every page; a paging
  /// or sorting parameter among them gives way to the query's own.
  public var filters: [URLQueryItem]
  /// The sort keys, most significant first, sent as the resource's ``ResourceSorting`` says;
  /// empty for the server's order.
  public var sort: [SortKey]
  /// The page asked for; `nil` sends no paging parameter, for the server's own default: its
  /// first page, or the whole collection.
  public var page: PageRequest?
  /// Whether ``page``'s size is the server's default rather than a size asked for, as a page
  /// number alone asks json-server for pages of 10: the size parameter is then not sent.
  public var pageSizeIsDefault = false

  /// The records found for `text` (every record for an empty one), filtered by `filters`,
  /// sorted by `sort`, the page `page` names.
  public init(
    _ text: String = "", filters: [URLQueryItem] = [], sort: [SortKey] = [],
    page: PageRequest? = nil
  ) {
    self.text = text
    self.filters = filters
    self.sort = sort
    self.page = page
  }

  /// The query of a page asked for by a number and a size, such as `--page N` and
  /// `--per-page M`, as json-server reads `_page` and `_limit`: a number alone asks for pages
  /// of `defaultSize` (json-server's 10, not sent: ``pageSizeIsDefault``), a size alone for
  /// page 1, and neither for no page.
  public init(pageNumber: Int?, perPage: Int?, sort: [SortKey] = [], defaultSize: Int = 10) {
    self.init(sort: sort)
    guard pageNumber != nil || perPage != nil else { return }
    let number = pageNumber ?? 1
    page = PageRequest(
      continuation: number == 1 ? nil : .number(number), size: perPage ?? defaultSize)
    pageSizeIsDefault = perPage == nil
  }

  /// A field to sort by, and its direction.
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

extension RecordQuery {
  /// The number, from 1, of the page asked for: ``page``'s, or 1 for a page a cursor or a
  /// link names; `nil` for no page.
  public var pageNumber: Int? {
    page.map { $0.number ?? 1 }
  }

  /// The same query asking for `page`, of the size it says.
  public func asking(for page: PageRequest) -> RecordQuery {
    var query = self
    query.page = page
    query.pageSizeIsDefault = false
    return query
  }

  /// The size of the page to send: ``page``'s, unless it is the server's default; `nil` for no
  /// page.
  public var sentPageSize: Int? {
    pageSizeIsDefault ? nil : page?.size
  }
}
