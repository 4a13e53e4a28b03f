import Foundation
import HTTPBasics
import JSONCoding

extension Paging {
  /// This paging's requests, each of its pages followed as its answer says when the answer
  /// says how it pages (``found(in:head:list:)``: a `Link` header, a next link in the body as
  /// HAL, JSON:API and Django REST framework give it, Stripe's `has_more`, a `next_cursor`),
  /// and as this paging follows them otherwise, or when the answer states the count it counts
  /// by (json-server's `X-Total-Count`, beside its `Link` header): for a program that knows of an API only the
  /// parameters a person named, or none, as `app browse` does. A cursor found so is sent back
  /// in the URL of the page it came with, under the parameter the answer's shape takes
  /// (`starting_after`, `cursor`), so that the request after it needs nothing of this paging.
  ///
  /// ```swift
  /// let browsed = Paging.jsonServer.followingTheAnswer()
  /// // A HAL answer's `_links.next.href` is its next page, and json-server's
  /// // `X-Total-Count` still counts `_page` on.
  /// ```
  public func followingTheAnswer() -> Paging {
    var paging = self
    paging.followsTheAnswer = true
    return paging
  }

  /// How the answer with the body `data` and the head `head` pages, when it says and it is not
  /// how this paging counts, with the member its list is in; else, when its body states the
  /// list's total where this paging reads none (`{"items": […], "total": 137}`), this paging
  /// with that total; `nil` otherwise.
  func answered(_ data: Data, head: HTTPResponseHead?, member: String?) -> (
    paging: Paging, member: String?
  )? {
    // A count this paging reads (json-server's `X-Total-Count`) keeps it counting, so that
    // pages can be asked for several at once, whatever `Link` header comes beside it.
    let counts = total?.count(in: data, head: head) != nil
    guard followsTheAnswer, follower != .counting || !counts,
      let value = try? JSONValue(parsing: data),
      let list = member.map({ RecordList(member: $0, records: []) }) ?? RecordList.find(in: value)
    else { return nil }
    guard var found = Paging.found(in: value, head: head, list: list), found.follower != .counting
    else {
      guard !counts, list.member != nil, let stated = Total.found(in: value) else { return nil }
      var counted = self
      counted.total = stated
      counted.followsTheAnswer = false
      return (counted, list.member)
    }
    // Pages the answer numbers itself are asked for by its own parameters.
    if !found.countsInBody {
      found.sizeParameter = sizeParameter
    }
    found.endsWhenEmpty = endsWhenEmpty
    found.total = found.total ?? total
    return (found, list.member)
  }

  /// Whether each answer states its own page's number or offset and size, which the page
  /// after is counted from.
  var countsInBody: Bool {
    if case .countedInBody = follower { return true }
    return false
  }

  /// `page` with its next page asked for in the URL `head` answered: a cursor, the answer's,
  /// under this paging's parameter; a number or offset counted from the answer's own, under
  /// this paging's parameters, in place of those of `replaced` (the paging the request was
  /// sent by, whose parameters the server did not take). The same page asked for by its URL
  /// alone, so that the request after it needs nothing of this paging.
  func followingInItsURL<Item>(
    _ page: Page<Item>, head: HTTPResponseHead?, replacing replaced: Paging
  )
    -> Page<Item>
  {
    let items: [URLQueryItem]
    var dropped: [String] = []
    guard let next = page.next else { return page }
    if case .cursor(let parameter) = position, let cursor = next.cursor {
      items = [URLQueryItem(name: parameter, value: cursor)]
    } else if countsInBody, next.number != nil || next.offset != nil {
      items = queryItems(for: PageRequest(continuation: next, size: page.size ?? 1))
      dropped = replaced.parameterNames
    } else {
      return page
    }
    var followed = page
    followed.next = nil
    guard let url = head?.url, var parts = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return followed }
    let names = Set(items.map(\.name) + dropped)
    parts.queryItems = (parts.queryItems ?? []).filter { !names.contains($0.name) } + items
    followed.next = parts.url.map(PageContinuation.url)
    return followed
  }
}
