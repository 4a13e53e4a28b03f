import Foundation

extension FieldErrors {
  /// The members of a fields object that name no field: Rails' `base`, Django REST
  /// framework's `non_field_errors`.
  static let generalKeys = ["base", "non_field_errors"]

  /// The field errors of a body in Rails' shapes: `{"email": ["is invalid"]}`, the same under
  /// `errors`, or `{"errors": ["Email is invalid"]}`, the full messages; `base`'s messages (and Django REST framework's
  /// `non_field_errors`') and the full messages name no field (see ``general``). `nil` for any other body.
  init?(rails body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return nil
    }
    if let list = object["errors"] as? [Any] {
      let messages = list.compactMap { $0 as? String }
      guard messages.count == list.count else { return nil }
      self.init(serverMessages: messages.map { (nil, $0) })
      return
    }
    var fields = (object["errors"] as? [String: Any]) ?? object
    var general: [String] = []
    for key in Self.generalKeys {
      switch fields.removeValue(forKey: key) {
      case nil: break
      case let message as String: general.append(message)
      case let list as [Any]:
        guard let messages = list as? [String] else { return nil }
        general += messages
      default: return nil
      }
    }
    var errors = FieldErrors([:])
    if !fields.isEmpty {
      guard let named = FieldErrors(messagesOf: fields) else { return nil }
      errors = named
    }
    errors.general = general.map(Self.shownMessage)
    guard !errors.messages.isEmpty || !errors.general.isEmpty else { return nil }
    self = errors
  }
}
