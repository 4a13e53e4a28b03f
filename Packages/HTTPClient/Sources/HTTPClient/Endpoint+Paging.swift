import Foundation

extension Endpoint {
  /// `GET` of the page of `path` that `request` names, asked for and read as `paging` says:
  /// `query` (a filter, a sort) with the page's own parameters after it, or the URL the page
  /// before linked; the list read record by record from the body, or from its member at the
  /// dotted path `member` (`data`, `_embedded.books`), as ``list(_:query:resource:member:item:)``
  /// reads it; the total and the page after as the answer gives them (see
  /// ``Paging/page(of:data:head:member:request:)``).
  ///
  /// ```swift
  /// struct Book: Decodable, Sendable {
  ///   var title: String
  /// }
  ///
  /// let springData = Paging.numbered(
  ///   page: "page", size: "size", from: 0, total: .pages(at: "page.totalPages"))
  /// func books(_ request: PageRequest) -> Endpoint<Page<Book>> {
  ///   .page(
  ///     ["api", "books"], resource: "books", member: "_embedded.books", paging: springData,
  ///     request: request)
  /// }
  /// // books(PageRequest(size: 20)) asks for /api/books?page=0&size=20
  /// ```
  public static func page<Element: Decodable>(
    _ path: [String], query: [URLQueryItem] = [], resource: String, member: String? = nil,
    paging: Paging, request: PageRequest
  ) -> Self where Response == Page<Element> {
    page(
      path, query: query, resource: resource, member: member, paging: paging, request: request,
      list: Endpoint<ListPayload<Element>>.list(path, resource: resource, member: member).payload)
  }

  /// ``page(_:query:resource:member:paging:request:)`` of records that `list` reads from a body.
  static func page<Element>(
    _ path: [String], query: [URLQueryItem], resource: String, member: String?,
    paging: Paging, request: PageRequest,
    list: @escaping @Sendable (Data, JSONDecoder) throws -> ListPayload<Element>
  ) -> Self where Response == Page<Element> {
    let pageItems = paging.queryItems(for: request)
    let named = Set(pageItems.map(\.name))
    let read: @Sendable (Data, HTTPResponseHead?, JSONDecoder) throws -> Page<Element> = {
      data, head, decoder in
      try paging.page(
        of: try list(data, decoder), data: data, head: head, member: member, request: request)
    }
    var endpoint = Self(
      pathComponents: path,
      queryItems: query.filter { !named.contains($0.name) } + pageItems, resource: resource,
      payload: { data, decoder in try read(data, nil, decoder) })
    endpoint.headPayload = read
    endpoint.link = request.continuation?.url
    return endpoint
  }
}
