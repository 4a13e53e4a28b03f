import Foundation
import JSONCoding

/// Reads and writes the records of any collection of a JSON API (`/customers`,
/// `/customers/7`), whatever their fields, through two closures that send an endpoint: a live
/// client backs them with an HTTP session, a test with canned answers.
///
/// A write's `422` or `400` is read with `RejectionFormat.anyShape`; a `404` of a record
/// is `NetworkError.notFound(resource:id:)`.
///
/// Every request it makes is its collection's description's (``describe``: a format
/// extension, a final `/`, a body under a root, a form or a JSON:API document, the header
/// fields they take). A team that knows its collections describes each
/// (`ResourceDescription<JSONObject, JSONObject>(path:singular:)`) and uses a
/// ``ResourceClient`` of it, answering each record whole when it prints what the server sent
/// (``ResourceDescription/answeredWhole``), as `app create`, `edit` and `delete` do. This
/// client is for a program that reads collections by name and keeps each answer's head, as
/// `app browse` does until it moves onto ``ResourceClient``s.
///
/// ```swift
/// let client = RecordsClient(
///   send: { _ in try RecordAnswer(body: Data(#"{"id": 7, "name": "Ada"}"#.utf8)) },
///   sendWithoutAnswer: { _ in })
/// let created = try await client.create(in: "customers", fields: ["name": "Ada"])
/// // created.record?["id"] == 7
/// ```
public struct RecordsClient: Sendable {
  /// Sends an endpoint whose answer is read as JSON.
  public var send: @Sendable (Endpoint<RecordAnswer>) async throws -> RecordAnswer
  /// Sends an endpoint whose answer's body is not read, such as a `DELETE`.
  public var sendWithoutAnswer: @Sendable (Endpoint<Void>) async throws -> Void
  /// The description of the collection a name names, whose paths, bodies and header fields
  /// every request to it takes (a format extension, a final `/`, a body under a root, a form or
  /// a JSON:API document); json-server's (``jsonServerDescription(of:)``) unless set.
  public var describe:
    @Sendable (_ collection: String) -> ResourceDescription<
      JSONObject, JSONObject
    > = Self.jsonServerDescription

  public init(
    send: @escaping @Sendable (Endpoint<RecordAnswer>) async throws -> RecordAnswer,
    sendWithoutAnswer: @escaping @Sendable (Endpoint<Void>) async throws -> Void
  ) {
    self.send = send
    self.sendWithoutAnswer = sendWithoutAnswer
  }

  /// json-server's description of the collection `collection`, in whose name errors speak.
  public static func jsonServerDescription(of collection: String) -> ResourceDescription<
    JSONObject, JSONObject
  > {
    ResourceDescription(path: [collection], singular: collection, plural: collection)
  }

  /// Whether `text` can be a collection's name or a record's id in a path, where it is one
  /// segment, percent-encoded (`Endpoint.percentEncodedSegment(_:)`: `x/y` is sent as `x%2Fy`):
  /// not empty, not `.` or `..`, and without control characters.
  public static func isPathSegment(_ text: String) -> Bool {
    guard !text.isEmpty, text != ".", text != ".." else { return false }
    return !text.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  /// The records of `resource`, as `GET /resource` lists them.
  ///
  /// - Throws: `NetworkError`, and `NetworkError.undecodable(resource:codingPath:reason:)` when
  ///   the answer is not a list of records.
  public func records(of resource: String) async throws -> [JSONObject] {
    let answer = try await send(listing([resource], of: describe(resource)))
    guard let records = answer.records else {
      throw NetworkError.undecodable(
        resource: resource, codingPath: "", reason: "the answer is not a list of records")
    }
    return records
  }

  /// The records at `path` (one or more segments: `customers`, `customers/7/orders`), with
  /// `query` (`q`, `_sort`…), as `GET` lists them; with a `number`, page `number` (from 1) of
  /// `size` records, asked for as the collection's description pages (``describe``:
  /// json-server's `_page` and `_limit` unless it says otherwise). The page's total comes
  /// from `X-Total-Count` and whether one follows as `Page.init(_:response:number:size:)`
  /// says; a server that ignored the page and sent more than `size` records sent them all, and
  /// none follows, as none does a page of a collection whose pages are not numbered (it is
  /// asked for by its size alone). `resource` names the records in errors.
  ///
  /// - Throws: `NetworkError`, and `NetworkError.undecodable(resource:codingPath:reason:)` when
  ///   the answer is not a list of records.
  public func page(
    at path: [String], query: [URLQueryItem] = [], number: Int? = nil, size: Int? = nil,
    resource: String
  ) async throws -> Page<JSONObject> {
    let description = describe(path.first ?? resource)
    var endpoint = listing(path, of: description, resource: resource)
    endpoint.queryItems = query
    if let number {
      var paging = description.paging
      if size == nil { paging.sizeParameter = nil }
      endpoint.queryItems += paging.queryItems(
        for: PageRequest(continuation: .number(number), size: size ?? 0))
    }
    let answer = try await send(endpoint)
    guard let records = answer.records else {
      throw NetworkError.notAList(resource: resource, value: answer.value)
    }
    var page = Page(ListPayload(items: records), response: answer.head, number: number, size: size)
    // More than asked for is everything; and a page of a collection that is not paged by
    // number cannot be followed by one.
    if let size, records.count > size {
      page.next = nil
    }
    switch description.paging.position {
    case .number, .offset: break
    case .cursor, .link: page.next = nil
    }
    return page
  }

  /// The record `id` of `resource`, as `GET /resource/id` answers it.
  ///
  /// - Throws: `NetworkError`, `.notFound` when there is none, and `.undecodable` when the
  ///   answer is not a record.
  public func record(_ id: String, of resource: String) async throws -> JSONObject {
    try await versionedRecord(id, of: resource).record
  }

  /// The record `id` of `resource` with the version it was read at (its `ETag`), for an edit
  /// or a delete that must find it unchanged (see
  /// ``change(_:of:fields:replacing:queryItems:ifMatch:)``); no version when the server tags
  /// none, or only weakly, which `If-Match` never matches (``EntityTag/isWeak``).
  ///
  /// - Throws: as ``record(_:of:)``.
  public func versionedRecord(_ id: String, of resource: String) async throws -> (
    record: JSONObject, version: EntityTag?
  ) {
    let answer = try await send(Self.answered(describe(resource).readEndpoint(id)))
    guard let record = answer.record else {
      throw NetworkError.undecodable(
        resource: resource, codingPath: "", reason: "the answer is not a record")
    }
    return (record, answer.version.flatMap { $0.isWeak ? nil : $0 })
  }

  /// `POST /resource` of `fields`, with `queryItems`; the server's answer, or, for an answer
  /// without a body, the record read at its `Location`.
  public func create(
    in resource: String, fields: JSONObject, queryItems: [URLQueryItem] = []
  ) async throws -> RecordAnswer {
    try await send(try creating(in: resource, fields: fields, queryItems: queryItems))
  }

  /// The endpoint ``create(in:fields:queryItems:)`` sends.
  ///
  /// - Throws: what the description's body throws of `fields`.
  private func creating(
    in resource: String, fields: JSONObject, queryItems: [URLQueryItem] = []
  ) throws -> Endpoint<RecordAnswer> {
    var endpoint = Self.answered(try describe(resource).createEndpoint(fields))
    endpoint.queryItems = queryItems
    return endpoint
  }

  /// The endpoint json-server's collection takes for ``create(in:fields:queryItems:)``.
  public static func creating(
    in resource: String, fields: JSONObject, queryItems: [URLQueryItem] = []
  ) -> Endpoint<RecordAnswer> {
    var endpoint = answered(
      jsonServerDescription(of: resource).createEndpoint(sending: .json(fields), key: nil))
    endpoint.queryItems = queryItems
    return endpoint
  }

  /// `PATCH /resource/id` of `fields` (only those changed; or the description's update method,
  /// such as Stripe's `POST`), or `PUT` when `replacing` (the whole record), with `queryItems`;
  /// the server's answer. With a `version` (see
  /// ``versionedRecord(_:of:)``), it is sent in `If-Match`, so that a server that keeps
  /// versions changes nothing when the record changed since
  /// (`NetworkError.versionConflict(resource:request:)`). Without one, a server that changes a
  /// record only for a version it is sent (`NetworkError.versionRequired(resource:request:)`)
  /// is sent the change once more, for the version the record has just before, when it has a
  /// strong one: the fields change the record as it is then, as they would on a server that
  /// keeps no versions, and a change made between that read and the write is still refused.
  public func change(
    _ id: String, of resource: String, fields: JSONObject, replacing: Bool = false,
    queryItems: [URLQueryItem] = [], ifMatch version: EntityTag? = nil
  ) async throws -> RecordAnswer {
    try await writing(id, of: resource, for: version) { version in
      try await send(
        try changing(
          id, of: resource, fields: fields, replacing: replacing, queryItems: queryItems,
          ifMatch: version))
    }
  }

  /// The endpoint ``change(_:of:fields:replacing:queryItems:ifMatch:)`` sends.
  ///
  /// - Throws: what the description's body throws of `fields`.
  private func changing(
    _ id: String, of resource: String, fields: JSONObject, replacing: Bool = false,
    queryItems: [URLQueryItem] = [], ifMatch version: EntityTag? = nil
  ) throws -> Endpoint<RecordAnswer> {
    var description = describe(resource)
    if replacing { description.updateMethod = "PUT" }
    var endpoint = Self.answered(try description.updateEndpoint(id, fields))
    endpoint.queryItems = queryItems
    return version.map(endpoint.ifMatch) ?? endpoint
  }

  /// The endpoint json-server's collection takes for
  /// ``change(_:of:fields:replacing:queryItems:ifMatch:)``.
  public static func changing(
    _ id: String, of resource: String, fields: JSONObject, replacing: Bool = false,
    queryItems: [URLQueryItem] = [], ifMatch version: EntityTag? = nil
  ) -> Endpoint<RecordAnswer> {
    var description = jsonServerDescription(of: resource)
    description.updateMethod = replacing ? "PUT" : "PATCH"
    var endpoint = answered(description.updateEndpoint(id, sending: .json(fields)))
    endpoint.queryItems = queryItems
    return version.map(endpoint.ifMatch) ?? endpoint
  }

  /// `DELETE /resource/id`, with `queryItems`, and with `version` in `If-Match` as
  /// ``change(_:of:fields:replacing:queryItems:ifMatch:)`` sends it, sent again for the
  /// record's version as a change is when the server wants one and none was given.
  public func delete(
    _ id: String, of resource: String, queryItems: [URLQueryItem] = [],
    ifMatch version: EntityTag? = nil
  ) async throws {
    try await writing(id, of: resource, for: version) { version in
      try await sendWithoutAnswer(
        deleting(id, of: resource, queryItems: queryItems, ifMatch: version))
    }
  }

  /// `write` sent for `version`, and once more for the record's current one as
  /// `VersionRequiredResend` says.
  private func writing<Value: Sendable>(
    _ id: String, of resource: String, for version: EntityTag?,
    _ write: (EntityTag?) async throws -> Value
  ) async throws -> Value {
    try await VersionRequiredResend.writing(for: version, write) {
      try await versionedRecord(id, of: resource).version
    }
  }

  /// The endpoint ``delete(_:of:queryItems:ifMatch:)`` sends.
  private func deleting(
    _ id: String, of resource: String, queryItems: [URLQueryItem] = [],
    ifMatch version: EntityTag? = nil
  ) -> Endpoint<Void> {
    Self.deleting(id, of: describe(resource), queryItems: queryItems, ifMatch: version)
  }

  /// The endpoint json-server's collection takes for ``delete(_:of:queryItems:ifMatch:)``.
  public static func deleting(
    _ id: String, of resource: String, queryItems: [URLQueryItem] = [],
    ifMatch version: EntityTag? = nil
  ) -> Endpoint<Void> {
    deleting(id, of: jsonServerDescription(of: resource), queryItems: queryItems, ifMatch: version)
  }

  /// The `DELETE` of the record `id` of `description`'s collection.
  private static func deleting(
    _ id: String, of description: ResourceDescription<JSONObject, JSONObject>,
    queryItems: [URLQueryItem], ifMatch version: EntityTag?
  ) -> Endpoint<Void> {
    var endpoint = description.deleteEndpoint(id)
    endpoint.queryItems = queryItems
    return version.map(endpoint.ifMatch) ?? endpoint
  }

  /// `endpoint`, answered with the JSON value of its body and its head.
  private static func answered<Record>(_ endpoint: Endpoint<Record>) -> Endpoint<RecordAnswer> {
    endpoint.answering { data, _ in try RecordAnswer(body: data) }
  }

  /// The `GET` of the records at `path`, of `description`'s collection or below it, as its
  /// server routes it and with the header fields of its reads; `resource` names them in errors.
  private func listing(
    _ path: [String], of description: ResourceDescription<JSONObject, JSONObject>,
    resource: String? = nil
  ) -> Endpoint<RecordAnswer> {
    Endpoint<RecordAnswer>(
      method: "GET", pathComponents: description.extended(path),
      resource: resource ?? description.plural, rejection: .anyShape
    ) { data, _ in try RecordAnswer(body: data) }
    .adding(headers: description.readHeaders)
  }
}
