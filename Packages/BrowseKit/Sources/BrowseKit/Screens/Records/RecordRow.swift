import Features
import JSONCoding
import ScreenKit

/// A record of any shape as a row of a generic list: the record kept as compact JSON text,
/// what tells it from the others, and its name; its fields are read again from the text when
/// a screen needs them (the rows in sight, the one under the cursor, a sort, a search), so that
/// a row costs about what its JSON does however many are loaded.
public struct RecordRow: Sendable, Hashable, Searchable {
  /// What tells a row from the others: the record's id as it stands in its URL, or, for a
  /// record without one, its place among the rows read.
  public enum Identity: Sendable, Hashable {
    case id(String)
    case position(Int)
  }

  /// The record as compact JSON text.
  private let json: [UInt8]
  let identity: Identity
  /// The record, as its screen opens it and a deletion deletes it; `nil` without an id.
  public let key: RecordKey?
  /// The record's name- or title-like field, as its screen is titled and a jump by name finds
  /// it.
  public let name: String?
  /// The record's fields that are `true` or `false`, by name, which a list filters by without
  /// reading the record again.
  public let flags: [String: Bool]
  /// The names of the records the row links to, by the field that links them (`userId`:
  /// `Leanne Graham`), as ``RecordLinkNames`` read them with the row's page.
  public internal(set) var linkNames: [String: String] = [:]

  /// The row of `fields`, a record of `resource`, the `position`th read, identified by its
  /// member `idField`.
  public init(_ fields: JSONObject, of resource: BrowsedResource, position: Int, idField: String) {
    self.init(fields, of: resource, position: position, id: Self.idText(fields[idField]))
  }

  /// The row of `fields`, a record of `resource`, the `position`th read, identified by `id`
  /// as its description reads it (`ResourceClient.recordID`: its id field, or its self link);
  /// by its place without one.
  public init(_ fields: JSONObject, of resource: BrowsedResource, position: Int, id: String?) {
    json = Array(JSONValue.object(fields).serialized(.compact))
    let id = id.flatMap { $0.isEmpty ? nil : $0 }
    identity = id.map(Identity.id) ?? .position(position)
    key = id.map { RecordKey(resource: resource, id: $0) }
    name = RecordColumns.name(of: fields)
    var flags: [String: Bool] = [:]
    for member in fields {
      if case .bool(let flag) = member.value { flags[member.name] = flag }
    }
    self.flags = flags
  }

  /// The row of record `key` with `fields`.
  init(_ fields: JSONObject, of key: RecordKey) {
    self.init(fields, of: key.resource, position: 0, id: key.id)
  }

  /// The record's fields, read from its text.
  public var fields: JSONObject {
    json.withUnsafeBytes { try? JSONValue(parsing: $0) }?.object ?? [:]
  }

  /// The fields as the list shows them: each link whose record is named, by its name.
  public var shownFields: JSONObject {
    var fields = fields
    for (field, name) in linkNames { fields[field] = .string(name) }
    return fields
  }

  /// Every string and number of the record, however deep, and the names of the records it
  /// links to, each a field of the search.
  public var searchableFields: [String] {
    var texts: [String] = []
    Self.gatherTexts(of: .object(fields), into: &texts)
    texts += linkNames.keys.sorted().compactMap { linkNames[$0] }
    return texts
  }

  /// The record's id as it stands in its URL, when it has one.
  public var id: String? {
    guard case .id(let id) = identity else { return nil }
    return id
  }

  /// An id's text in a URL: a string as it is, a number as written, a JSON:API relationship's
  /// `ResourceIdentifier` as its id; `nil` for another value.
  public static func idText(_ value: JSONValue?) -> String? {
    switch value {
    case .string(let text)?: text.isEmpty ? nil : text
    case .number(let number)?: number.text
    case .object?: value.flatMap(ResourceIdentifier.init).map(\.id)
    default: nil
    }
  }

  /// What the row sorts by in `column`: numbers as numbers, texts folded, an array by its
  /// count, nothing last.
  func sortKey(_ column: RecordColumn) -> SortKey {
    if column.path.count == 1, let name = linkNames[column.name] { return .folding(name) }
    let value = column.value(in: fields)
    switch value {
    case .number(let number)?:
      if let integer = number.integer { return .number(integer) }
      return number.double.map(SortKey.decimal) ?? .folding(number.text)
    case .array(let elements)?: return .number(elements.count)
    case .bool(let bool)?: return .folding(bool ? "true" : "false")
    case .string(let text)?: return .folding(text)
    case .object?: return .folding(RecordColumn.text(of: value))
    case .null?, nil: return .missing
    }
  }

  private static func gatherTexts(of value: JSONValue, into texts: inout [String]) {
    switch value {
    case .string(let text): texts.append(text)
    case .number(let number): texts.append(number.text)
    case .array(let elements): for element in elements { gatherTexts(of: element, into: &texts) }
    case .object(let object): for member in object { gatherTexts(of: member.value, into: &texts) }
    case .bool, .null: break
    }
  }
}
