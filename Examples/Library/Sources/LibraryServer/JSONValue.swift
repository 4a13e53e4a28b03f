/// A JSON value whose objects keep their members in the order written, as Spring writes them.
enum JSONValue {
  case string(String)
  case number(Int)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// `{"href": url}`, a HAL link.
  static func link(_ url: String) -> JSONValue {
    .object([("href", .string(url))])
  }

  /// The value as compact JSON text.
  var text: String {
    switch self {
    case .string(let string):
      Self.quoted(string)
    case .number(let number):
      String(number)
    case .array(let values):
      "[" + values.map(\.text).joined(separator: ",") + "]"
    case .object(let members):
      "{" + members.map { Self.quoted($0.0) + ":" + $0.1.text }.joined(separator: ",") + "}"
    }
  }

  /// `string` as a JSON string: quoted, with quotes, backslashes and control characters escaped.
  private static func quoted(_ string: String) -> String {
    var quoted = "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        quoted += (scalar.value < 0x10 ? "\\u000" : "\\u00") + String(scalar.value, radix: 16)
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
