/// Field errors from a 422 answer: `{"errors": {"email": ["is invalid"]}}`.
public struct FieldErrors: Sendable, Hashable {
  /// Each field's messages, such as `email` → `["is invalid"]`.
  public var messages: [String: [String]]

  /// Creates field errors from each field's messages.
  public init(_ messages: [String: [String]]) {
    self.messages = messages
  }

  /// One line per message, the field's name first, sorted by field and in the server's order
  /// within a field: `email is invalid`. A field without messages is a line of its name alone.
  public var lines: [String] {
    messages.keys.sorted().flatMap { field in
      let fieldMessages = messages[field] ?? []
      return fieldMessages.isEmpty ? [field] : fieldMessages.map { "\(field) \($0)" }
    }
  }
}
