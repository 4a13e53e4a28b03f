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

extension Paging {
  /// The query parameter of a page's number; `nil` for an API that numbers no pages.
  public var pageParameter: String? {
    guard case .number(let parameter, _) = position else { return nil }
    return parameter
  }

  /// The parameters a request names its page by: the page's number, offset or cursor, and its
  /// size, each the API takes.
  public var parameterNames: [String] {
    let named: String? =
      switch position {
      case .number(let parameter, _), .offset(let parameter), .cursor(let parameter): parameter
      case .link: nil
      }
    return [named, sizeParameter].compactMap { $0 }
  }

  /// The parameters that ask for page `number` (from 1, however the API counts) of `size`
  /// records as a person asked for them: each only when it is given and the API names it, so
  /// that a page alone leaves its size to the server. None for a page of an API that numbers
  /// no pages, or whose number the API's count cannot hold.
  ///
  /// ```swift
  /// let spring = Paging.numbered(page: "page", size: "size", from: 0)
  /// let items = spring.queryItems(page: 1, size: 20)
  /// // items == [URLQueryItem(name: "page", value: "0"), URLQueryItem(name: "size", value: "20")]
  /// ```
  public func queryItems(page number: Int?, size: Int?) -> [URLQueryItem] {
    var items: [URLQueryItem] = []
    if case .number(let parameter, let first) = position, let number, number >= 1 {
      let (shifted, overflow) = (number - 1).addingReportingOverflow(first)
      if !overflow { items.append(URLQueryItem(name: parameter, value: String(shifted))) }
    }
    if let name = sizeParameter, let size {
      items.append(URLQueryItem(name: name, value: String(size)))
    }
    return items
  }

  /// This paging for the answer to a request that asked for no page: no parameter of a page
  /// or its size sent, and no page counted on from it (a number, an offset), the pages its
  /// answer links or names followed still.
  var unasked: Paging {
    var paging =
      follower == .counting
      ? Paging.linkHeader(size: nil, total: total, endsWhenEmpty: endsWhenEmpty) : self
    paging.sizeParameter = nil
    paging.followsTheAnswer = followsTheAnswer
    return paging
  }

  /// The number the API gives its first page (1, or 0 as Spring Data REST); `nil` for pages
  /// that are not numbered.
  var firstNumber: Int? {
    guard case .number(_, let first) = position else { return nil }
    return first
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
