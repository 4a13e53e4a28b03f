import Foundation
import Models
import NetworkClient

extension FieldErrors {
  /// The field errors of a 422 body shaped `{"errors": {"email": ["is invalid"]}}`, or `nil`
  /// when the body has another shape or names no field.
  ///
  /// A field whose value is a single string instead of a list counts as one message. Field names
  /// and messages are the server's text, so each is made one printable line (escape sequences
  /// and controls removed) and cut: names at ``fieldNameLimit`` characters, messages at
  /// ``messageLimit``; names that become the same are merged.
  init?(rejection body: Data) {
    guard
      let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let errors = object["errors"] as? [String: Any], !errors.isEmpty
    else { return nil }
    var messages: [String: [String]] = [:]
    for (field, value) in errors {
      let list: [String]
      if let message = value as? String {
        list = [message]
      } else if let values = value as? [Any], let strings = values as? [String] {
        list = strings
      } else {
        return nil
      }
      messages[field.singleLine(limit: Self.fieldNameLimit), default: []] +=
        list.map { $0.singleLine(limit: Self.messageLimit) }
    }
    self.init(messages)
  }

  /// The most characters of a field name kept from a server's answer.
  static let fieldNameLimit = 60
  /// The most characters of a message kept from a server's answer.
  static let messageLimit = 120
}
