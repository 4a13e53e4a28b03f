import JSONCoding

extension JSONValue {
  var isNull: Bool {
    if case .null = self { true } else { false }
  }
}
