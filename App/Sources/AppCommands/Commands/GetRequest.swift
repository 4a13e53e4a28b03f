import Foundation
import HTTPBasics
import NetworkClient

/// The request `app get` makes for the path given: its path components and query below the
/// base URL, with json-server's paging.
struct GetRequest: Sendable, Hashable {
  var pathComponents: [String]
  var queryItems: [URLQueryItem]
  /// The page asked for, from 1, when paging.
  var pageNumber: Int?
  /// The page size asked for, when paging.
  var pageSize: Int?
  /// The member of the answer that holds the list of records (`--records`); `nil` to find it.
  var recordsMember: String?
  /// The page this request asks for, as the page before named it; `nil` for the first page,
  /// or one the path names.
  var continuation: PageContinuation?
  /// The link the page before gave for this one, sent as it is written (a trailing `/`
  /// kept); `nil` for a request made of the path.
  var link: URL?
  /// The query parameters the server names its pages by.
  var pageParameters = PageParameters.jsonServer

  /// The request for `text`, a path (`/customers/7`, `customers?city=Lyon`) or a URL that
  /// starts with `baseURL`, asking for page `page` of `perPage` records by the server's
  /// `parameters` (replacing the query's own; `perPage` alone means page 1); `nil` when `text`
  /// is a URL elsewhere, or has no path (`?a=1`). `/`, or the base URL itself, is the API's
  /// root: the base URL, as `/posts` is the base URL and `posts`.
  init?(
    _ text: String, under baseURL: URL?, page: Int? = nil, perPage: Int? = nil,
    parameters: PageParameters = .jsonServer
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
    pathComponents = components
    let paging = ListOptions(page: page, perPage: perPage)
    pageNumber = paging.pageNumber
    pageSize = paging.pageSize
    pageParameters = parameters
    let paged = parameters.queryItems(page: pageNumber, size: perPage)
    queryItems = (query.map { QueryEncoding.items(in: $0) } ?? []).filter { item in
      !paged.contains { $0.name == item.name }
    }
    queryItems += paged
  }

  /// What the records are called in errors: the path's first component, such as `customers`,
  /// or `/` at the root.
  var resource: String {
    pathComponents.first ?? "/"
  }

  /// The record the path names when it is a collection's path and an id (`/customers/7`), so
  /// that a 404 says `customers 7 not found`.
  var item: Endpoint<GetAnswer>.Item? {
    guard pathComponents.count == 2 else { return nil }
    return Endpoint.Item(resource: pathComponents[0], id: pathComponents[1])
  }

  /// The `GET` of the path, its body read as ``GetAnswer``, with its head.
  var endpoint: Endpoint<GetAnswer> {
    let member = recordsMember
    var endpoint = Endpoint(
      pathComponents: pathComponents, queryItems: queryItems, resource: resource, item: item
    ) { data, _ in try GetAnswer(body: data, records: member) }
    endpoint.headPayload = { data, head, _ in
      try GetAnswer(body: data, head: head, records: member)
    }
    endpoint.link = link
    return endpoint
  }

  /// The same request with `items` in place of the query's items of the same names, where
  /// they stand, and the others after them: the page a cursor or a number names.
  func replacingQuery(with items: [URLQueryItem]) -> GetRequest {
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

  /// The request `--all` starts with: this one, or, when it asks for no page nor size (no
  /// `--per-page`, no page parameter in its query) and the server numbers its pages, its first
  /// page of `GetReading.defaultPageSize` records, so that a server that pages never has to
  /// send the whole collection in one answer. A server that numbers no pages is asked the path
  /// as it is, and its answers say which page follows.
  func pagedForAll() -> GetRequest {
    guard pageNumber == nil, pageSize == nil, pageParameters.page != nil,
      numberedInQuery == nil,
      !queryItems.contains(where: { pageParameters.names.contains($0.name) })
    else { return self }
    var request = self
    request.pageNumber = 1
    request.pageSize = pageParameters.size.map { _ in GetReading.defaultPageSize }
    request.queryItems += pageParameters.queryItems(page: 1, size: request.pageSize)
    return request
  }

  /// The names of a page's number that a path's query may give beside the server's own:
  /// json-server's `_page` (with `_limit`), and the common `page`.
  private static let commonPageParameters = [
    PageParameters.jsonServer, PageParameters(page: "page", size: nil),
  ]

  /// The page the query names by number, for an answer that says nothing of its pages: the
  /// paging by that parameter (the server's, else json-server's `_page` with its `_limit`
  /// when the query gives one, else `page`), the next number while a page is full, or,
  /// without a size, until an empty page; and the number, counted from 1. `nil` when the query
  /// names no page.
  var numberedInQuery: (paging: Paging, number: Int?)? {
    let candidates = [pageParameters] + Self.commonPageParameters
    guard
      let parameters = candidates.first(where: { candidate in
        queryItems.contains { $0.name == candidate.page }
      }),
      let page = parameters.page
    else { return nil }
    let size = parameters.size.flatMap { name in
      queryItems.contains { $0.name == name } ? name : nil
    }
    let stated = queryItems.last { $0.name == page }?.value.flatMap { Int($0) }
    let number = stated.flatMap { $0 >= parameters.first ? $0 - parameters.first + 1 : nil }
    return (
      .numbered(
        page: page, size: size, from: parameters.first, total: nil, endsWhenEmpty: true),
      number
    )
  }

  /// The path as a message shows it: `/customers/7`.
  var shownPath: String {
    "/" + pathComponents.joined(separator: "/")
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
