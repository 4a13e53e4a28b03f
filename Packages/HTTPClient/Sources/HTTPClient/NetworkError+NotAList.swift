import JSONCoding

extension NetworkError {
  /// The failure of an answer of `resource` that is `value`, not a list of records: saying so,
  /// and that it is an object when it is one (a list wrapped in a member not named).
  static func notAList(resource: String, value: JSONValue?) -> NetworkError {
    let shape =
      value?.object != nil ? "an object, not a list of records" : "not a list of records"
    return .undecodable(resource: resource, codingPath: "", reason: "the answer is \(shape)")
  }
}
