import Foundation
import HTTPBasics

extension Page {
  /// The page of `payload`'s items that `response` brought for page `number` of `size` items,
  /// of an API that numbers its pages, as json-server and JSONPlaceholder do.
  ///
  /// ``totalCount`` is the `X-Total-Count` header when it is a non-negative integer (digits
  /// only, surrounding spaces allowed) and `nil` otherwise, absent included; ``number`` and
  /// ``size`` are what was asked for, not what the server says; ``skipped`` is what the payload
  /// left out. ``next`` is page `number + 1`, unless this page is the last: a `Link` header
  /// that links other pages and no `next` one says so; a page of fewer records than `size` is
  /// (the records left out counted, since the server sent them); a page whose records bring the
  /// count to exactly ``totalCount`` is (a count the pages prove wrong ends nothing, since a
  /// server may get it wrong); and for an API that ends its pages with an empty one (`endsWhenEmpty`), an empty
  /// page is, whatever its size (see ``numbered(_:number:size:totalCount:skipped:)``). Without a
  /// `number`, the whole collection was asked for, and no page follows.
  public init(
    _ payload: ListPayload<Item>, response: HTTPResponseHead?, number: Int?, size: Int?,
    endsWhenEmpty: Bool = false
  ) {
    let totalCount = response?.value(forHeader: "X-Total-Count").flatMap(Self.count(from:))
    let skipped = payload.skipped.map { [$0] } ?? []
    guard let number else {
      self.init(items: payload.items, totalCount: totalCount, size: size, skipped: skipped)
      return
    }
    self = .numbered(
      payload.items, number: number, size: size, totalCount: totalCount, skipped: skipped)
    if Self.linksOtherPagesButNoNext(response) {
      next = nil
    }
    if endsWhenEmpty, payload.items.isEmpty {
      next = nil
    }
  }

  /// Page `number` (from 1) of `size` items of a collection whose pages are numbered, as a
  /// server sends it: ``next`` is page `number + 1`, unless this page is the last. A page of
  /// fewer records than `size` is (those `skipped` counted, since the server sent them), and so
  /// is a page whose records bring the count to exactly `totalCount`; a count the pages prove
  /// wrong ends nothing, since a server may get it wrong.
  ///
  /// ```swift
  /// let page = Page.numbered(["a", "b"], number: 1, size: 2, totalCount: 3)
  /// // page.next == .number(2): with a total of 2, or one item, it would be nil
  /// ```
  public static func numbered(
    _ items: [Item], number: Int, size: Int?, totalCount: Int? = nil,
    skipped: [SkippedItems] = []
  ) -> Page {
    let sent = sentCount(items.count, skipped: skipped)
    var next = number < Int.max ? PageContinuation.number(number + 1) : nil
    if let size, sent < size {
      next = nil
    }
    if let size, let totalCount,
      Self.count(before: number, size: size, adding: sent) == totalCount
    {
      next = nil
    }
    return Page(
      items: items, totalCount: totalCount, number: number, size: size, skipped: skipped,
      next: next)
  }

  /// The page of `payload`'s items that `response` brought from an API that links its pages,
  /// as GitHub's REST API does: ``next`` is the target of the `Link` header's `next` link,
  /// resolved against the URL that was answered; none follows without one.
  ///
  /// ``totalCount`` is the `X-Total-Count` header, as for a numbered page; ``number`` and
  /// ``size`` are `nil`. A `next` link whose target is not a URL throws
  /// ``NetworkError/malformedResponse(host:reason:)``, rather than end the pages there.
  ///
  /// ```swift
  /// let response = HTTPResponseHead(
  ///   status: 200, headers: ["Link": #"</repos/o/r/issues?page=2>; rel="next""#],
  ///   url: URL(string: "https://api.github.example/repos/o/r/issues"))
  /// let page = try Page(ListPayload(items: [1, 2]), nextLinkIn: response)
  /// // page.next?.url == URL(string: "https://api.github.example/repos/o/r/issues?page=2")
  /// ```
  public init(_ payload: ListPayload<Item>, nextLinkIn response: HTTPResponseHead?)
    throws(NetworkError)
  {
    self.init(
      items: payload.items,
      totalCount: response?.value(forHeader: "X-Total-Count").flatMap(Self.count(from:)),
      skipped: payload.skipped.map { [$0] } ?? [],
      next: try Self.nextLink(in: response).map(PageContinuation.url))
  }

  /// The target of the `next` link of `response`'s `Link` header, resolved against the URL
  /// answered; `nil` without one.
  ///
  /// - Throws: ``NetworkError/malformedResponse(host:reason:)`` when the target is not a URL.
  static func nextLink(in response: HTTPResponseHead?) throws(NetworkError) -> URL? {
    guard
      let target = response?.value(forHeader: "Link").flatMap({ LinkHeader(parsing: $0) })?
        .target(relation: "next")
    else { return nil }
    guard let url = URL(string: target, relativeTo: response?.url)?.absoluteURL,
      url.scheme != nil, url.host != nil
    else {
      throw .malformedResponse(
        host: response?.url.flatMap(ShownHost.init(nameOf:)) ?? "the server",
        reason: "the Link header's next page is not a URL: \(target.singleLine(limit: 120))")
    }
    return url
  }

  /// The page of `payload`'s items, with the continuation and the count that the answer gave
  /// elsewhere, such as in the body around the list (see
  /// ``Endpoint/page(_:query:resource:member:page:)``).
  public init(_ payload: ListPayload<Item>, totalCount: Int? = nil, next: PageContinuation?) {
    self.init(
      items: payload.items, totalCount: totalCount, skipped: payload.skipped.map { [$0] } ?? [],
      next: next)
  }

  /// Whether `response`'s `Link` header links pages (`first`, `prev` or `last`) and no `next`
  /// one, as the last page's does; a header of other links (a `preload`) says nothing of pages.
  static func linksOtherPagesButNoNext(_ response: HTTPResponseHead?) -> Bool {
    guard let links = response?.value(forHeader: "Link").flatMap({ LinkHeader(parsing: $0) }),
      links.target(relation: "next") == nil
    else { return false }
    return ["first", "prev", "previous", "last"].contains { links.target(relation: $0) != nil }
  }

  /// The count that a header `value` states, or `nil` when it is not a non-negative integer.
  public static func count(from value: String) -> Int? {
    let digits = value.trimmingCharacters(in: .whitespaces)
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(digits)
  }

  /// How many items pages 1 to `number` of `size` hold when the last holds `count`; `nil` when
  /// that does not fit in an `Int`.
  private static func count(before number: Int, size: Int, adding count: Int) -> Int? {
    let (earlier, overflow) = (number - 1).multipliedReportingOverflow(by: size)
    guard number >= 1, !overflow else { return nil }
    let (sum, sumOverflow) = earlier.addingReportingOverflow(count)
    return sumOverflow ? nil : sum
  }
}
