import Foundation
import HTTPBasics
import JSONCoding

extension Paging {
  /// The page of `list`, the records of an answer with the body `data` and the head `head`, that
  /// `request` asked for, the list being the body's member at the dotted path `member` (the
  /// body itself when `nil`): its total, as ``total`` finds it, and the page after it, as the
  /// answer says.
  ///
  /// Whatever the shape, an empty page ends the pages when ``endsWhenEmpty``. A paging
  /// ``followingTheAnswer()`` reads the page as its answer says it pages, when it says.
  ///
  /// - Throws: `NetworkError.malformedResponse(host:reason:)` when the answer names the next
  ///   page in a way that cannot be followed: the page itself (read again, it would never end,
  ///   and ending there would say the list is whole), a link that is not a URL, a cursor that
  ///   is an object, a list that says more follow and whose last record has no id.
  public func page<Item>(
    of list: ListPayload<Item>, data: Data, head: HTTPResponseHead?, member: String? = nil,
    request: PageRequest
  ) throws(NetworkError) -> Page<Item> {
    if let answered = answered(data, head: head, member: member) {
      let page = try answered.paging.page(
        of: list, data: data, head: head, member: answered.member, request: request)
      return answered.paging.followingInItsURL(page, head: head, replacing: self)
    }
    let skipped = list.skipped.map { [$0] } ?? []
    let stated = total?.count(in: data, head: head)
    var lastPage: Int?
    var totalCount: Int?
    if case .pages = total {
      lastPage = stated
    } else {
      totalCount = stated
    }
    var page = Page(
      items: list.items, totalCount: totalCount,
      size: sizeParameter == nil ? nil : request.size, skipped: skipped)
    page.lastPage = lastPage
    let sent = Page<Item>.sentCount(list.items.count, skipped: skipped)
    switch follower {
    case .counting:
      page.next = counted(&page, sent: sent, head: head, request: request)
    case .linkHeader:
      page.next = try Page<Item>.nextLink(in: head).map(PageContinuation.url)
    case .urlMember(let path):
      page.next = try nextURL(at: path, in: data, head: head).map(PageContinuation.url)
    case .cursorMember(let path):
      page.next = try cursor(at: path, in: data, head: head).map(PageContinuation.cursor)
    case .countedInBody(let at, let sizeAt):
      page.next = countedInBody(&page, sent: sent, at: at, size: sizeAt, in: data, head: head)
    case .afterLast(let id, let hasMore):
      page.next = try cursor(
        afterLastOf: member?.memberPath ?? [], id: id, whileTrue: hasMore, in: data, head: head
      ).map(PageContinuation.cursor)
    }
    if endsWhenEmpty && sent == 0 {
      page.next = nil
    }
    if let next = page.next, next == request.continuation {
      throw Self.malformed("the next page it names is the page itself: \(next)", head: head)
    }
    return page
  }

  /// The page after `page`, of numbered or offset pages: the next number or offset unless
  /// `page`, of `sent` records, is the last, as ``numbered(page:size:from:total:endsWhenEmpty:)``
  /// says. Of an API that is not told a size, whose pages are as long as it likes, an empty
  /// page, a `Link` header, a count of pages, or a count of items that this page's number times
  /// its length reaches (its pages taken to be as long as this one) ends them.
  ///
  /// A first page shorter than the size asked for, of a list its total says is longer, is the
  /// first of the server's own size (``keepsASizeOfItsOwn(_:sent:)``), unless the answer
  /// states its size (`sizeIsStated`).
  private func counted<Item>(
    _ page: inout Page<Item>, sent: Int, head: HTTPResponseHead?, request: PageRequest,
    sizeIsStated: Bool = false
  ) -> PageContinuation? {
    let linksNoNext = Page<Item>.linksOtherPagesButNoNext(head)
    switch position {
    case .number:
      guard let number = request.number(countingFrom: 1) else { return nil }
      page.number = number
      if linksNoNext || sent == 0 || page.lastPage.map({ number >= $0 }) == true {
        return nil
      }
      if page.size == nil, let total = page.totalCount {
        let (through, overflow) = number.multipliedReportingOverflow(by: sent)
        if overflow || through >= total { return nil }
      }
      if number == 1, !sizeIsStated, Self.keepsASizeOfItsOwn(&page, sent: sent) {
        return .number(2)
      }
      return Page.numbered(
        page.items, number: number, size: page.size, totalCount: page.totalCount,
        skipped: page.skipped
      ).next
    case .offset:
      if !linksNoNext, !sizeIsStated, request.itemOffset == 0,
        Self.keepsASizeOfItsOwn(&page, sent: sent)
      {
        return .offset(sent)
      }
      guard !linksNoNext, let start = request.itemOffset, sent > 0, sent >= page.size ?? 0 else {
        return nil
      }
      let (end, overflow) = start.addingReportingOverflow(sent)
      guard !overflow, page.totalCount.map({ end < $0 }) ?? true else { return nil }
      if let lastPage = page.lastPage, let size = page.size, size > 0, end / size >= lastPage {
        return nil
      }
      return .offset(end)
    case .cursor, .link:
      return nil
    }
  }

  /// The page after `page`, of `sent` records, whose own number or offset `data` states at
  /// `at` and its size at `sizeAt`: counted on as ``counted(_:sent:head:request:)`` counts a
  /// page, from the number and size the answer states rather than those asked for. `nil` when
  /// `data` states no number or offset.
  private func countedInBody<Item>(
    _ page: inout Page<Item>, sent: Int, at: [String], size sizeAt: [String], in data: Data,
    head: HTTPResponseHead?
  ) -> PageContinuation? {
    func integer(_ path: [String]) -> Int? {
      guard case .number(let number)? = JSONArraySplit.member(at: path, in: data) else {
        return nil
      }
      return number.integer
    }
    guard let stated = integer(at) else { return nil }
    let statedSize = integer(sizeAt).flatMap { $0 > 0 ? $0 : nil }
    let size = statedSize ?? page.size ?? max(sent, 1)
    page.size = size
    let own: PageContinuation
    switch position {
    case .number(_, let first):
      let (number, overflow) = stated.subtractingReportingOverflow(first - 1)
      guard !overflow, number >= 1 else { return nil }
      own = .number(number)
    case .offset:
      guard stated >= 0 else { return nil }
      own = .offset(stated)
    case .cursor, .link:
      return nil
    }
    return counted(
      &page, sent: sent, head: head, request: PageRequest(continuation: own, size: size),
      sizeIsStated: statedSize != nil)
  }

  /// Whether the first page, `page` of `sent` records, is shorter than the size asked for
  /// while the total says the list is longer: the server keeps to a page size of its own, the
  /// size of `page` from now on, and the pages go on.
  private static func keepsASizeOfItsOwn<Item>(_ page: inout Page<Item>, sent: Int) -> Bool {
    guard let size = page.size, sent > 0, sent < size, let total = page.totalCount, total > sent
    else { return false }
    page.size = sent
    return true
  }

  /// The URL in the member at `path` of `data`, read against the URL answered; `nil` when the
  /// member is missing, `null` or empty.
  private func nextURL(at path: [String], in data: Data, head: HTTPResponseHead?)
    throws(NetworkError) -> URL?
  {
    guard let text = try text(at: path, in: data, naming: .link, head: head) else { return nil }
    guard let url = URL(string: text, relativeTo: head?.url)?.absoluteURL, url.scheme != nil,
      url.host != nil
    else {
      throw Self.malformed(
        "the next page's link (\(Self.dotted(path))) is not a URL: "
          + text.singleLine(limit: 120), head: head)
    }
    return url
  }

  /// The cursor in the member at `path` of `data`, a string or a number; `nil` when the member
  /// is missing, `null` or empty.
  private func cursor(at path: [String], in data: Data, head: HTTPResponseHead?)
    throws(NetworkError) -> String?
  {
    try text(at: path, in: data, naming: .cursor, head: head)
  }

  /// What a member of the body names of the next page.
  private enum NextPageMember: String {
    /// Its URL, a string.
    case link
    /// Its cursor, a string or a number as written.
    case cursor
  }

  /// The text of the member at `path` of `data` that holds the next page's `naming`; `nil` when
  /// the member is missing, `null` or empty.
  private func text(
    at path: [String], in data: Data, naming: NextPageMember, head: HTTPResponseHead?
  ) throws(NetworkError) -> String? {
    guard let value = JSONArraySplit.member(at: path, in: data) else { return nil }
    switch value {
    case .null, .string(""):
      return nil
    case .string(let text):
      return text
    case .number(let number) where naming == .cursor:
      return number.text
    default:
      let wanted = naming == .cursor ? "a string" : "a URL"
      throw Self.malformed(
        "the next page's \(naming.rawValue) (\(Self.dotted(path))) is not \(wanted): "
          + Self.shown(value), head: head)
    }
  }

  /// The member at `id` of the last record of the list at `listPath` of `data`, while the
  /// member at `hasMore` is `true`; `nil` otherwise.
  private func cursor(
    afterLastOf listPath: [String], id: [String], whileTrue hasMore: [String], in data: Data,
    head: HTTPResponseHead?
  ) throws(NetworkError) -> String? {
    guard case .bool(true)? = JSONArraySplit.member(at: hasMore, in: data),
      let list = JSONArraySplit.memberRange(at: listPath, in: data),
      let last = JSONArraySplit.lastElementRange(in: data[list])
    else { return nil }
    guard let cursor = try cursor(at: id, in: data[last], head: head) else {
      throw Self.malformed(
        "\(Self.dotted(hasMore)) says more records follow, and the last one has no "
          + "\(Self.dotted(id)) to ask for them after", head: head)
    }
    return cursor
  }

  private static func dotted(_ path: [String]) -> String {
    path.joined(separator: ".")
  }

  /// `value` as a short line of JSON, for a message.
  private static func shown(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number): number.text
    case .string(let text): text.singleLine(limit: 120)
    case .array: "an array"
    case .object: "an object"
    }
  }

  private static func malformed(_ reason: String, head: HTTPResponseHead?) -> NetworkError {
    .malformedResponse(
      host: head?.url.flatMap(ShownHost.init(nameOf:)) ?? "the server", reason: reason)
  }
}
