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
        let member = members.first(where: { $0.key == name })
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
    case .double(let double): JSONValue.text(for: double)
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

  /// How JavaScript writes a number: integral values without a fraction (`3`, not `3.0`), and
  /// `null` for the values JSON cannot represent.
  static func text(for double: Double) -> String {
    guard double.isFinite else { return "null" }
    if double == double.rounded(), abs(double) < 1e15 {
      return String(Int(double))
    }
    return String(double)
  }
}

extension JSONValue {
  /// The object with its member `key` set to `value`: replaced where it stands when the object
  /// has it, appended otherwise, as a JavaScript assignment does; any other value is returned
  /// unchanged.
  func setting(_ value: JSONValue, forKey key: String) -> JSONValue {
    guard case .object(var members) = self else { return self }
    if let index = members.firstIndex(where: { $0.key == key }) {
      members[index].value = value
    } else {
      members.append((key, value))
    }
    return .object(members)
  }
}
