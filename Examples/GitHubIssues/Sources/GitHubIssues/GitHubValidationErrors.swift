import Foundation
import HTTPClient

/// GitHub's `422 Unprocessable Entity`: `{"message": "Validation Failed", "errors":
/// [{"resource": "Issue", "field": "title", "code": "missing_field"}]}`, each error under its
/// field.
///
/// A code is said in words (`missing_field` is `is missing`, `invalid` is `is invalid`,
/// `already_exists` is `already exists`, `missing` is `does not exist`, `unprocessable` is
/// `cannot be used here`); a `custom` error says its own `message`. An error without a field
/// goes under its resource, lowercased. The words are the server's answer: they are made one
/// printable line and quoted as the core quotes a server's words (see `FieldErrors`).
public enum GitHubValidationErrors {
  /// The rejection format of GitHub's endpoints.
  public static let format = RejectionFormat { body in fieldErrors(in: body) }

  /// The field errors of `body`, or `nil` when it is not GitHub's shape or names no error.
  public static func fieldErrors(in body: Data) -> FieldErrors? {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let errors = object["errors"] as? [Any], !errors.isEmpty
    else { return nil }
    var messages: [String: [String]] = [:]
    for case let error as [String: Any] in errors {
      let field =
        (error["field"] as? String)
        ?? (error["resource"] as? String)?.lowercased() ?? "request"
      guard let message = words(for: error) else { continue }
      messages[field, default: []].append(message)
    }
    guard !messages.isEmpty,
      let rails = try? JSONSerialization.data(withJSONObject: messages, options: [.sortedKeys])
    else { return nil }
    return FieldErrors(fieldsObject: rails)
  }

  /// What `error` says of its field.
  private static func words(for error: [String: Any]) -> String? {
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
