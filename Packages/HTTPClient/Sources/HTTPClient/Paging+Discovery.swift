import HTTPBasics
import JSONCoding

extension Paging {
  /// The member paths of a cursor to the next page, in the order they are looked for.
  static let cursorMembers = [
    "next_cursor", "meta.next_cursor", "response_metadata.next_cursor", "pagination.next_cursor",
  ]

  /// How an answer pages its list, found by looking at the first page, for a program that knows
  /// nothing of the API; `nil` when nothing in it says. In the order looked for:
  ///
  /// - a `Link` header naming other pages (GitHub): ``linkHeader(size:total:endsWhenEmpty:)``;
  /// - HAL's `_links` around an `_embedded` list (Spring Data REST): the next page at
  ///   `_links.next.href`, the total at `page.totalElements`;
  /// - a `links` object with a `next` member (JSON:API, Laravel): the next page at `links.next`,
  ///   the total at `meta.total`;
  /// - a `next_url` member beside the list (datasette, whose `next` is a token): the next page
  ///   there, the total at `filtered_table_rows_count`;
  /// - a `next` member beside the list (Django REST framework): the next page there, the total
  ///   at `count`;
  /// - `has_more` (Stripe): the next page after the last record's `id`, as `starting_after`;
  /// - a cursor (`next_cursor`, `meta.next_cursor`, `response_metadata.next_cursor`,
  ///   `pagination.next_cursor`): sent back as `cursor`;
  /// - an `X-Total-Count` header (json-server): ``jsonServer``.
  ///
  /// A total is read only where the answer states one: beside a `Link` header, in the header
  /// `X-Total-Count`, or else where the body's shape states it (datasette's
  /// `filtered_table_rows_count` beside the `Link` header it also sends).
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
    let inBody = foundInBody(value, list: list)
    if let links = head?.value(forHeader: "Link").flatMap({ LinkHeader(parsing: $0) }),
      ["next", "prev", "previous", "first", "last"].contains(where: {
        links.target(relation: $0) != nil
      })
    {
      return .linkHeader(size: nil, total: headerTotal ?? inBody?.total)
    }
    return inBody ?? headerTotal.map { _ in .jsonServer }
  }

  /// How the body `value` of a list found as `list` says it pages, when it does.
  private static func foundInBody(_ value: JSONValue, list: RecordList) -> Paging? {
    func total(_ path: String) -> Total? {
      guard case .number? = value.member(atPath: path) else { return nil }
      return .items(at: path)
    }
    if list.member?.hasPrefix("_embedded.") == true, case .object? = value["_links"] {
      return .nextURL(at: "_links.next.href", total: total("page.totalElements"))
    }
    if case .object(let links)? = value["links"], links["next"] != nil {
      return .nextURL(at: "links.next", total: total("meta.total"))
    }
    if list.member != nil, value["next_url"] != nil {
      return .nextURL(at: "next_url", total: total("filtered_table_rows_count"))
    }
    if list.member != nil, value["next"] != nil {
      return .nextURL(at: "next", total: total("count"))
    }
    if case .bool? = value["has_more"] {
      return .cursorAfterLast("starting_after", id: "id", whileTrue: "has_more", size: nil)
    }
    if let cursor = cursorMembers.first(where: { value.member(atPath: $0) != nil }) {
      return .cursor("cursor", at: cursor, size: nil)
    }
    return nil
  }
}
