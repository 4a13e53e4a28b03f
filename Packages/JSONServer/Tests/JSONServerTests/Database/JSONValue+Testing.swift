import JSONCoding

@testable import JSONServer

extension JSONValue {
  /// An object of `members`, in their order, written as the tests write records.
  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members))
  }

  /// A number as JavaScript holds `double`.
  static func double(_ double: Double) -> JSONValue {
    .javaScriptNumber(double)
  }

  /// The record's `id`, when it is an integer.
  var testID: Int? {
    value(atPath: ["id"])?.integerValue
  }

  /// The value's JSON text, as the API serves it.
  var text: String {
    String(decoding: serialized(.indented), as: UTF8.self)
  }

  /// The names of the object's members, in order; empty for any other value.
  var keys: [String] {
    if case .object(let members) = self { members.names } else { [] }
  }
}

/// The integer `id`s of `records`, in order.
func ids(_ records: [JSONValue]) -> [Int] {
  records.compactMap(\.testID)
}
