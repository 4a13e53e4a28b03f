import Foundation

extension FieldErrors {
  /// The field errors of a JSON:API body, `{"errors": [{"detail": "is invalid", "source":
  /// {"pointer": "/data/attributes/email"}}]}`: each error's `detail` (else its `title`) under
  /// the field its `source` points to or names as a `parameter`, or under none (see
  /// ``general``). `nil` for any other body.
  init?(jsonAPI body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let errors = object["errors"] as? [Any]
    else { return nil }
    var found: [(field: String?, message: String)] = []
    for case let error as [String: Any] in errors {
      guard let message = (error["detail"] as? String) ?? (error["title"] as? String) else {
        continue
      }
      let source = error["source"] as? [String: Any]
      let field =
        (source?["pointer"] as? String).flatMap(Self.fieldName(pointer:))
        ?? (source?["parameter"] as? String)
      found.append((field, message))
    }
    self.init(serverMessages: found)
  }

  /// The field a JSON pointer names, its segments joined by dots, without JSON:API's
  /// `/data/attributes` or `/data/relationships`: `email` for `/data/attributes/email` or
  /// `#/email`, `address.city` for `/address/city`; `nil` for the whole document or `/data`.
  static func fieldName(pointer: String) -> String? {
    let path = pointer.hasPrefix("#") ? pointer.dropFirst() : Substring(pointer)
    var segments = path.split(separator: "/").map {
      $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }
    if segments.first == "data" {
      segments.removeFirst()
      if ["attributes", "relationships"].contains(segments.first) {
        segments.removeFirst()
      }
    }
    return segments.isEmpty ? nil : segments.joined(separator: ".")
  }
}
