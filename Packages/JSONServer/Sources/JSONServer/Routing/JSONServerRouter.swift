import Foundation
import JSONCoding
import JavaScriptSemantics
import RecordConventions

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// json-server's router, for any database: what ``JSONServer`` answers for a database
/// file.
///
/// - `GET /db` is the whole database.
/// - `GET /{name}/{id}/{child}` is `GET /{child}?{name's singular}Id={id}` (the parent's id
///   replacing any such filter of the query), and `POST /{name}/{id}/{child}` is
///   `POST /{child}` with the body's foreign key set to the text of `{id}`, for any names.
/// - A plural resource takes `GET`, `HEAD` and `POST` at `/{name}`, and `GET`, `HEAD`, `PUT`,
///   `PATCH` and `DELETE` at `/{name}/{id}`; lists are shaped by their query as
///   ``CollectionQuery`` says, and a record is found by the text of its identifier.
/// - A singular resource takes `GET`, `HEAD`, `POST`, `PUT` and `PATCH` at `/{name}`.
/// - `OPTIONS` (when no cross-origin middleware answers it first) is 200 with the methods the
///   path takes, in `Allow` and as the body, as Express answers it.
/// - Anything else, including a method a path does not take, is 404 `{}`. As in Express, names
///   match whatever their letter case (`/Posts` is `/posts`).
///
/// Writes follow json-server, without validation. The body is read by its `Content-Type`:
/// JSON (`application/json`) must be an object, a form (`application/x-www-form-urlencoded`)
/// gives string members, and any other body, or none, is an empty object. `POST` answers 201
/// with the record, `Location` (the request's own URL, query included, followed by `/` and the
/// new id) and `Access-Control-Expose-Headers: Location`. A new record keeps the id it is given
/// unless that is missing or false in JavaScript (`null`, `0`, `""`, `false`); it then gets one
/// more than the largest id when that is a number, `1` in an empty collection, and otherwise a
/// random string of 7 letters, digits, `_` and `-`. An id that another record has is 500
/// `{"error": "Insert failed, duplicate id"}`, as in json-server. A given id that is neither a
/// string nor a whole number JavaScript holds exactly (`1e308`, `1.5`, `true`, an array or an
/// object) is 400 `{"error": "\"id\" must be a string or a whole number from
/// -9007199254740991 to 9007199254740991"}`: json-server keeps it, and then fails every later
/// create in the collection with 500 (`1e308 + 1` is `1e308` again). `PUT` replaces a record and `PATCH` sets the
/// body's members on it (nested objects replaced whole); either way the record keeps its id.
/// `DELETE` answers 200 `{}` and removes, in one sweep, the records whose foreign keys name
/// records that no longer exist (``Database/removeOrphans(conventions:)``).
enum JSONServerRouter {
  /// The response to `request` from `database` under json-server's rules, applying its write,
  /// if it makes one, to `database`. `original` is the request before any rewriting, whose URL
  /// a `Link` or `Location` header names.
  static func response(
    to request: JSONServerRequest, original: JSONServerRequest, conventions: ForeignKeys,
    updating database: inout Database, budget: WorkBudget = WorkBudget()
  ) -> JSONServerResponse {
    guard let (raw, isMountedPath) = pathSegments(of: request.path) else { return .notFound }
    let method = request.method
    let isRead = method == "GET" || method == "HEAD"
    if isRead, raw.count == 1, raw[0].lowercased() == "db", !isMountedPath {
      return .json(database.document.serialized(.indented))
    }

    if method == "OPTIONS" { return options(for: raw, in: database) }
    var query = CollectionQuery(request)
    var parentKey: (field: String, id: String)?
    // Express matches a collection's name on the path as sent (`/po%73ts` is no collection),
    // and decodes the parameters of a route: an id, and the names of a nested route.
    var name = raw[0]
    var id = raw.count > 1 ? decoded(raw[1]) : ""
    var segmentCount = raw.count
    if raw.count == 3, isRead || method == "POST" {
      let field = conventions.foreignKey(of: decoded(raw[0]))
      if isRead {
        query.require(field, equalTo: decoded(raw[1]))
      } else {
        parentKey = (field, decoded(raw[1]))
      }
      name = decoded(raw[2])
      id = ""
      segmentCount = 1
    }
    guard let name = database.name(matching: name),
      let collection = database.collection(named: name)
    else { return .notFound }
    let context = JSONServerContext(
      name: name, request: request, original: original, conventions: conventions)

    switch (collection, segmentCount, method) {
    case (.plural(let table), 1, "GET"), (.plural(let table), 1, "HEAD"):
      return query.answer(
        listing: table, named: name, linkingFrom: original, from: database,
        conventions: conventions, budget: budget)
    case (.plural(let table), 1, "POST"):
      return context.create(in: table, settingParent: parentKey, into: &database)
    case (.plural(let table), 2, "GET"), (.plural(let table), 2, "HEAD"):
      guard let record = table.record(withID: id) else { return .notFound }
      let attached = query.relations.attach(
        to: [record], of: name, from: database, conventions: conventions, budget: budget)
      return .json((attached.first ?? record).serialized(.indented))
    case (.plural(let table), 2, "PUT"), (.plural(let table), 2, "PATCH"):
      return context.update(table, id: id, merging: method == "PATCH", in: &database)
    case (.plural(let table), 2, "DELETE"):
      // json-server removes the orphans whether the record was there or not.
      let found = table.record(withID: id) != nil
      if found { database.modifyTable(named: name) { $0.removeRecord(withID: id) } }
      database.removeOrphans(conventions: conventions)
      return found ? .json(Data("{}".utf8)) : .notFound
    case (.singular(let object), 1, "GET"), (.singular(let object), 1, "HEAD"):
      return .json(object.serialized(.indented))
    case (.singular(let object), 1, "POST"), (.singular(let object), 1, "PUT"),
      (.singular(let object), 1, "PATCH"):
      return context.write(singular: object, in: &database)
    default:
      return .notFound
    }
  }

  /// Express's answer to `OPTIONS` without cross-origin support: 200 with the methods the path
  /// takes, in `Allow` and as the body; 404 `{}` for a path that takes none.
  private static func options(
    for segments: [String], in database: Database
  ) -> JSONServerResponse {
    var methods = "GET,HEAD,POST"
    if segments.count != 3 {
      let collection = segments.first.flatMap(database.name(matching:))
        .flatMap(database.collection(named:))
      switch (collection, segments.count) {
      // As Express lists them: the route's methods in the order json-server gives them,
      // then HEAD for the GET; a nested route is two routes, GET (with HEAD) and POST.
      case (.plural?, 1): methods = "GET,POST,HEAD"
      case (.plural?, 2): methods = "GET,PUT,PATCH,DELETE,HEAD"
      case (.singular?, 1): methods = "GET,POST,PUT,PATCH,HEAD"
      default: return .notFound
      }
    }
    return JSONServerResponse(
      status: 200, headers: ["Allow": methods, "Content-Type": "text/html; charset=utf-8"],
      body: Data(methods.utf8))
  }

  /// The segments of a percent-encoded path such as `/posts/7/`, as sent, one trailing slash
  /// allowed; `nil` when the path is not absolute or has an empty segment.
  ///
  /// Express mounts a resource's router at `/name`, and that match takes one slash more: there,
  /// `/posts//` is `/posts` and `/posts//1` is `/posts/1` (`isMounted`), but no other route
  /// (`/db//`, `/posts//1/comments`) takes the empty segment.
  private static func pathSegments(of path: String) -> (segments: [String], isMounted: Bool)? {
    guard path.hasPrefix("/") else { return nil }
    var segments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    let trailing = segments.count > 1 && segments.last?.isEmpty == true ? 1 : 0
    let isMounted = segments.count > 2 && segments[1].isEmpty && segments.count - trailing <= 3
    if isMounted { segments.remove(at: 1) }
    if segments.count > 1, segments.last?.isEmpty == true { segments.removeLast() }
    guard !segments.contains(where: \.isEmpty) else { return nil }
    return (segments.map(String.init), isMounted)
  }

  /// A segment of a path decoded as Express decodes a route's parameter
  /// (`decodeURIComponent`); as it is when it does not decode, where Express fails.
  private static func decoded(_ segment: String) -> String {
    NodeQueryString.decodeURIComponent(segment) ?? segment
  }
}

/// One json-server write: the collection written, the request, and how records are named.
private struct JSONServerContext {
  let name: String
  let request: JSONServerRequest
  let original: JSONServerRequest
  let conventions: ForeignKeys

  private var idPath: [Substring] { [Substring(conventions.idField)] }

  func create(
    in table: DatabaseTable, settingParent parentKey: (field: String, id: String)?,
    into database: inout Database
  ) -> JSONServerResponse {
    var record: JSONValue
    switch BodyParser.object(of: request) {
    case .success(let object): record = object
    case .failure(let refusal): return refusal.response
    }
    if let parentKey {
      record = record.setting(.string(parentKey.id), forKey: parentKey.field)
    }
    if let given = record.value(atPath: idPath), given.isTruthy, !given.isRecordIdentifier {
      return .error(
        "\"\(conventions.idField)\" must be a string or a whole number from "
          + "-\(JSONValue.largestSafeInteger) to \(JSONValue.largestSafeInteger)",
        status: 400)
    }
    if record.value(atPath: idPath)?.isTruthy != true {
      guard let id = JSONServerContext.newID(in: table, idPath: idPath) else {
        return .error("no id is left after \(Int.max)", status: 400)
      }
      record = record.setting(id, forKey: conventions.idField)
    }
    let id = record.value(atPath: idPath)?.identifierText ?? ""
    guard table.record(withID: id) == nil else {
      return .error("Insert failed, duplicate id", status: 500)
    }
    database.modifyTable(named: name) { $0.append(record) }
    let headers = [
      "Location": "\(original.fullURL)/\(id)",
      "Access-Control-Expose-Headers": "Location",
    ]
    return .json(record.serialized(.indented), status: 201, headers: headers)
  }

  func update(
    _ table: DatabaseTable, id: String, merging: Bool, in database: inout Database
  ) -> JSONServerResponse {
    guard let existing = table.record(withID: id) else { return .notFound }
    var record: JSONValue
    switch BodyParser.object(of: request) {
    case .success(let body): record = body
    case .failure(let refusal): return refusal.response
    }
    if merging, case .object(let members) = record {
      record = members.reduce(existing) { $0.setting($1.value, forKey: $1.name) }
    }
    record = record.setting(existing.value(atPath: idPath) ?? .null, forKey: conventions.idField)
    database.modifyTable(named: name) { $0.replaceRecord(withID: id, by: record) }
    return .json(record.serialized(.indented))
  }

  func write(singular object: JSONValue, in database: inout Database) -> JSONServerResponse {
    var record: JSONValue
    switch BodyParser.object(of: request) {
    case .success(let body): record = body
    case .failure(let refusal): return refusal.response
    }
    if request.method == "PATCH", case .object(let members) = record {
      record = members.reduce(object) { $0.setting($1.value, forKey: $1.name) }
    }
    database.set(.singular(record), named: name)
    guard request.method == "POST" else { return .json(record.serialized(.indented)) }
    let headers = [
      "Location": original.fullURL,
      "Access-Control-Expose-Headers": "Location",
    ]
    return .json(record.serialized(.indented), status: 201, headers: headers)
  }

  /// lodash-id's `createId` as json-server replaces it: `1` for an empty collection, one more
  /// than the largest id (as JavaScript's `>` orders them) when that is a number, and a random
  /// string otherwise; `nil` when no integer is left.
  static func newID(in table: DatabaseTable, idPath: [Substring]) -> JSONValue? {
    guard !table.records.isEmpty else { return .integer(1) }
    var largest: JSONValue?
    for record in table.records {
      guard let id = record.value(atPath: idPath), id.identifierText != nil else { continue }
      if let current = largest, !id.isGreater(than: current) { continue }
      largest = id
    }
    // JavaScript adds one to a double: exactly up to 2^53, rounded beyond.
    if let id = largest?.integerValue {
      let (next, overflowed) = id.addingReportingOverflow(1)
      return overflowed ? nil : .integer(next)
    }
    if case .number? = largest, let id = largest?.numericValue {
      return .javaScriptNumber(id + 1)
    }
    return .string(randomID())
  }

  /// A random string of 7 characters from `A-Z`, `a-z`, `0-9`, `_` and `-`, as nanoid makes.
  static func randomID() -> String {
    var generator = SystemRandomNumberGenerator()
    return String((0..<7).map { _ in alphabet[Int(generator.next() % 64)] })
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
}

extension JSONValue {
  /// The largest whole number JavaScript holds exactly, and so json-server counts on as an
  /// id: 2^53 - 1.
  static let largestSafeInteger = 9_007_199_254_740_991

  /// Whether a new record may be given the value as its id: a string, or a whole number that
  /// JavaScript holds exactly, so that one more than the largest id is another id. Any other
  /// id (`1e308`, `1.5`, `true`, an array, an object) would make every later create in the
  /// collection fail in json-server.
  var isRecordIdentifier: Bool {
    switch self {
    case .string: true
    case .number:
      if let double = numericValue {
        double == double.rounded() && double.magnitude <= Double(JSONValue.largestSafeInteger)
      } else {
        false
      }
    default: false
    }
  }

  /// Whether JavaScript counts the value as true: all but `null`, `false`, `0` and `""`.
  var isTruthy: Bool {
    switch self {
    case .null, .bool(false), .string(""): false
    case .number: numericValue != 0
    default: true
    }
  }

  /// JavaScript's `self > other` for identifiers: numbers (and booleans) as numbers, strings as
  /// strings, a string and a number as numbers; never for arrays, objects and `null`.
  func isGreater(than other: JSONValue) -> Bool {
    switch (self, other) {
    case (.string(let lhs), .string(let rhs)):
      return JSONValue.compareUTF16(lhs, rhs) > 0
    case (.string(let text), _):
      guard let lhs = JavaScriptNumber.number(text), let rhs = other.numericValue else {
        return false
      }
      return lhs > rhs
    case (_, .string(let text)):
      guard let lhs = numericValue, let rhs = JavaScriptNumber.number(text) else { return false }
      return lhs > rhs
    default:
      guard let lhs = numericValue, let rhs = other.numericValue else { return false }
      return lhs > rhs
    }
  }
}
