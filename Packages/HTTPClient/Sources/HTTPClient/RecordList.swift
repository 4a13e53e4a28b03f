import JSONCoding

/// The list of records an answer of a REST API holds, and where it found them, for a program
/// that knows nothing of the API: a bare array; HAL's `_embedded.<rel>`; JSON:API's `data`,
/// each resource object's `attributes` read as the record's fields after its `id`, its
/// relationships as ``ResourceIdentifier``s after them; the member of
/// an envelope (`{"object": "list", "data": […], "has_more": false}`) named `data`, `items`,
/// `results`, `records`, `response`, `content` or `entries`, or else its one array, when that
/// array holds objects; or a result sent as columns and rows, as datasette and many SQL-backed
/// APIs send one (`{"columns": ["id", "title"], "rows": [[7, "Tides"]]}`), each row read as the
/// record of its columns' names.
///
/// An object with an `id` of its own is a record, whatever lists it holds (`{"id": 7, "items":
/// […]}` is an order and its lines), unless a member is named (``at(_:in:)``).
///
/// ```swift
/// let body: JSONValue = ["_embedded": ["books": [["title": "Tides"]]], "page": ["number": 0]]
/// let list = RecordList.find(in: body)
/// // list?.member == "_embedded.books", list?.records.count == 1
/// ```
public struct RecordList: Sendable, Hashable {
  /// The dotted path of the member the records are in (`MemberPath`'s text); `nil` for a bare
  /// array.
  public var member: String?
  /// Whether the records are JSON:API resource objects, read as their `id` and `attributes`.
  public var isJSONAPI: Bool
  /// The records, in the answer's order.
  public var records: [JSONObject]

  /// The names of an envelope's list member, in the order they are looked for.
  public static let memberNames = [
    "data", "items", "results", "records", "response", "content", "entries",
  ]

  /// Creates a list from its parts.
  public init(member: String?, isJSONAPI: Bool = false, records: [JSONObject]) {
    self.member = member
    self.isJSONAPI = isJSONAPI
    self.records = records
  }

  /// Why a member named for the list holds none.
  public struct NotAList: Error, Sendable, Hashable, CustomStringConvertible {
    public var description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// The list in `value`, found as the type says; `nil` when `value` holds none: a record, or
  /// an array of anything but objects.
  public static func find(in value: JSONValue) -> RecordList? {
    switch value {
    case .array(let elements):
      return objects(elements).map { RecordList(member: nil, records: $0) }
    case .object(let object):
      return find(in: object)
    default:
      return nil
    }
  }

  /// The list at the dotted path `member` of `value` (`_embedded.books`, `data`), read as
  /// JSON:API's resource objects when they are.
  ///
  /// - Throws: ``NotAList`` when there is no such member, or it is not an array of objects.
  public static func at(_ member: String, in value: JSONValue) throws(NotAList) -> RecordList {
    guard let found = value.member(atPath: member) else {
      throw NotAList(description: "the answer has no member \(member)")
    }
    guard case .array(let elements) = found, let records = objects(elements) else {
      throw NotAList(description: "the answer's \(member) is not a list of records")
    }
    // Named as a list found would be: `["value"]` is `value`.
    return list(records, at: MemberPath(parsing: member)?.description ?? member)
  }

  /// The record an answer that is no list holds: the object in its one member named as a
  /// list's would be (`{"response": {…}}`, JSON:API's `{"data": {…}, "links": {…}}`, its
  /// `meta`, `links`, `jsonapi` and `included` aside), read as a resource object's `id` and `attributes`
  /// when it is one, with the member's name; else the object itself, without one. `nil` for
  /// anything but an object.
  ///
  /// ```swift
  /// let body: JSONValue = ["response": ["id": 3, "name": "Honey"]]
  /// let found = RecordList.record(in: body)
  /// // found?.member == "response", found?.record == ["id": 3, "name": "Honey"]
  /// ```
  public static func record(in value: JSONValue) -> (member: String?, record: JSONObject)? {
    guard case .object(let object) = value else { return nil }
    if let rows = columnsAndRows(in: object), rows.count == 1, let row = rows.first {
      return ("rows", row)
    }
    let members = object.filter { !["meta", "links", "jsonapi", "included"].contains($0.name) }
    guard members.count == 1, let only = members.first, memberNames.contains(only.name),
      case .object(let inner) = only.value
    else { return (nil, object) }
    return (only.name, isResourceObject(inner) ? flattened(inner) : inner)
  }

  /// The records a JSON:API document includes beside its data (`included`, asked for with
  /// `?include=author`), each read as a record of its `data` is, by its identifier; none for
  /// any other answer.
  ///
  /// ```swift
  /// let body: JSONValue = [
  ///   "data": ["type": "book", "id": "7", "attributes": ["title": "Tides"]],
  ///   "included": [["type": "author", "id": "3", "attributes": ["name": "Ada"]]],
  /// ]
  /// let included = RecordList.included(in: body)
  /// // included[ResourceIdentifier(type: "author", id: "3")]?["name"] == "Ada"
  /// ```
  public static func included(in value: JSONValue) -> [ResourceIdentifier: JSONObject] {
    guard case .array(let resources)? = value["included"] else { return [:] }
    var included: [ResourceIdentifier: JSONObject] = [:]
    for case .object(let resource) in resources where isResourceObject(resource) {
      if case .string(let type)? = resource["type"], case .string(let id)? = resource["id"] {
        included[ResourceIdentifier(type: type, id: id)] = flattened(resource)
      }
    }
    return included
  }

  private static func find(in object: JSONObject) -> RecordList? {
    // datasette's answer for one row is the row's, not a list.
    if let rows = columnsAndRows(in: object), object["primary_key_values"] == nil {
      return RecordList(member: "rows", records: rows)
    }
    if case .object(let embedded) = object["_embedded"] {
      for member in embedded {
        if case .array(let elements) = member.value, let records = objects(elements) {
          return RecordList(
            member: MemberPath(["_embedded", member.name]).description, records: records)
        }
      }
    }
    guard object["id"] == nil else { return nil }
    for name in memberNames {
      if case .array(let elements) = object[name], let records = objects(elements) {
        return list(records, at: name)
      }
    }
    // JSON:API's document of one resource: its `included` are not the list.
    if case .object = object["data"] { return nil }
    let arrays = object.filter { $0.value.array != nil }
    guard arrays.count == 1, let only = arrays.first, case .array(let elements) = only.value,
      let records = objects(elements)
    else { return nil }
    return list(records, at: MemberPath([only.name]).description)
  }

  /// The list of `records` at `member`, read as JSON:API's when every one is a resource
  /// object.
  private static func list(_ records: [JSONObject], at member: String) -> RecordList {
    guard !records.isEmpty, records.allSatisfy(isResourceObject) else {
      return RecordList(member: member, records: records)
    }
    return RecordList(member: member, isJSONAPI: true, records: records.map(flattened))
  }

  /// Whether `record` is a JSON:API resource object: a `type`, an `id` and `attributes`.
  private static func isResourceObject(_ record: JSONObject) -> Bool {
    guard case .string = record["type"], record["id"] != nil,
      case .object = record["attributes"]
    else { return false }
    return true
  }

  /// A resource object's `id`, then its `attributes`, then each of its `relationships` that
  /// names its records (`data`) as their ``ResourceIdentifier``s: one, or `null`, for a to-one
  /// relationship; a list of them for a to-many, left out when empty. An attribute named as a
  /// relationship is the attribute.
  private static func flattened(_ resource: JSONObject) -> JSONObject {
    let attributes = (resource["attributes"]?.object ?? JSONObject()).lazy
      .filter { $0.name != "id" }
      .map { ($0.name, $0.value) }
    var record = JSONObject([("id", resource["id"] ?? .null)] + attributes)
    for relationship in resource["relationships"]?.object ?? JSONObject() {
      guard record[relationship.name] == nil, let data = relationship.value["data"] else {
        continue
      }
      if let one = ResourceIdentifier(data) {
        record[relationship.name] = one.value
      } else if data == .null {
        record[relationship.name] = .null
      } else if let many = ResourceIdentifier.all(in: data) {
        record[relationship.name] = .array(many.map(\.value))
      }
    }
    return record
  }

  /// The records of an answer sent as columns and rows: a `columns` array of names beside a
  /// `rows` array, each row an array of its values in the columns' order (a value beyond the
  /// columns left out, a column beyond the values `null`), or an object (datasette's
  /// `_shape=objects`); `nil` for any other object.
  static func columnsAndRows(in object: JSONObject) -> [JSONObject]? {
    guard case .array(let columnValues) = object["columns"],
      case .array(let rows) = object["rows"]
    else { return nil }
    var columns: [String] = []
    columns.reserveCapacity(columnValues.count)
    for value in columnValues {
      guard case .string(let name) = value else { return nil }
      columns.append(name)
    }
    var records: [JSONObject] = []
    records.reserveCapacity(rows.count)
    for row in rows {
      switch row {
      case .object(let record):
        records.append(record)
      case .array(let values):
        records.append(
          JSONObject(
            columns.enumerated().map { place, name in
              (name, place < values.count ? values[place] : .null)
            }))
      default:
        return nil
      }
    }
    return records
  }

  /// `elements` when every one is an object.
  private static func objects(_ elements: [JSONValue]) -> [JSONObject]? {
    var records: [JSONObject] = []
    records.reserveCapacity(elements.count)
    for element in elements {
      guard case .object(let record) = element else { return nil }
      records.append(record)
    }
    return records
  }
}
