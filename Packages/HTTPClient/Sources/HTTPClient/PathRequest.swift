import Foundation
import HTTPBasics

/// A `GET` of a path typed by a person, below the base URL of an API the reader knows nothing
/// of: its path components and query, the page it asks for by the API's ``Paging``, and where the list is in the answer. Its answer is a ``PathAnswer``;
/// `PathReading` (`HTTPClientLive`) reads it, and every page that follows.
///
/// ```swift
/// let request = PathRequest("/customers?city=Lyon", under: nil, page: 2, perPage: 20)
/// // request?.queryItems == [city=Lyon, _page=2, _limit=20]
/// ```
public struct PathRequest: Sendable, Hashable {
  public var pathComponents: [String]
  public var queryItems: [URLQueryItem]
  /// The page asked for, from 1, when paging.
  public var pageNumber: Int?
  /// The page size asked for, or the API's own when only a page is, when paging.
  public var pageSize: Int?
  /// The member of the answer that holds the list of records; `nil` to find it.
  public var recordsMember: String?
  /// The page this request asks for, as the page before named it; `nil` for the first page,
  /// or one the path names.
  public var continuation: PageContinuation?
  /// The link the page before gave for this one, sent as it is written (a trailing `/`
  /// kept); `nil` for a request made of the path.
  public var link: URL?
  /// How the API pages its lists: json-server's `_page` and `_limit` unless said otherwise.
  public var paging = Paging.jsonServer
  /// What one record of the path's collection is called in messages (`customer 7 not
  /// found`); `nil` for the collection's name itself.
  public var singular: String?

  /// The request for `text`, a path (`/customers/7`, `customers?city=Lyon`, `/books/`, whose
  /// final `/` is kept as an empty last component) or a URL that starts with `baseURL`, asking
  /// for page `page` of `perPage` records by the API's `paging` (replacing the query's own;
  /// `perPage` alone means page 1); `nil` when `text` is a URL elsewhere, or has no path
  /// (`?a=1`). `/`, or the base URL itself, is the API's root: the base URL, as `/posts` is the
  /// base URL and `posts`.
  public init?(
    _ text: String, under baseURL: URL?, page: Int? = nil, perPage: Int? = nil,
    paging: Paging = .jsonServer
  ) {
    var rest = Substring(text)
    if let fragment = rest.firstIndex(of: "#") {
      rest = rest[..<fragment]
    }
    if rest.contains("://") {
      guard let baseURL, let relative = Self.path(of: rest, under: baseURL) else { return nil }
      rest = relative
    }
    let query = rest.firstIndex(of: "?").map { rest[rest.index(after: $0)...] }
    let path = rest.prefix { $0 != "?" }
    guard !path.isEmpty else { return nil }
    var components: [String] = []
    for part in path.split(separator: "/") {
      guard let component = part.removingPercentEncoding, !component.isEmpty else { return nil }
      components.append(component)
    }
    // A final `/` typed is kept, as an empty last component: a server that adds it (Django)
    // would otherwise answer each request with a redirect to it.
    if !components.isEmpty, path.hasSuffix("/") {
      components.append("")
    }
    pathComponents = components
    pageNumber = page ?? (perPage == nil ? nil : 1)
    pageSize = perPage ?? (page == nil ? nil : paging.defaultSize)
    self.paging = paging
    let paged = paging.queryItems(page: pageNumber, size: perPage)
    queryItems = (query.map { QueryEncoding.items(in: $0) } ?? []).filter { item in
      !paged.contains { $0.name == item.name }
    }
    queryItems += paged
  }

  /// What the records are called in errors: the path's first component, such as `customers`,
  /// or `/` at the root.
  public var resource: String {
    pathComponents.first ?? "/"
  }

  /// What the path's records are called: its last component, without a format extension
  /// (`/api/books/` and `/library/books.json` are `books`); `nil` at the root, or for a
  /// component that is a number.
  public var collection: String? {
    guard let last = pathComponents.last(where: { !$0.isEmpty }) else { return nil }
    let name = last.split(separator: ".", omittingEmptySubsequences: false).first ?? ""
    return name.isEmpty || name.allSatisfy(\.isNumber) ? nil : String(name)
  }

  /// The record the path names when it is a collection's path and an id (`/customers/7`), so
  /// that a 404 says `customer 7 not found` (with ``singular``).
  public var item: Endpoint<PathAnswer>.Item? {
    let named = pathComponents.last == "" ? pathComponents.dropLast() : pathComponents[...]
    guard named.count == 2, let resource = named.first, let id = named.last else { return nil }
    return Endpoint.Item(resource: singular ?? resource, id: id)
  }

  /// The `GET` of the path, its body read as ``PathAnswer``, with its head; an answer it cannot
  /// read is named by the path (``shownPath``), which is what was read.
  public var endpoint: Endpoint<PathAnswer> {
    let member = recordsMember
    var endpoint = Endpoint(
      pathComponents: pathComponents, queryItems: queryItems, resource: shownPath, item: item
    ) { data, _ in try PathAnswer(body: data, records: member) }
    endpoint.headPayload = { data, head, _ in
      try PathAnswer(body: data, head: head, records: member)
    }
    endpoint.link = link
    return endpoint
  }

  /// The same request with `items` in place of the query's items of the same names, where
  /// they stand, and the others after them: the page a cursor or a number names.
  public func replacingQuery(with items: [URLQueryItem]) -> PathRequest {
    var request = self
    var unplaced = items
    var placed = Set<String>()
    request.queryItems = queryItems.compactMap { item in
      guard items.contains(where: { $0.name == item.name }) else { return item }
      guard placed.insert(item.name).inserted,
        let index = unplaced.firstIndex(where: { $0.name == item.name })
      else { return nil }
      return unplaced.remove(at: index)
    }
    request.queryItems += unplaced
    return request
  }

  /// The request a reading of every page starts with, of `size` records a page: this one, or, when it asks for no page nor size (no
  /// size, no page parameter in its query) and the API numbers its pages, its first page, so
  /// that an API that pages never has to send the whole collection in one answer. An API that
  /// numbers no pages is asked the path as it is, and its answers say which page follows.
  public func pagedForAll(size: Int) -> PathRequest {
    guard pageNumber == nil, pageSize == nil, paging.pageParameter != nil,
      numberedInQuery == nil,
      !queryItems.contains(where: { paging.parameterNames.contains($0.name) })
    else { return self }
    var request = self
    request.pageNumber = 1
    request.pageSize = paging.sizeParameter.map { _ in size }
    request.queryItems += paging.queryItems(page: 1, size: request.pageSize)
    return request
  }

  /// The pagings by number whose page a path's query may name beside the server's own:
  /// json-server's `_page` (with `_limit`), and the common `page`.
  private static let commonPagings = [Paging.jsonServer, Paging.numbered(page: "page", size: nil)]

  /// The page the query names by number, for an answer that says nothing of its pages: the
  /// paging by that parameter (the server's, else json-server's `_page` with its `_limit`
  /// when the query gives one, else `page`), the next number while a page is full, or,
  /// without a size, until an empty page; and the number, counted from 1. `nil` when the query
  /// names no page.
  public var numberedInQuery: (paging: Paging, number: Int?)? {
    let candidates = [paging] + Self.commonPagings
    guard
      let named = candidates.first(where: { candidate in
        queryItems.contains { $0.name == candidate.pageParameter }
      }),
      let page = named.pageParameter, let first = named.firstNumber
    else { return nil }
    let size = named.sizeParameter.flatMap { name in
      queryItems.contains { $0.name == name } ? name : nil
    }
    let stated = queryItems.last { $0.name == page }?.value.flatMap { Int($0) }
    let number = stated.flatMap { $0 >= first ? $0 - first + 1 : nil }
    return (
      .numbered(page: page, size: size, from: first, total: nil, endsWhenEmpty: true), number
    )
  }

  /// ``paging`` when the API numbers its pages, so that a count of records (json-server's
  /// `X-Total-Count`) counts the pages it asks for; `nil` otherwise.
  public var numberedPaging: Paging? {
    paging.pageParameter == nil ? nil : paging
  }

  /// The path as a message shows it: `/customers/7`.
  public var shownPath: String {
    "/" + pathComponents.joined(separator: "/")
  }

  /// The path a person types for `pathComponents`, which ``init(_:under:page:perPage:paging:)``
  /// reads back as them: each one percent-encoded as a segment after a `/` (`/name%20with%20space`,
  /// `/books/` for `["books", ""]`). It is no URL: no query, nothing of the base URL.
  public static func typedPath(of pathComponents: [String]) -> String {
    "/" + pathComponents.map(Endpoint<Void>.percentEncodedSegment).joined(separator: "/")
  }

  /// The part of `url` after `baseURL`, `/` for the base URL itself, when the two have the
  /// same scheme, host and port and `url`'s path starts with the base URL's.
  private static func path(of url: Substring, under baseURL: URL) -> Substring? {
    guard let components = URLComponents(string: String(url)),
      let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      components.scheme?.lowercased() == base.scheme?.lowercased(),
      components.host?.lowercased() == base.host?.lowercased(),
      components.port == base.port
    else { return nil }
    let basePath =
      base.percentEncodedPath.hasSuffix("/")
      ? String(base.percentEncodedPath.dropLast()) : base.percentEncodedPath
    let path = components.percentEncodedPath
    guard path == basePath || path.hasPrefix(basePath + "/") else { return nil }
    let relative = path.dropFirst(basePath.count)
    let query = components.percentEncodedQuery.map { "?" + $0 } ?? ""
    return Substring((relative.isEmpty ? "/" : relative) + query)
  }
}
