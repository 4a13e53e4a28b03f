import Foundation

extension Paging {
  /// The query parameters that ask for the page `request` names, as this API names it: the
  /// page's number (as the API counts) or offset, then its size (`page=2&per_page=20`); or the
  /// size, then the cursor after the first page (`limit=20&starting_after=cus_9`). None for a
  /// page named by a URL, whose query is the URL's; a continuation of a kind this paging does
  /// not name (such as a cursor for numbered pages) asks for the first page.
  ///
  /// ```swift
  /// let spring = Paging.numbered(page: "page", size: "size", from: 0)
  /// let first = spring.queryItems(for: PageRequest(size: 20))
  /// // first == [URLQueryItem(name: "page", value: "0"), URLQueryItem(name: "size", value: "20")]:
  /// // the API's page 0 is the library's page 1
  /// ```
  public func queryItems(for request: PageRequest) -> [URLQueryItem] {
    guard request.continuation?.url == nil else { return [] }
    let size = sizeParameter.map { URLQueryItem(name: $0, value: "\(request.size)") }
    switch position {
    case .number(let parameter, let first):
      let number = request.number(countingFrom: first) ?? first
      return [URLQueryItem(name: parameter, value: "\(number)")] + (size.map { [$0] } ?? [])
    case .offset(let parameter):
      return [URLQueryItem(name: parameter, value: "\(request.itemOffset ?? 0)")]
        + (size.map { [$0] } ?? [])
    case .cursor(let parameter):
      let cursor = request.continuation?.cursor.map { URLQueryItem(name: parameter, value: $0) }
      return [size, cursor].compactMap { $0 }
    case .link:
      return size.map { [$0] } ?? []
    }
  }
}

extension PageRequest {
  /// The number of the page asked for as an API that counts its pages from `first` names it:
  /// ``number`` (from 1) moved to start at `first`, so `number(countingFrom: 0)` is 0 for the
  /// first page; for an offset continuation, the page it starts, when the offset is a multiple
  /// of ``size``. `nil` when the continuation names no page by number, or the sum does not fit.
  public func number(countingFrom first: Int) -> Int? {
    var ordinal = number
    if ordinal == nil, let offset = continuation?.offset, offset >= 0, size > 0,
      offset % size == 0
    {
      ordinal = offset / size + 1
    }
    guard let ordinal else { return nil }
    let (before, underflow) = ordinal.subtractingReportingOverflow(1)
    let (shifted, overflow) = before.addingReportingOverflow(first)
    return underflow || overflow ? nil : shifted
  }

  /// The number of items before the page asked for: ``offset``, or, for a page number, the
  /// items of the pages before it; `nil` for a cursor or a URL, or when it does not fit.
  var itemOffset: Int? {
    if let offset { return offset }
    guard let number, number >= 1 else { return nil }
    let (items, overflow) = (number - 1).multipliedReportingOverflow(by: size)
    return overflow ? nil : items
  }
}
