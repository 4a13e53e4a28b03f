/// One page of a collection: its items, and what the server said of the whole.
public struct Page<Item: Sendable>: Sendable {
  /// The items on this page, in the server's order.
  public var items: [Item]
  /// How many items the whole collection has after filtering, from `X-Total-Count`; `nil` when
  /// the server did not say (a plain JSON array, or a proxy that drops the header).
  public var totalCount: Int?
  /// The page number that was asked for, from 1; `nil` when the whole collection was asked for.
  public var number: Int?
  /// The number of items per page that was asked for; `nil` when the whole collection was.
  public var size: Int?
  /// The records the server sent that could not be read and are not in ``items``, one report
  /// per collection read (a page of posts joined to the users reports both); empty when
  /// nothing was left out.
  public var skipped: [SkippedItems]
  /// Whether the server said that no page follows this one (a `Link` header without `next`, or
  /// an empty page from an API that ends its pages so); `nil` when it did not say.
  public var isLast: Bool?

  /// Creates a page.
  public init(
    items: [Item], totalCount: Int? = nil, number: Int? = nil, size: Int? = nil,
    skipped: [SkippedItems] = [], isLast: Bool? = nil
  ) {
    self.items = items
    self.totalCount = totalCount
    self.number = number
    self.size = size
    self.skipped = skipped
    self.isLast = isLast
  }

  /// Whether another page follows: what ``isLast`` says, or else whether ``number`` is below
  /// ``pageCount``; `nil` when neither is known.
  public var hasNextPage: Bool? {
    if let isLast {
      return !isLast
    }
    guard let pageCount, let number else { return nil }
    return number < pageCount
  }

  /// How many pages the collection has, when the total and the page size are known; at least 1.
  public var pageCount: Int? {
    guard let totalCount, let size, size > 0 else { return nil }
    guard totalCount > 0 else { return 1 }
    let (quotient, remainder) = totalCount.quotientAndRemainder(dividingBy: size)
    return remainder == 0 ? quotient : quotient + 1
  }

  /// The same page with each item transformed.
  public func map<NewItem: Sendable>(
    _ transform: (Item) throws -> NewItem
  ) rethrows -> Page<NewItem> {
    Page<NewItem>(
      items: try items.map(transform), totalCount: totalCount, number: number, size: size,
      skipped: skipped, isLast: isLast)
  }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
