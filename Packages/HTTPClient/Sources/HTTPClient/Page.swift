/// One page of a collection: its items, what the server said of the whole, and how to ask for
/// the page after it.
public struct Page<Item: Sendable>: Sendable {
  /// The items on this page, in the server's order.
  public var items: [Item]
  /// How many items the whole collection has after filtering, from `X-Total-Count` or the
  /// body; `nil` when the server did not say (a plain JSON array, or a proxy that drops the
  /// header).
  public var totalCount: Int?
  /// The page number that was asked for, from 1; `nil` when the whole collection was asked for,
  /// or the pages are not numbered.
  public var number: Int?
  /// The number of items per page that was asked for; `nil` when the whole collection was.
  public var size: Int?
  /// The records the server sent that could not be read and are not in ``items``, one report
  /// per collection read (a page of posts joined to the users reports both); empty when
  /// nothing was left out.
  public var skipped: [SkippedItems]
  /// How to ask for the page after this one; `nil` when none follows. A page read from an
  /// answer says what the answer said (see ``Paging``, ``init(_:response:number:size:endsWhenEmpty:)``,
  /// ``init(_:nextLinkIn:)`` and ``Endpoint/page(_:query:resource:member:page:)``).
  public var next: PageContinuation?
  /// How many pages the collection has, when the server said so in place of a count of items
  /// (Spring Data's `page.totalPages`, Laravel's `meta.last_page`); `nil` otherwise.
  public var lastPage: Int?

  public init(
    items: [Item], totalCount: Int? = nil, number: Int? = nil, size: Int? = nil,
    skipped: [SkippedItems] = [], next: PageContinuation? = nil
  ) {
    self.items = items
    self.totalCount = totalCount
    self.number = number
    self.size = size
    self.skipped = skipped
    self.next = next
  }

  /// How many pages the collection has, when the server said (``lastPage``), or the total and
  /// the page size are known; at least 1.
  public var pageCount: Int? {
    if let lastPage { return max(lastPage, 1) }
    guard let totalCount, let size, size > 0 else { return nil }
    guard totalCount > 0 else { return 1 }
    let (quotient, remainder) = totalCount.quotientAndRemainder(dividingBy: size)
    return remainder == 0 ? quotient : quotient + 1
  }

  public func map<NewItem: Sendable>(
    _ transform: (Item) throws -> NewItem
  ) rethrows -> Page<NewItem> {
    var page = Page<NewItem>(
      items: try items.map(transform), totalCount: totalCount, number: number, size: size,
      skipped: skipped, next: next)
    page.lastPage = lastPage
    return page
  }

  /// How many records the server sent for a page of `items` with `skipped` left out; at most
  /// `Int.max`.
  static func sentCount(_ items: Int, skipped: [SkippedItems]) -> Int {
    skipped.reduce(items) { sum, report in
      let (total, overflow) = sum.addingReportingOverflow(max(report.count, 0))
      return overflow ? .max : total
    }
  }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
