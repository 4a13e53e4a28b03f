import Foundation

extension FieldErrors {
  /// The field errors of GitHub's `Validation Failed`, `{"message": "Validation Failed",
  /// "errors": [{"resource": "Issue", "field": "title", "code": "missing_field"}]}`: each error
  /// under its `field`, or under none (see ``general``). A code is said in words
  /// (`missing_field` is `is missing`, `missing` is `does not exist`, `invalid` is `is
  /// invalid`, `already_exists` is `already exists`, `unprocessable` is `cannot be used
  /// here`); any other says its own `message`. With no error, the `message` names no field.
  /// `nil` for any other body.
  init?(gitHub body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let errors = object["errors"] as? [Any]
    else { return nil }
    var found: [(field: String?, message: String)] = []
    for error in errors {
      if let message = error as? String {
        found.append((nil, message))
      } else if let error = error as? [String: Any], let message = Self.words(ofGitHub: error) {
        found.append((error["field"] as? String, message))
      }
    }
    if found.isEmpty, let message = object["message"] as? String {
      found.append((nil, message))
    }
    self.init(serverMessages: found)
  }

  /// What a GitHub error says of its field.
  private static func words(ofGitHub error: [String: Any]) -> String? {
    switch error["code"] as? String {
    case "missing_field": "is missing"
    case "missing": "does not exist"
    case "invalid": "is invalid"
    case "already_exists": "already exists"
    case "unprocessable": "cannot be used here"
    default: (error["message"] as? String) ?? (error["code"] as? String)
    }
  }
}
