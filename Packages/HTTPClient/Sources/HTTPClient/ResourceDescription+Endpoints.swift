import Foundation

extension ResourceDescription {
  /// `GET` of the page of records that `query` asks for, as the description's paging, search,
  /// sorting and list member say: the description's ``queryItems``, the query's filters, its
  /// search and its sort (each in place of the filters of the same name), then the page's
  /// parameters, the size left out when it is the server's default. Without a page, no paging
  /// parameter is sent, and the answer is every record unless it names a next page itself (a
  /// link, a cursor): no page is counted on from it.
  public func listEndpoint(_ query: RecordQuery) -> Endpoint<Page<Record>> {
    if let list = overrides.list { return list(query) }
    let (path, searched) = search.request(for: query.text, in: path)
    let sorted = sorting.queryItems(for: query.sort)
    let sortNames = Set(sorted.map(\.name))
    let items =
      queryItems + query.filters.filter { !sortNames.contains($0.name) }
      + (searched.map { [$0] } ?? []) + sorted
    let paging = query.page == nil ? paging.unasked : paging
    let (plural, member, decodeList) = (plural, member, decodeList)
    var endpoint = Endpoint.page(
      extended(path), query: items, resource: plural, member: member, paging: paging,
      request: query.page ?? PageRequest(size: .max),
      list: { data, decoder in try decodeList(data, decoder, plural, member) })
    if query.pageSizeIsDefault, let size = paging.sizeParameter {
      endpoint.queryItems.removeAll { $0.name == size }
    }
    return endpoint.adding(headers: readHeaders)
  }

  /// `GET` of the record `id`; a `404` is `NetworkError.notFound(resource:id:)`.
  public func readEndpoint(_ id: String) -> Endpoint<Record> {
    if let read = overrides.read { return read(id) }
    return recordEndpoint("GET", id).adding(headers: readHeaders)
  }

  /// `POST` of `draft` to the collection, with `key` as its `Idempotency-Key` when the
  /// resource takes keys; answered with the record, or with its `Location` only, read there.
  ///
  /// - Throws: what ``body`` throws of `draft`.
  public func createEndpoint(_ draft: Draft, key: IdempotencyKey? = nil) throws -> Endpoint<
    Record
  > {
    if let create = overrides.create { return try create(draft, key) }
    return createEndpoint(sending: try identifiedBody?(draft, nil) ?? body(draft), key: key)
  }

  /// The create of ``createEndpoint(_:key:)``, sending `body`.
  func createEndpoint(sending body: RequestBody, key: IdempotencyKey?) -> Endpoint<Record> {
    let create = Endpoint<Record>(
      method: "POST", pathComponents: extended(path), resource: singular,
      successStatuses: [200, 201],
      createsItem: true, rejection: rejection, payload: recordPayload
    )
    .sending(body)
    .adding(headers: writeHeaders)
    .adding(queryItems: queryItems + writeQueryItems)
    .fetchingCreatedRecord()
    guard idempotencyKeys, let key else { return create }
    return create.idempotent(key: key)
  }

  /// ``updateMethod`` of `draft` to the record `id`, answered with the record.
  ///
  /// - Throws: what ``body`` throws of `draft`.
  public func updateEndpoint(_ id: String, _ draft: Draft) throws -> Endpoint<Record> {
    if let update = overrides.update { return try update(id, draft) }
    return updateEndpoint(id, sending: try identifiedBody?(draft, id) ?? body(draft))
  }

  /// The update of ``updateEndpoint(_:_:)``, sending `body`.
  func updateEndpoint(_ id: String, sending body: RequestBody) -> Endpoint<Record> {
    recordEndpoint(updateMethod, id).sending(body).adding(headers: writeHeaders)
      .adding(queryItems: writeQueryItems)
  }

  /// `DELETE` of the record `id`, its answer's body, if any, unread.
  public func deleteEndpoint(_ id: String) -> Endpoint<Void> {
    if let delete = overrides.delete { return delete(id) }
    var endpoint = Endpoint<Void>.delete(
      extended(path + [id]), resource: singular,
      item: Endpoint<Void>.Item(resource: singular, id: id))
    endpoint.link = link(of: id)
    return endpoint.adding(headers: writeHeaders)
      .adding(queryItems: queryItems + writeQueryItems)
  }

  /// The endpoint of the record `id`, at the collection's path and `id`, or at its link.
  private func recordEndpoint(_ method: String, _ id: String) -> Endpoint<Record> {
    var endpoint = Endpoint<Record>(
      method: method, pathComponents: extended(path + [id]), resource: singular,
      item: Endpoint<Record>.Item(resource: singular, id: id),
      rejection: rejection, payload: recordPayload)
    endpoint.queryItems = queryItems
    endpoint.link = link(of: id)
    return endpoint
  }

  /// Reads a record's answer, in its ``recordMember``.
  private var recordPayload: @Sendable (Data, JSONDecoder) throws -> Record {
    let (decodeRecord, singular, member) = (decodeRecord, singular, recordMember)
    return { data, decoder in try decodeRecord(data, decoder, singular, member) }
  }

  /// `path`, of the collection or below it, as the server routes it (`RecordRoute`).
  func extended(_ path: [String]) -> [String] {
    route.extended(path)
  }

  /// Where the collection's records are, as this description routes them.
  var route: RecordRoute {
    RecordRoute(
      identity: identity, collection: path, pathExtension: pathExtension,
      trailingSlash: trailingSlash)
  }

  /// The link a record's id is, when the id is one (records identified by their links, or a
  /// record without its id field read by its self link, `RecordRoute.id(ofLink:)`): an
  /// absolute URL, or a path from the server's root (`/api/books/3`), read against the base
  /// URL. Any other id (`3`) is a segment below the collection.
  private func link(of id: String) -> URL? {
    guard id.hasPrefix("/") || id.contains("://"), let link = URL(string: id),
      link.scheme != nil || id.hasPrefix("/")
    else { return nil }
    return link
  }
}

extension Endpoint {
  /// This endpoint with `items` after its own query items.
  fileprivate func adding(queryItems items: [URLQueryItem]) -> Self {
    var endpoint = self
    endpoint.queryItems += items
    return endpoint
  }
}
