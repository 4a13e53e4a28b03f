import HTTPClient
import JSONCoding
import TerminalKit

/// A column of a list of records of any shape: the field it shows, by its path of names
/// (`["address", "city"]`, written `address.city`).
public struct RecordColumn: Sendable, Hashable {
  /// The names from the record to the field: one for a field of the record, more for a field
  /// of a nested object.
  public var path: [String]
  /// How much the column matters in a narrow window (see `TextTable.Column.importance`).
  public var importance: Int

  public init(path: [String], importance: Int = 0) {
    self.path = path
    self.importance = importance
  }

  /// The path written with dots, as the table's header and `--fields` write it, a name that
  /// holds a dot in brackets (`MemberPath`: `["@odata.etag"]`).
  public var name: String {
    MemberPath(path).description
  }

  /// The field's value in `record`, or `nil` when it has none there.
  public func value(in record: JSONObject) -> JSONValue? {
    guard let first = path.first, var value = record[first] else { return nil }
    for name in path.dropFirst() {
      guard let next = value[name] else { return nil }
      value = next
    }
    return value
  }

  /// The text of a cell that shows `value`: a string as it is, a number as written, `true` or
  /// `false`, nothing for `null` or a missing field, an array's count of elements, a JSON:API
  /// relationship's `ResourceIdentifier` as its id (as a foreign key shows), and any other
  /// object as compact JSON.
  public static func text(of value: JSONValue?) -> String {
    switch value {
    case nil, .null?: ""
    case .bool(let bool)?: bool ? "true" : "false"
    case .number(let number)?: number.text
    case .string(let string)?: string
    case .array(let elements)?: String(elements.count)
    case .object(let object)?:
      ResourceIdentifier(.object(object))?.id
        ?? String(decoding: JSONValue.object(object).serialized(), as: UTF8.self)
    }
  }

  /// The columns `--fields` names, separated by commas, each a path with dots
  /// (`id,address.city`), a name that holds a dot or a comma in brackets (`MemberPath`:
  /// `id,["@odata.etag"]`); `nil` when a name is empty or a bracket is not closed.
  public static func parsing(fields: String) -> [RecordColumn]? {
    guard let paths = MemberPath.list(parsing: fields),
      !paths.contains(where: { $0.names.contains(where: \.isEmpty) })
    else { return nil }
    return paths.map { RecordColumn(path: $0.names, importance: 0) }
  }
}
