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
  /// how this paging counts, with the member its list is in; `nil` otherwise.
  func answered(_ data: Data, head: HTTPResponseHead?, member: String?) -> (
    paging: Paging, member: String?
  )? {
    // A count this paging reads (json-server's `X-Total-Count`) keeps it counting, so that
    // pages can be asked for several at once, whatever `Link` header comes beside it.
    guard followsTheAnswer, follower != .counting || total?.count(in: data, head: head) == nil,
      let value = try? JSONValue(parsing: data),
      let list = member.map({ RecordList(member: $0, records: []) }) ?? RecordList.find(in: value),
      var found = Paging.found(in: value, head: head, list: list), found.follower != .counting
    else { return nil }
    found.sizeParameter = sizeParameter
    found.endsWhenEmpty = endsWhenEmpty
    found.total = found.total ?? total
    return (found, list.member)
  }

  /// `page` with its next page's cursor, the answer's, asked for in the URL `head` answered,
  /// under this paging's parameter: the same page asked for by the cursor alone.
  func followingItsCursor<Item>(_ page: Page<Item>, head: HTTPResponseHead?) -> Page<Item> {
    guard case .cursor(let parameter) = position, let cursor = page.next?.cursor else {
      return page
    }
    var followed = page
    followed.next = nil
    guard let url = head?.url, var parts = URLComponents(url: url, resolvingAgainstBaseURL: true)
    else { return followed }
    var items = (parts.queryItems ?? []).filter { $0.name != parameter }
    items.append(URLQueryItem(name: parameter, value: cursor))
    parts.queryItems = items
    followed.next = parts.url.map(PageContinuation.url)
    return followed
  }
}
