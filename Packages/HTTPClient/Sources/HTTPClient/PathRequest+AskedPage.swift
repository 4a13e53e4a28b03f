import Foundation
import HTTPBasics
import JSONCoding

/// How to reach the page a ``PathRequest`` asked for by number when the server ignored the
/// parameters it was asked with and answered another page (Django REST framework and
/// fastapi-pagination take no `_page`): see ``PathRequest/reachingAskedPage(from:head:)``.
public enum AskedPageRoute: Sendable, Hashable {
  /// Ask again, by the parameters the answer numbers its own pages with
  /// (`?page=2&size=50`).
  case askAgain(PathRequest)
  /// Follow the next page the answers link this many times from the first page, which the
  /// answer is.
  case followNext(times: Int)
}

extension PathRequest {
  /// The page asked for by number, from 1: the one an option asked for, or the path's query.
  public var askedPageNumber: Int? {
    pageNumber ?? numberedInQuery?.number
  }

  /// How to reach the page this request asked for (page 2 or after), when its `answer` with
  /// `head` is another page, as the answer's own paging tells: a page number stated in the
  /// body that is not the one asked for (fastapi-pagination's `page`) is asked for again by
  /// the answer's parameters; a first page of pages linked one to the next (no `previous`
  /// page in the body, as Django REST framework says it; no `prev` link) is followed to the
  /// page asked for. `nil` when the answer is the page asked for, or cannot tell.
  public func reachingAskedPage(from answer: PathAnswer, head: HTTPResponseHead?)
    -> AskedPageRoute?
  {
    guard let asked = askedPageNumber, asked > 1, case .list(let list) = answer.shape,
      let paging = answer.paging, paging != .jsonServer, paging != self.paging
    else { return nil }
    switch (paging.position, paging.follower) {
    case (.number(let parameter, _), .countedInBody):
      // The page the answer says it is, read as its paging reads it.
      guard
        let own = try? paging.page(
          of: ListPayload(items: list.records), data: answer.body, head: head,
          member: list.member, request: PageRequest(size: max(list.records.count, 1))),
        let number = own.number, number != asked
      else { return nil }
      let replaced = Set(self.paging.parameterNames + [parameter] + paging.parameterNames)
      var again = self
      again.queryItems = queryItems.filter { !replaced.contains($0.name) }
      again.queryItems += paging.queryItems(page: asked, size: own.size)
      again.paging = paging
      return .askAgain(again)
    case (.link, .urlMember(let next)):
      // The page before it, where the answer names the next one: `previous` beside
      // `next`, `links.prev` beside `links.next`, `_links.prev` beside `_links.next`.
      let previous = Self.previousMembers(beside: next)
      guard !previous.isEmpty, let value = try? JSONValue(parsing: answer.body),
        previous.allSatisfy({ Self.isAbsent(value.member(atPath: $0)) })
      else { return nil }
      return .followNext(times: asked - 1)
    case (.link, .linkHeader):
      let links = head?.value(forHeader: "Link").flatMap { LinkHeader(parsing: $0) }
      guard let links, links.target(relation: "next") != nil,
        links.target(relation: "prev") == nil, links.target(relation: "previous") == nil
      else { return nil }
      return .followNext(times: asked - 1)
    default:
      return nil
    }
  }

  /// The members that name the page before, beside the member `next` that names the next:
  /// none when the answer's shape names no page before.
  private static func previousMembers(beside next: [String]) -> [String] {
    switch next {
    case ["next"]: ["previous", "prev"]
    case ["links", "next"]: ["links.prev", "links.previous"]
    case ["_links", "next", "href"]: ["_links.prev"]
    default: []
    }
  }

  /// Whether `value` names no page: missing, `null` or empty.
  private static func isAbsent(_ value: JSONValue?) -> Bool {
    switch value {
    case nil, .null?, .string("")?: true
    default: false
    }
  }
}
