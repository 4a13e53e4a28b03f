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

  /// The request for `text`, a path (`/customers/7`, `customers?city=Lyon`) or a URL that
  /// starts with `baseURL`, with `_page` and `_limit` for `page` and `perPage` (replacing the
  /// query's own; `perPage` alone means page 1); `nil` when `text` is a URL elsewhere, or has
  /// no path (`?a=1`). `/`, or the base URL itself, is the API's root: the base URL, as `/posts`
  /// is the base URL and `posts`.
  init?(_ text: String, under baseURL: URL?, page: Int? = nil, perPage: Int? = nil) {
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
    var items = query.map { QueryEncoding.items(in: $0) } ?? []
    let paging = ListOptions(page: page, perPage: perPage)
    pageNumber = paging.pageNumber
    pageSize = paging.pageSize
    if let pageNumber {
      items.removeAll { $0.name == "_page" }
      items.append(URLQueryItem(name: "_page", value: String(pageNumber)))
    }
    if let perPage {
      items.removeAll { $0.name == "_limit" }
      items.append(URLQueryItem(name: "_limit", value: String(perPage)))
    }
    queryItems = items
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

  /// The `GET` of the path, its body read as ``GetAnswer``.
  var endpoint: Endpoint<GetAnswer> {
    Endpoint(
      pathComponents: pathComponents, queryItems: queryItems, resource: resource, item: item
    ) { data, _ in try GetAnswer(body: data) }
  }

  /// The same request for page `number`, the same size.
  func page(_ number: Int) -> GetRequest {
    var request = self
    request.pageNumber = number
    request.queryItems = queryItems.map {
      $0.name == "_page" ? URLQueryItem(name: "_page", value: String(number)) : $0
    }
    return request
  }

  /// The request `--all` starts with: this one, or, when it asks for no page nor size (no
  /// `--per-page`, no `_page` or `_limit` in its query), its first page of
  /// `GetReading.defaultPageSize` records, so that a server that pages never has to send the
  /// whole collection in one answer.
  func pagedForAll() -> GetRequest {
    guard pageNumber == nil, pageSize == nil,
      !queryItems.contains(where: { $0.name == "_page" || $0.name == "_limit" })
    else { return self }
    var request = self
    request.pageNumber = 1
    request.pageSize = GetReading.defaultPageSize
    request.queryItems += [
      URLQueryItem(name: "_page", value: "1"),
      URLQueryItem(name: "_limit", value: String(GetReading.defaultPageSize)),
    ]
    return request
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
