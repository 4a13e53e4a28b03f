import Foundation
import HTTPBasics
import JSONCoding

extension Paging {
  /// The members that hold a cursor to the next page, in the order they are looked for, each
  /// with the query parameter it is sent back as when the page was asked with none of
  /// ``cursorParameters``.
  static let cursorMembers = [
    ("next_cursor", "cursor"), ("meta.next_cursor", "cursor"),
    ("response_metadata.next_cursor", "cursor"), ("pagination.next_cursor", "cursor"),
    ("nextCursor", "cursor"), ("nextPageToken", "pageToken"), ("next_page_token", "page_token"),
  ]

  /// The query parameters that carry a cursor: the one a page was asked with is the one its
  /// cursor to the next page is sent back as.
  static let cursorParameters = [
    "cursor", "pageToken", "page_token", "after", "starting_after", "next_token",
    "pagination_token", "continuation",
  ]

  /// The members that state how many items the list has in all, in the order they are looked
  /// for: a count of the list's own, whatever its paging.
  public static let totalMembers = [
    "total", "count", "total_count", #"["@odata.count"]"#, "meta.total", "page.totalElements",
    "filtered_table_rows_count", "totalCount", "meta.total_count", "pagination.total",
  ]

  /// The members that state how many pages the list has, looked for when none of
  /// ``totalMembers`` does.
  static let pageCountMembers = [
    "pages", "total_pages", "totalPages", "last_page", "meta.last_page",
  ]

  /// How an answer pages its list, found by looking at the first page, for a program that knows
  /// nothing of the API; `nil` when nothing in it says. In the order looked for:
  ///
  /// - a `Link` header naming other pages (GitHub): ``linkHeader(size:total:endsWhenEmpty:)``;
  /// - HAL's `_links` around an `_embedded` list (Spring Data REST): the next page at
  ///   `_links.next.href`;
  /// - a `links` object with a `next` member (JSON:API, Laravel): the next page at `links.next`;
  /// - OData's `@odata.nextLink` beside its `value` list;
  /// - a `next_url` member beside the list (datasette, whose `next` is a token), or
  ///   `next_page_url` (Laravel's paginator): the next page there;
  /// - a `next` member beside the list (Django REST framework's three paginations): the next
  ///   page there;
  /// - a `next_page` member beside the list: the next page there when it is a URL, else sent
  ///   back as `page`;
  /// - `has_more` (Stripe): the next page after the last record's `id`, as `starting_after`;
  /// - a cursor (`next_cursor`, `meta.next_cursor`, `response_metadata.next_cursor`,
  ///   `pagination.next_cursor`, `nextCursor`, `nextPageToken`, `next_page_token`): sent back
  ///   as the parameter the page was asked with (`cursor`, `pageToken`, `after`, …), else as
  ///   `cursor`, `pageToken` or `page_token`;
  /// - a `page` number and a page size (`size`, `per_page`, `page_size`, `limit`) beside the
  ///   list (fastapi-pagination's `Page`, reqres): numbered pages by those two parameters, each
  ///   page's number and size read from its answer;
  /// - an `offset` and a `limit` beside the list (fastapi-pagination's `LimitOffsetPage`):
  ///   pages by offset, each page's offset and limit read from its answer;
  /// - an `X-Total-Count` header (json-server): ``jsonServer``.
  ///
  /// The total is the one the answer states: the header `X-Total-Count`, else the first of
  /// ``totalMembers`` that is a number, else a count of pages in one of `pages`, `total_pages`,
  /// `totalPages`, `last_page`, `meta.last_page`.
  ///
  /// ```swift
  /// let body: JSONValue = ["count": 42, "next": "https://api.example/books?page=2", "results": []]
  /// let paging = Paging.found(in: body, head: nil, list: RecordList(member: "results", records: []))
  /// // paging == .nextURL(at: "next", total: .items(at: "count"))
  /// ```
  public static func found(in value: JSONValue, head: HTTPResponseHead?, list: RecordList)
    -> Paging?
  {
    let headerTotal: Total? =
      head?.value(forHeader: "X-Total-Count") == nil
      ? nil : .header("X-Total-Count")
    let total = headerTotal ?? Total.found(in: value)
    if let links = head?.value(forHeader: "Link").flatMap({ LinkHeader(parsing: $0) }),
      ["next", "prev", "previous", "first", "last"].contains(where: {
        links.target(relation: $0) != nil
      })
    {
      return .linkHeader(size: nil, total: total)
    }
    if var paging = foundInBody(value, list: list, asked: head?.url) {
      paging.total = total
      return paging
    }
    return headerTotal.map { _ in .jsonServer }
  }

  /// How the body `value` of a list found as `list` says it pages, when it does, asked for at
  /// `asked`; its total left for ``found(in:head:list:)``.
  private static func foundInBody(_ value: JSONValue, list: RecordList, asked: URL?) -> Paging? {
    func number(_ name: String) -> Bool {
      if case .number? = value[name] { return true }
      return false
    }
    if list.member?.hasPrefix("_embedded.") == true, case .object? = value["_links"] {
      return .nextURL(at: "_links.next.href")
    }
    if case .object(let links)? = value["links"], links["next"] != nil {
      return .nextURL(at: "links.next")
    }
    if list.member == "value", value["@odata.nextLink"] != nil {
      return .nextURL(at: #"["@odata.nextLink"]"#)
    }
    guard let member = list.member else { return nil }
    if value["next_url"] != nil {
      return .nextURL(at: "next_url")
    }
    if value["next_page_url"] != nil {
      return .nextURL(at: "next_page_url")
    }
    if value["next"] != nil {
      return .nextURL(at: "next")
    }
    switch value["next_page"] {
    case .string(let text)? where text.contains("/"):
      return .nextURL(at: "next_page")
    case .string?, .number?, .null?:
      return .cursor("page", at: "next_page", size: nil)
    default:
      break
    }
    if case .bool? = value["has_more"] {
      return .cursorAfterLast("starting_after", id: "id", whileTrue: "has_more", size: nil)
    }
    if let (cursor, parameter) = cursorMembers.first(where: { value.member(atPath: $0.0) != nil }) {
      let queryNames =
        asked.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }?
        .queryItems?.map(\.name) ?? []
      let asked = cursorParameters.first { queryNames.contains($0) }
      return .cursor(asked ?? parameter, at: cursor, size: nil)
    }
    if number("page"), let size = ["size", "per_page", "page_size", "limit"].first(where: number) {
      return .numberedInBody(page: "page", size: size, total: nil)
    }
    if member == "items" || member == "data" || member == "results", number("offset"),
      number("limit")
    {
      return .offsetsInBody(offset: "offset", limit: "limit", total: nil)
    }
    return nil
  }
}

extension Paging.Total {
  /// Where the body `value` states how large its list is: the first of
  /// ``Paging/totalMembers`` that is a non-negative integer, else a count of pages; `nil` when
  /// it states neither.
  public static func found(in value: JSONValue) -> Self? {
    func isCount(_ path: String) -> Bool {
      guard case .number(let number)? = value.member(atPath: path), let count = number.integer
      else { return false }
      return count >= 0
    }
    if let items = Paging.totalMembers.first(where: isCount) {
      return .items(at: items)
    }
    return Paging.pageCountMembers.first(where: isCount).map { .pages(at: $0) }
  }
}
