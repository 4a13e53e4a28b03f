@testable import SampleAPI

extension JSONValue {
  /// The record's `id`, when it is an integer.
  var testID: Int? {
    if case .integer(let id)? = value(atPath: ["id"]) { id } else { nil }
  }

  /// The value's JSON text, as the API serves it.
  var text: String {
    String(decoding: serialized(), as: UTF8.self)
  }

  /// The names of the object's members, in order; empty for any other value.
  var keys: [String] {
    if case .object(let members) = self { members.map(\.key) } else { [] }
  }
}

/// The integer `id`s of `records`, in order.
func ids(_ records: [JSONValue]) -> [Int] {
  records.compactMap(\.testID)
}
