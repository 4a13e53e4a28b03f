/// A JSON document whose objects keep their members in order, so that records are served with
/// the API's field order (`userId, id, title, body`) rather than in a hash order.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  /// The value at a path of member names (`["address", "city"]`), or `nil` when a member is
  /// missing or something on the way is not an object.
  func value(atPath path: [Substring]) -> JSONValue? {
    var current = self
    for name in path {
      guard case .object(let members) = current,
        let member = members.first(where: { $0.key.utf8.elementsEqual(name.utf8) })
      else { return nil }
      current = member.value
    }
    return current
  }

  /// The text a query string would use for this value (`7`, `true`, `Bret`), or `nil` for arrays
  /// and objects, which no query parameter can name.
  var queryText: String? {
    switch self {
    case .null: "null"
    case .bool(let bool): bool ? "true" : "false"
    case .integer(let integer): String(integer)
    case .double(let double): JavaScriptNumber.string(double)
    case .string(let string): string
    case .array, .object: nil
    }
  }

  /// The text by which json-server finds a record by this identifier (`String(id)` in
  /// JavaScript): `7` and `"7"` are both `7`; `nil` for `null`, arrays and objects, which
  /// identify nothing.
  var identifierText: String? {
    switch self {
    case .null, .array, .object: nil
    default: queryText
    }
  }

  /// How `JSON.stringify` writes a number: as JavaScript writes it
  /// (``JavaScriptNumber/string(_:)``), and `null` for the values JSON cannot represent.
  static func text(for double: Double) -> String {
    guard double.isFinite else { return "null" }
    return JavaScriptNumber.string(double)
  }
}

extension JSONValue {
  /// The object with its member `key` set to `value`: replaced where it stands when the object
  /// has it, else added as a JavaScript assignment adds it (after the other array indices for
  /// an array index, at the end otherwise); any other value is returned unchanged.
  func setting(_ value: JSONValue, forKey key: String) -> JSONValue {
    settingMember(key, to: value)
  }
}
