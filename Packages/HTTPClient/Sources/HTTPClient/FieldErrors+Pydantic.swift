import Foundation

extension FieldErrors {
  /// The field errors of FastAPI's refusal, Pydantic's validation errors: `{"detail":
  /// [{"type": "missing", "loc": ["body", "price"], "msg": "Field required"}]}`. Each `msg`
  /// is under the field its `loc` names after where it was found (`body`, `query`, `path`,
  /// `header`, `cookie`), nested with dots and an element's place in brackets
  /// (`["body", "address", "city"]` is `address.city`, `["body", "items", 0, "sku"]` is
  /// `items[0].sku`), or under none when `loc` names nothing more. `nil` for any other body.
  init?(pydantic body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let details = object["detail"] as? [Any], !details.isEmpty
    else { return nil }
    var found: [(field: String?, message: String)] = []
    for case let detail as [String: Any] in details {
      guard let message = detail["msg"] as? String, let location = detail["loc"] as? [Any]
      else { return nil }
      found.append((Self.fieldName(location: location), message))
    }
    guard found.count == details.count else { return nil }
    self.init(serverMessages: found)
  }

  /// The field a Pydantic `loc` names, without where it was found: `address.city`,
  /// `items[0].sku`; `nil` for none.
  static func fieldName(location: [Any]) -> String? {
    var steps = location
    if let first = steps.first as? String,
      ["body", "query", "path", "header", "cookie"].contains(first)
    {
      steps.removeFirst()
    }
    var name = ""
    for step in steps {
      if let index = step as? Int {
        name += "[\(index)]"
      } else if let member = step as? String {
        name += name.isEmpty ? member : ".\(member)"
      }
    }
    return name.isEmpty ? nil : name
  }
}
