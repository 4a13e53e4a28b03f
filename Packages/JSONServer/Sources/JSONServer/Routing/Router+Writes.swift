import Foundation
import JSONCoding
import RecordConventions

/// The writes, as json-server 0.17 makes them, each validated first (``SampleValidator``).
///
/// The body of `POST`, `PUT` and `PATCH` must be a JSON object, whatever its `Content-Type`
/// says; otherwise the answer is 400 with `{"error": "the request body is not a JSON object: …"}`.
/// A record that breaks the rules is answered with 422 and its field errors, and nothing is
/// written. A `PUT`, `PATCH` or `DELETE` of a record that does not exist is 404 `{}`, whatever
/// the body.
extension Router {
  /// `POST /{resource}` and `POST /{parent}/{id}/{resource}`: stores the body as a new record and
  /// answers 201 with it, a `Location` header naming it (`http://host/posts/101`, or `/posts/101`
  /// for a request made without a URL) and `Access-Control-Expose-Headers: Location`.
  ///
  /// The record is the body with its members in the order sent. Its `id` is the body's, when the
  /// body gives one that no record has (json-server keeps a given id; another record's id is 422
  /// `has already been taken` here, where json-server fails with 500), and otherwise one more
  /// than the largest `id` of the collection, or 1 for an empty one, appended after the body's
  /// members (in the place of an `"id": null`); when the largest is `Int.max`, the answer is 400
  /// `{"error": "no id is left after 9223372036854775807"}`. On a nested route the parent's foreign key
  /// (`postId` for `/posts/7/comments`) is set to the parent's id, replacing the body's; unlike
  /// json-server, which sets the text of the path (`"7"`), it is set as a number.
  static func create(
    _ resource: SampleResource, from request: JSONServerRequest,
    settingParent parentKey: (field: String, id: String)?, into database: inout Database
  ) -> JSONServerResponse {
    var record: JSONValue
    switch object(in: request.body) {
    case .success(let object): record = object
    case .failure(let error): return .badRequest(error.reason)
    }
    if let parentKey {
      let parentID = Int(parentKey.id).map(JSONValue.integer) ?? .string(parentKey.id)
      record = record.setting(parentID, forKey: parentKey.field)
    }
    let errors = SampleValidator.errors(in: record, of: resource, in: database, isNew: true)
    guard errors.isEmpty else { return .unprocessable(errors) }

    record = SampleValidator.normalized(record, of: resource)
    let id: Int
    if let given = record.value(atPath: ["id"]).flatMap(SampleValidator.wholeNumber) {
      id = given
    } else {
      let (next, overflowed) = database[resource].largestID.addingReportingOverflow(1)
      guard !overflowed else {
        let error: JSONValue = ["error": .string("no id is left after \(Int.max)")]
        return .json(error.serialized(.indented), status: 400)
      }
      id = next
      record = record.setting(.integer(id), forKey: "id")
    }
    database.modify(resource) { $0.append(record) }

    let headers = [
      "Location": location(of: resource, id: id, for: request),
      "Access-Control-Expose-Headers": "Location",
    ]
    return .json(record.serialized(.indented), status: 201, headers: headers)
  }

  /// `PUT /{resource}/{id}` (`merging` false) and `PATCH /{resource}/{id}` (`merging` true):
  /// changes the record and answers 200 with it.
  ///
  /// `PUT` replaces the record by the body, its members in the order sent; `PATCH` sets the
  /// body's members on the record, each in its place or appended, and replaces nested objects
  /// whole (json-server's shallow `assign`: `{"address": {"city": "Oslo"}}` leaves a user an
  /// address with a city only). The record keeps its `id` either way, in the place the body's
  /// `id` had or, for `PUT` without one, appended; a numeric `id` in the body is ignored. The
  /// merged record is what is validated.
  static func update(
    _ resource: SampleResource, id: Int, from request: JSONServerRequest, merging: Bool,
    in database: inout Database
  ) -> JSONServerResponse {
    guard let existing = database[resource].record(withID: id) else { return .notFound }
    var record: JSONValue
    switch object(in: request.body) {
    case .success(let object):
      record = object
      if merging, case .object(let members) = object {
        record = members.reduce(existing) { $0.setting($1.value, forKey: $1.name) }
      }
    case .failure(let error):
      return .badRequest(error.reason)
    }
    let errors = SampleValidator.errors(in: record, of: resource, in: database, isNew: false)
    guard errors.isEmpty else { return .unprocessable(errors) }

    record = SampleValidator.normalized(record, of: resource).setting(.integer(id), forKey: "id")
    database.modify(resource) { $0.replaceRecord(withID: String(id), by: record) }
    return .json(record.serialized(.indented))
  }

  /// `DELETE /{resource}/{id}`: removes the record and answers 200 `{}`.
  ///
  /// Then, as json-server does, every record of any resource whose foreign key (a member named
  /// after a resource, such as `userId` or `postId`) names a record that no longer exists is
  /// removed too, in one sweep: deleting a user removes the user's posts, albums and to-dos at
  /// once, and the comments of those posts and the photos of those albums at the next delete.
  static func delete(
    _ resource: SampleResource, id: Int, from database: inout Database
  ) -> JSONServerResponse {
    guard database[resource].record(withID: id) != nil else { return .notFound }
    database.modify(resource) { $0.removeRecord(withID: String(id)) }
    removeDependents(from: &database, conventions: .standard)
    return .json(Data("{}".utf8))
  }

  /// json-server's `getRemovable` and the removals that follow it: every record whose foreign
  /// key names no record is found, in the order of the collections, their records and their
  /// members, and then each is removed by its `id`, as lodash-id's `removeById` removes it: the
  /// first record of its collection whose identifier has the text of that `id`.
  ///
  /// A foreign key is a member whose name ends with the conventions' suffix (read as a regular
  /// expression, as json-server reads it) and, without it, names in the plural
  /// (`Inflection`) a collection of the database; it names no record when no record of
  /// that collection has its text as identifier. Where json-server fails with 500 (a `null`
  /// foreign key, or an orphan without an `id`), the orphan itself is removed.
  static func removeDependents(
    from database: inout Database, conventions: ForeignKeys
  ) {
    // The identifiers of each collection, read once: a sweep is one pass over the records.
    var identifiers: [String: Set<CodeUnitKey>] = [:]
    for name in database.names {
      identifiers[name] = identifierTexts(of: database.collection(named: name), conventions)
    }
    var removable: [(collection: String, position: Int, id: JSONValue?)] = []
    for name in database.names {
      guard let table = database.table(named: name) else { continue }
      for (position, record) in table.records.enumerated() {
        guard case .object(let members) = record,
          members.contains(where: { member in
            Router.namesMissingRecord(
              member.name, member.value, in: database, identifiers: identifiers,
              conventions: conventions)
          })
        else { continue }
        removable.append((name, position, LodashPath.property("id", of: record)))
      }
    }
    var removedPositions: [String: Set<Int>] = [:]
    var positionsByID: [String: [CodeUnitKey: [Int]]] = [:]
    let idPath = [Substring(conventions.idField)]
    for item in removable {
      guard let table = database.table(named: item.collection) else { continue }
      let target: Int?
      if let id = item.id, !id.isNull {
        if positionsByID[item.collection] == nil {
          var positions: [CodeUnitKey: [Int]] = [:]
          for (position, record) in table.records.enumerated() {
            guard let own = record.value(atPath: idPath), !own.isNull else { continue }
            positions[CodeUnitKey(own.javaScriptString), default: []].append(position)
          }
          positionsByID[item.collection] = positions
        }
        let removed = removedPositions[item.collection] ?? []
        target = positionsByID[item.collection]?[CodeUnitKey(id.javaScriptString)]?.first {
          !removed.contains($0)
        }
      } else {
        target = item.position
      }
      if let target { removedPositions[item.collection, default: []].insert(target) }
    }
    for (name, positions) in removedPositions {
      database.modifyTable(named: name) { table in
        var position = -1
        table.removeAll { _ in
          position += 1
          return positions.contains(position)
        }
      }
    }
  }

  /// Whether the member `key` of a record is a foreign key whose value names no record, the
  /// texts of each collection's identifiers being `identifiers`.
  private static func namesMissingRecord(
    _ key: String, _ value: JSONValue, in database: Database,
    identifiers: [String: Set<CodeUnitKey>], conventions: ForeignKeys
  ) -> Bool {
    guard let parent = conventions.collection(namedBy: key),
      let collection = database.collection(named: parent), !collection.json.isFalsy
    else { return false }
    guard !value.isNull else { return true }
    return identifiers[parent]?.contains(CodeUnitKey(value.javaScriptString)) != true
  }

  /// The texts of the identifiers of `collection`'s records (of a singular one, its members'
  /// values), as lodash-id finds a record by them.
  private static func identifierTexts(
    of collection: Database.Collection?, _ conventions: ForeignKeys
  ) -> Set<CodeUnitKey> {
    let idField = conventions.idField
    let records: [JSONValue] =
      switch collection {
      case .plural(let table)?: table.records
      case .singular(let object)?:
        if case .object(let members) = object { members.map(\.value) } else { [] }
      case nil: []
      }
    var texts = Set<CodeUnitKey>()
    for record in records {
      guard LodashPath.has(idField, in: record), let id = LodashPath.property(idField, of: record),
        !id.isNull
      else { continue }
      texts.insert(CodeUnitKey(id.javaScriptString))
    }
    return texts
  }

  /// The body as a JSON object, or why it is not one.
  static func object(in body: Data?) -> Result<JSONValue, JSONValue.ParsingError> {
    do {
      let value = try JSONValue(javaScriptParsing: body ?? Data())
      switch value {
      case .object: return .success(value)
      case .array: return .failure(JSONValue.ParsingError(reason: "it is an array"))
      case .string: return .failure(JSONValue.ParsingError(reason: "it is a string"))
      case .number: return .failure(JSONValue.ParsingError(reason: "it is a number"))
      case .bool: return .failure(JSONValue.ParsingError(reason: "it is a boolean"))
      case .null: return .failure(JSONValue.ParsingError(reason: "it is null"))
      }
    } catch {
      return .failure(error)
    }
  }

  /// Where the record `id` of `resource` is served: absolute when the request has an origin
  /// (``JSONServerRequest/origin``), and a path otherwise.
  private static func location(
    of resource: SampleResource, id: Int, for request: JSONServerRequest
  ) -> String {
    "\(request.origin)/\(resource.rawValue)/\(id)"
  }
}
