import Foundation

extension FieldErrors {
  /// The field errors of a 422 body shaped `{"errors": {"email": ["is invalid"]}}`, or `nil`
  /// when the body has another shape or names no field.
  ///
  /// A field whose value is a single string instead of a list counts as one message.
  init?(rejection body: Data) {
    guard
      let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let errors = object["errors"] as? [String: Any], !errors.isEmpty
    else { return nil }
    var messages: [String: [String]] = [:]
    for (field, value) in errors {
      if let message = value as? String {
        messages[field] = [message]
      } else if let list = value as? [Any], let strings = list as? [String] {
        messages[field] = strings
      } else {
        return nil
      }
    }
    self.init(messages)
  }
}
