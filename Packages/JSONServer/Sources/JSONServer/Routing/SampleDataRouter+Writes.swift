import Foundation
import JSONCoding
import RecordConventions

/// The writes, as json-server makes them, each validated first (``SampleValidator``).
///
/// The body of `POST`, `PUT` and `PATCH` must be a JSON object, whatever its `Content-Type`
/// says; otherwise the answer is 400 with `{"error": "the request body is not a JSON object: …"}`.
/// A record that breaks the rules is answered with 422 and its field errors, and nothing is
/// written. A `PUT`, `PATCH` or `DELETE` of a record that does not exist is 404 `{}`, whatever
/// the body.
extension SampleDataRouter {
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
    switch BodyParser.object(in: request.body) {
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
    switch BodyParser.object(in: request.body) {
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
    database.removeOrphans(conventions: .standard)
    return .json(Data("{}".utf8))
  }

  /// Where the record `id` of `resource` is served: absolute when the request has an origin
  /// (``JSONServerRequest/origin``), and a path otherwise.
  private static func location(
    of resource: SampleResource, id: Int, for request: JSONServerRequest
  ) -> String {
    "\(request.origin)/\(resource.rawValue)/\(id)"
  }
}
