/// Field errors from a rejected write: `{"errors": {"email": ["is invalid"]}}`.
public struct FieldErrors: Sendable, Hashable {
  /// Each field's messages, such as `email` → `["is invalid"]`.
  public var messages: [String: [String]]
  /// The messages that name no field, in the server's order: Rails' `base`, a problem's
  /// `detail`, a Stripe error without a `param`.
  public var general: [String] = []

  public init(_ messages: [String: [String]]) {
    self.messages = messages
  }

  public init(_ messages: [String: [String]], general: [String]) {
    self.messages = messages
    self.general = general
  }

  /// One line per message, the messages of no field first and alone, then the field's name
  /// and its message, sorted by field and in the server's order within a field:
  /// `email is invalid`. A field without messages is a line of its name alone.
  public var lines: [String] {
    general
      + messages.keys.sorted().flatMap { field in
        let fieldMessages = messages[field] ?? []
        return fieldMessages.isEmpty ? [field] : fieldMessages.map { "\(field) \($0)" }
      }
  }
}
