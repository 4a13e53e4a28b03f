import Foundation
import HTTPBasics

extension Endpoint {
  /// `GET` of `path` with `query`, answered with a JSON object that holds a page's list as its
  /// member `member` and says elsewhere in it how to ask for the next page: `page` makes the
  /// ``Page`` from the list, read record by record as
  /// ``list(_:query:resource:member:item:)`` reads it, and the whole object decoded as an
  /// `Envelope` that declares the members it needs.
  ///
  /// A next link in the body (`{"data": […], "links": {"next": "…"}}`) is a
  /// ``PageContinuation/url(_:)``; a list that says whether more follow
  /// (`{"data": […], "has_more": true}`) continues after its last item's id with
  /// ``PageContinuation/cursor(_:)``:
  ///
  /// ```swift
  /// struct Customer: Decodable, Sendable {
  ///   var id: String
  /// }
  /// struct More: Decodable, Sendable {
  ///   var hasMore: Bool
  ///
  ///   enum CodingKeys: String, CodingKey {
  ///     case hasMore = "has_more"
  ///   }
  /// }
  ///
  /// let customers = Endpoint<Page<Customer>>.page(
  ///   ["v1", "customers"], query: [URLQueryItem(name: "limit", value: "20")],
  ///   resource: "customers", member: "data"
  /// ) { (list, body: More) in
  ///   Page(list, next: body.hasMore ? list.items.last.map { .cursor($0.id) } : nil)
  /// }
  /// ```
  public static func page<Element: Decodable, Envelope: Decodable & Sendable>(
    _ path: [String], query: [URLQueryItem] = [], resource: String, member: String,
    page: @escaping @Sendable (ListPayload<Element>, Envelope) throws -> Page<Element>
  ) -> Self where Response == Page<Element> {
    Self(
      pathComponents: path, queryItems: query, resource: resource,
      payload: { data, decoder in
        let list = try ListPayload<Element>(
          decoding: data, with: decoder, resource: resource, member: member)
        return try page(list, try decoder.decodeLocatingUnfitNumbers(Envelope.self, from: data))
      })
  }

  /// The same endpoint for `link`, the URL of a page that the API gave (a
  /// ``PageContinuation/url(_:)``) or of a record: its path and query in place of the
  /// endpoint's, so that a session sends it below `baseURL` as it sends any endpoint, with the
  /// same headers. A link without a scheme (`/api/books/3`) is read against `baseURL`.
  ///
  /// `link` must lie below `baseURL`: the same scheme, host and port, and a path that starts
  /// with the base's. One that leads elsewhere throws
  /// ``NetworkError/malformedResponse(host:reason:)``: a client does not send its credentials
  /// wherever an answer points.
  ///
  /// ```swift
  /// guard let base = URL(string: "https://api.example/v2") else { return }
  /// guard let link = URL(string: "https://api.example/v2/items?page%5Bafter%5D=b7") else { return }
  /// let items = Endpoint<ListPayload<Int>>.list(["items"], resource: "items")
  /// let next = try items.following(link, below: base)
  /// // next.url(relativeTo: base) is the link
  /// ```
  public func following(_ link: URL, below baseURL: URL) throws(NetworkError) -> Self {
    let link =
      link.scheme == nil
      ? URL(string: link.relativeString, relativeTo: baseURL)?.absoluteURL ?? link : link
    guard let components = URLComponents(url: link, resolvingAgainstBaseURL: true),
      let base = URLComponents(url: baseURL, resolvingAgainstBaseURL: true),
      components.scheme?.lowercased() == base.scheme?.lowercased(),
      Self.host(of: components) == Self.host(of: base),
      Self.port(of: components) == Self.port(of: base)
    else { throw Self.leading(to: link, awayFrom: baseURL) }
    let basePath = Self.segments(of: base.percentEncodedPath)
    let path = Self.segments(of: components.percentEncodedPath)
    guard path.count >= basePath.count, Array(path.prefix(basePath.count)) == basePath else {
      throw Self.leading(to: link, awayFrom: baseURL)
    }
    var endpoint = self
    endpoint.pathComponents = try path.dropFirst(basePath.count).map {
      segment throws(NetworkError) in
      guard let decoded = segment.removingPercentEncoding else {
        throw Self.leading(to: link, awayFrom: baseURL)
      }
      return decoded
    }
    // A link is followed as the server wrote it: Django's `/books/` is not its `/books`.
    if path.count > basePath.count, components.percentEncodedPath.hasSuffix("/") {
      endpoint.pathComponents.append("")
    }
    endpoint.queryItems = components.percentEncodedQuery.map { QueryEncoding.items(in: $0) } ?? []
    // Its query too: `$skiptoken=20` is not `%24skiptoken=20` to every server.
    endpoint.writtenQuery = components.percentEncodedQuery.map { (endpoint.queryItems, $0) }
    endpoint.link = nil
    return endpoint
  }

  /// The endpoint as it is sent below `baseURL`: following its ``link``, when it has one (see
  /// ``following(_:below:)``), itself otherwise.
  ///
  /// - Throws: ``NetworkError/malformedResponse(host:reason:)`` for a link that leads away from
  ///   `baseURL`.
  public func resolvingLink(below baseURL: URL) throws(NetworkError) -> Self {
    guard let link else { return self }
    return try following(link, below: baseURL)
  }

  /// The non-empty segments of a percent-encoded path, still encoded.
  private static func segments(of path: String) -> [Substring] {
    path.split(separator: "/")
  }

  /// The host of `components` in lower case, without an IPv6 address's brackets.
  private static func host(of components: URLComponents) -> String? {
    components.host.map { host in
      host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    }
  }

  /// The port of `components`, or its scheme's default.
  private static func port(of components: URLComponents) -> Int? {
    components.port ?? ["http": 80, "https": 443][components.scheme?.lowercased() ?? ""]
  }

  /// The failure of a link that does not lie below `baseURL`, naming it without a password.
  private static func leading(to link: URL, awayFrom baseURL: URL) -> NetworkError {
    .malformedResponse(
      host: ShownHost(nameOf: baseURL) ?? "the API",
      reason: "a link it gave leads away from the API: \(ShownURL(link))")
  }
}
