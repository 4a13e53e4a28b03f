import Foundation
import JSONCoding

extension ResourceDescription where Record == JSONObject, Draft == JSONObject {
  /// A resource whose records are JSON objects of any fields, written as the objects a draft
  /// holds, under the member `root` when one is given: the records of an API the program knows
  /// nothing of. A record's id is the member
  /// its identity names (a text, or a number as written), or its self link. Without a
  /// `member`, a list is read wherever the answer holds it (a bare array, an envelope's `data`,
  /// HAL's `_embedded`…, as `RecordList.find(in:)` finds it), and without a `recordMember`, a
  /// record out of its envelope (`RecordList.record(in:)`). The rest as the other initializers
  /// say.
  ///
  /// ```swift
  /// let customers = ResourceDescription<JSONObject, JSONObject>(
  ///   path: ["customers"], singular: "customer")
  /// let create = try customers.createEndpoint(["name": "Ada"])
  /// ```
  public init(
    path: [String], singular: String, plural: String? = nil, identity: RecordIdentity = .id,
    pathExtension: String? = nil, member: String? = nil, recordMember: String? = nil,
    paging: Paging = .jsonServer,
    search: ResourceSearch = .q, keepsVersions: Bool = false, updateMethod: String = "PATCH",
    rejection: RejectionFormat = .anyShape, readHeaders: [String: String] = [:],
    writeHeaders: [String: String] = [:], idempotencyKeys: Bool = false, root: String? = nil
  ) {
    self.init(
      path: path, singular: singular, plural: plural, identity: identity,
      pathExtension: pathExtension, member: member, recordMember: recordMember,
      paging: paging, search: search, keepsVersions: keepsVersions, updateMethod: updateMethod,
      rejection: rejection, readHeaders: readHeaders, writeHeaders: writeHeaders,
      idempotencyKeys: idempotencyKeys,
      body: { fields in .json(root.map { JSONObject([($0, .object(fields))]) } ?? fields) },
      readID: { record, route in Self.id(of: record, in: route) },
      decodeRecord: { data, _, resource, member in
        try Self.record(in: data, resource: resource, member: member)
      },
      decodeList: { data, _, resource, member in
        try Self.records(in: data, resource: resource, member: member)
      })
    recordBodyFormat = .json
  }

  /// This description writing its drafts as `format` says, under the member `root` when one is
  /// given (ignored for JSON:API, whose documents have their own). A JSON:API resource also
  /// reads its records and lists out of the documents' `data`, each record its `id`, its
  /// `attributes` and its relationships (`RecordList`), asks for JSON:API's media type in
  /// `Accept`, and reads a refusal as ``RejectionFormat/jsonAPI`` (a `409` as a `400`).
  ///
  /// ```swift
  /// let customers = ResourceDescription<JSONObject, JSONObject>(
  ///   path: ["v1", "customers"], singular: "customer", updateMethod: "POST"
  /// ).writing(.form)
  /// let create = try customers.createEndpoint(["email": "ada@example.com"])
  /// // create.contentType == "application/x-www-form-urlencoded"
  /// ```
  public func writing(_ format: RecordBodyFormat, root: String? = nil) -> Self {
    var description = self
    let wrapped: @Sendable (JSONObject) -> JSONObject = { fields in
      root.map { JSONObject([($0, .object(fields))]) } ?? fields
    }
    description.identifiedBody = nil
    description.recordBodyFormat = format
    switch format {
    case .json:
      description.body = { .json(wrapped($0)) }
    case .form:
      description.body = { .form(wrapped($0)) }
    case .jsonAPI:
      description.writeJSONAPIDocuments()
      description.decodeRecord = { data, _, _, _ in
        guard let value = try? JSONValue(parsing: data), let found = RecordList.record(in: value)
        else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "the answer is not a record"))
        }
        return found.record
      }
      description.decodeList = { data, _, resource, member in
        let value = try? JSONValue(parsing: data)
        guard let value, let list = try? RecordList.at(member ?? "data", in: value) else {
          throw NetworkError.notAList(resource: resource, value: value, data: data)
        }
        return ListPayload(items: list.records)
      }
    }
    return description
  }

  /// The id of `record` where `route`'s identity says it is: text as it is, a number as
  /// written. A record without its id field is identified by its HAL self link, as Spring Data
  /// REST's records are by default (`_links.self.href`, `RecordRoute.id(ofLink:)`).
  static func id(of record: JSONObject, in route: RecordRoute) -> String? {
    switch route.identity {
    case .field(let name):
      guard record[name] == nil, let link = text(at: RecordIdentity.halSelfLink, in: record) else {
        return text(at: route.identity, in: record)
      }
      return route.id(ofLink: link)
    case .selfLink:
      return text(at: route.identity, in: record)
    }
  }

  /// The text of `record`'s member where `identity` says its id is: text as it is, a number as
  /// written.
  private static func text(at identity: RecordIdentity, in record: JSONObject) -> String? {
    let path: [String]
    switch identity {
    case .field(let name): path = [name]
    case .selfLink(let link): path = link.memberPath
    }
    var value = JSONValue.object(record)
    for name in path {
      guard let member = value[name] else { return nil }
      value = member
    }
    switch value {
    case .string(let text): return text
    case .number(let number): return number.description
    default: return nil
    }
  }

  /// The JSON value of a body, or of its `member`; `nil` when there is none.
  private static func value(in data: Data, at member: String?) -> JSONValue? {
    JSONArraySplit.member(at: member?.memberPath ?? [], in: data)
  }

  /// The record a body holds in its `member`; without one, the body, or the record of its
  /// envelope (`{"response": {…}}`, JSON:API's `{"data": {…}}`), as `RecordList.record(in:)`
  /// finds it.
  ///
  /// - Throws: a `DecodingError` when there is no such JSON object, which the endpoint reads
  ///   as any answer that does not decode (a create's as one that may have been carried out).
  static func record(in data: Data, resource: String, member: String?) throws -> JSONObject {
    let value = Self.value(in: data, at: member)
    let found = member == nil ? value.flatMap { RecordList.record(in: $0)?.record } : value?.object
    guard let record = found else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "the answer is not a record"))
    }
    return record
  }

  /// The records of a list, its `member`, or, without one, the whole body or the list found
  /// wherever it holds one (`RecordList.find(in:)`: an envelope's `data`, HAL's
  /// `_embedded`…); an element of an array that is no object left out and reported.
  ///
  /// - Throws: `NetworkError.notAList` when there is no such list.
  static func records(in data: Data, resource: String, member: String?) throws -> ListPayload<
    JSONObject
  > {
    let value = Self.value(in: data, at: member)
    guard let elements = value?.array else {
      if member == nil, let value, let found = RecordList.find(in: value) {
        return ListPayload(items: found.records)
      }
      throw NetworkError.notAList(resource: resource, value: value, data: data)
    }
    let records = elements.compactMap(\.object)
    guard records.count < elements.count,
      let first = elements.firstIndex(where: { $0.object == nil })
    else { return ListPayload(items: records) }
    return ListPayload(
      items: records,
      skipped: SkippedItems(
        resource: resource, count: elements.count - records.count, total: elements.count,
        firstProblem: "item \(first + 1) is not an object"))
  }
}

extension RequestBody {
  /// `object` as a JSON body.
  static func json(_ object: JSONObject) -> RequestBody {
    RequestBody(data: JSONValue.object(object).serialized(), contentType: jsonContentType)
  }
}
