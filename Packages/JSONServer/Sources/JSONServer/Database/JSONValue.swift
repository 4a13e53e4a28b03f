import JSONCoding
import JavaScriptSemantics

// The serve stack holds a db.json's records in JSONCoding's `JSONValue`, the type clients read
// records of unknown shape into. What JavaScript makes of a value (its numbers, its text, its
// truth) is json-server's and stays here.

extension JSONValue {
  static func integer(_ integer: Int) -> JSONValue {
    .number(JSONNumber(integer))
  }

  /// A number as JavaScript holds it, written as `JSON.stringify` writes it (`19.9`, `1e+21`),
  /// or `null` for NaN and the infinities, which it writes as `null`.
  static func javaScriptNumber(_ double: Double) -> JSONValue {
    guard double.isFinite, let number = JSONNumber(JavaScriptNumber.string(double)) else {
      return .null
    }
    return .number(number)
  }

  /// The number when it is an integer JavaScript holds exactly, up to 2^53 either side of 0.
  var integerValue: Int? {
    guard case .number(let number) = self, let integer = number.integer,
      integer.magnitude <= 1 << 53
    else { return nil }
    return integer
  }

  /// The value at a path of member names (`["address", "city"]`), or `nil` when a member is
  /// missing or something on the way is not an object.
  func value(atPath path: [Substring]) -> JSONValue? {
    var current = self
    for name in path {
      guard case .object(let members) = current,
        let member = members.first(where: { $0.name.utf8.elementsEqual(name.utf8) })
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
    case .number(let number): number.text
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

  /// The object with its member `key` set to `value`: replaced where it stands when the object
  /// has it, else added as a JavaScript assignment adds it (after the other array indices for
  /// an array index, at the end otherwise); any other value is returned unchanged.
  func setting(_ value: JSONValue, forKey key: String) -> JSONValue {
    settingMember(key, to: value)
  }
}
