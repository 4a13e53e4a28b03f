import JSONCoding

extension JSONValue {
  /// What a message calls the value's kind: `an object`, `a list`, `a string`, `a number`, `a
  /// boolean`, `null`.
  var kindName: String {
    switch self {
    case .object: "an object"
    case .array: "a list"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
