import Foundation

extension FieldErrors {
  /// The field errors of an RFC 9457 problem (`application/problem+json`): its `detail`, else
  /// its `title` when nothing else is said, under no field (see ``general``); the `errors`,
  /// each a `detail` under the field its `pointer` names (`#/age` is `age`), or an object of
  /// each field's messages; and RFC 7807's `invalid-params`, each a `reason` under its `name`.
  /// `nil` for a body that says none of these.
  init?(problemDetails body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return nil
    }
    var found: [(field: String?, message: String)] = []
    if let detail = object["detail"] as? String {
      found.append((nil, detail))
    }
    if let errors = object["errors"] as? [Any] {
      for case let error as [String: Any] in errors {
        guard let message = (error["detail"] as? String) ?? (error["message"] as? String) else {
          continue
        }
        found.append(((error["pointer"] as? String).flatMap(Self.fieldName(pointer:)), message))
      }
    } else if let errors = object["errors"] as? [String: Any] {
      for (field, value) in errors.sorted(by: { $0.key < $1.key }) {
        let messages =
          (value as? [Any])?.compactMap { $0 as? String } ?? (value as? String).map { [$0] } ?? []
        found += messages.map { (field, $0) }
      }
    }
    for case let parameter as [String: Any] in object["invalid-params"] as? [Any] ?? [] {
      if let name = parameter["name"] as? String, let reason = parameter["reason"] as? String {
        found.append((name, reason))
      }
    }
    if found.isEmpty, let title = object["title"] as? String {
      found.append((nil, title))
    }
    self.init(serverMessages: found)
  }
}
