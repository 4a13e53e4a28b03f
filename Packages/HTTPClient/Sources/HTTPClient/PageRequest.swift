/// What the fetch of a paged collection is asked for: the first page, or the page that the
/// continuation the page before gave names, of ``size`` items.
///
/// A client turns it into its API's request: a number or an offset into the query, a cursor
/// after the last item, or the URL the server linked.
///
/// ```swift
/// let first = PageRequest(size: 20)
/// let third = PageRequest(continuation: .number(3), size: 20)
/// // first.number == 1, first.offset == 0; third.number == 3, third.offset == nil
/// ```
public struct PageRequest: Sendable, Hashable {
  /// How to ask for the page, as the page before it said; `nil` for the first page.
  public var continuation: PageContinuation?
  /// How many items to ask for; at least 1.
  public var size: Int

  public init(continuation: PageContinuation? = nil, size: Int) {
    self.continuation = continuation
    self.size = max(size, 1)
  }

  public var isFirst: Bool {
    continuation == nil
  }

  /// The page number asked for, from 1: 1 for the first page, else the continuation's
  /// ``PageContinuation/number``; `nil` when the continuation is not a page number. An API that
  /// counts its pages from 0 is asked for ``number(countingFrom:)`` (see ``Paging``).
  public var number: Int? {
    guard let continuation else { return 1 }
    return continuation.number
  }

  /// The number of items before the page asked for: 0 for the first page, else the
  /// continuation's ``PageContinuation/offset``; `nil` when the continuation is not an offset.
  public var offset: Int? {
    guard let continuation else { return 0 }
    return continuation.offset
  }
}
