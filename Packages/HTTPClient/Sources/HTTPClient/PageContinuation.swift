import Foundation

/// How to ask for the page after another: a page number, an offset, a cursor the server gave, or
/// the URL of the next page. A ``Page`` names it in ``Page/next``, and a ``PageRequest`` carries
/// it to the fetch of the page after.
///
/// It is opaque to what passes it on, such as a feed: only the client that made it reads it, to
/// build the next request. Numbered and offset pages can also be addressed without the page
/// before them (``advanced(by:size:)``), so that a client that knows how many items there are
/// may ask for several pages at once; a cursor or a URL comes only from the page before.
///
/// ```swift
/// let second = PageContinuation.number(2)
/// let after = PageContinuation.cursor("cus_4QFOF3xKGn8Cx4")
/// // second.number == 2, second.advanced(by: 2, size: 20) == .number(4)
/// // after.cursor == "cus_4QFOF3xKGn8Cx4", after.advanced(by: 1, size: 20) == nil
/// ```
public struct PageContinuation: Sendable, Hashable {
  private enum Kind: Sendable, Hashable {
    case number(Int)
    case offset(Int)
    case cursor(String)
    case url(URL)
  }

  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// Page `number` of a collection, counted from 1 whatever the API counts from, as `?page=2`
  /// or json-server's `?_page=2` ask for it; an API that counts from 0 is asked for it as
  /// `?page=1` (see ``Paging/numbered(page:size:from:total:endsWhenEmpty:)``).
  public static func number(_ number: Int) -> Self {
    Self(.number(number))
  }

  /// The page that starts after the first `offset` items, as `?offset=40` or json-server's
  /// `?_start=40` ask for it.
  public static func offset(_ offset: Int) -> Self {
    Self(.offset(offset))
  }

  /// The page that `cursor` names, a value the server gave that only it reads: the id of the
  /// last item for `?starting_after=` when a list says `has_more`, or a `next_cursor`.
  public static func cursor(_ cursor: String) -> Self {
    Self(.cursor(cursor))
  }

  /// The page at `url`, as the server linked it: the `next` link of a `Link` header, or a
  /// `links.next` in the body.
  public static func url(_ url: URL) -> Self {
    Self(.url(url))
  }

  /// The page number, for ``number(_:)``; `nil` otherwise.
  public var number: Int? {
    guard case .number(let number) = kind else { return nil }
    return number
  }

  /// The number of items before the page, for ``offset(_:)``; `nil` otherwise.
  public var offset: Int? {
    guard case .offset(let offset) = kind else { return nil }
    return offset
  }

  /// The server's cursor, for ``cursor(_:)``; `nil` otherwise.
  public var cursor: String? {
    guard case .cursor(let cursor) = kind else { return nil }
    return cursor
  }

  /// The page's URL, for ``url(_:)``; `nil` otherwise.
  public var url: URL? {
    guard case .url(let url) = kind else { return nil }
    return url
  }

  /// The continuation of the page `pages` pages of `size` items after this one, for a page
  /// that can be addressed without the page before it: page ``number`` plus `pages`, or
  /// ``offset`` plus `pages` times `size`. `nil` for a cursor or a URL, which only the page
  /// before can give, and when the sum does not fit in an `Int`.
  public func advanced(by pages: Int, size: Int) -> PageContinuation? {
    switch kind {
    case .number(let number):
      let (sum, overflow) = number.addingReportingOverflow(pages)
      return overflow ? nil : .number(sum)
    case .offset(let offset):
      let (items, overflow) = pages.multipliedReportingOverflow(by: size)
      guard !overflow else { return nil }
      let (sum, sumOverflow) = offset.addingReportingOverflow(items)
      return sumOverflow ? nil : .offset(sum)
    case .cursor, .url:
      return nil
    }
  }
}

extension PageContinuation: CustomStringConvertible {
  /// The continuation as a person reads it: `page 2`, `offset 40`, `cursor cus_4QF`, or the URL.
  public var description: String {
    switch kind {
    case .number(let number): "page \(number)"
    case .offset(let offset): "offset \(offset)"
    case .cursor(let cursor): "cursor \(cursor)"
    case .url(let url): ShownURL(url).description
    }
  }
}
