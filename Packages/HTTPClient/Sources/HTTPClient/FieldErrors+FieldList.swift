import Foundation

extension FieldErrors {
  /// The names a list's objects give the field they are about.
  static let fieldKeys = ["field", "key", "name", "path", "loc", "target", "pointer", "param"]
  /// The names a list's objects give their message.
  static let messageKeys = ["message", "msg", "detail", "reason", "description", "defaultMessage"]

  /// The field errors of a body whose shape is not one of the known ones, but which holds,
  /// wherever it does (the first one found, going through its members in order), a list of
  /// objects that each say a message (`message`, `msg`, `detail`, `reason`, `description`,
  /// Spring's `defaultMessage`),
  /// at least one of them about a field (`field`, `key`, `name`, `path`, `loc`, `target`,
  /// `pointer`, `param`: a name, a JSON pointer, or a list of names): Google's
  /// `{"error": {"details": [{"fieldViolations": [{"field": "name", "description": "…"}]}]}}`,
  /// and most APIs' own. `nil` for any other body.
  init?(fieldList body: Data) {
    guard let value = try? JSONSerialization.jsonObject(with: body),
      let found = Self.firstFieldList(in: value, depth: 0)
    else { return nil }
    self.init(serverMessages: found)
  }

  /// The deepest a field list is looked for.
  private static let depthLimit = 8

  private static func firstFieldList(in value: Any, depth: Int) -> [(
    field: String?, message: String
  )]? {
    guard depth <= depthLimit else { return nil }
    if let list = value as? [Any] {
      if let read = fieldList(list) { return read }
      for element in list {
        if let read = firstFieldList(in: element, depth: depth + 1) { return read }
      }
    } else if let object = value as? [String: Any] {
      for key in object.keys.sorted() {
        if let member = object[key], let read = firstFieldList(in: member, depth: depth + 1) {
          return read
        }
      }
    }
    return nil
  }

  /// `list` read as messages about fields: every element an object with a message, at least
  /// one about a field.
  private static func fieldList(_ list: [Any]) -> [(field: String?, message: String)]? {
    guard !list.isEmpty else { return nil }
    var found: [(field: String?, message: String)] = []
    for element in list {
      guard let object = element as? [String: Any],
        let message = messageKeys.lazy.compactMap({ object[$0] as? String }).first
      else { return nil }
      found.append((field(in: object), message))
    }
    return found.contains { $0.field != nil } ? found : nil
  }

  /// The field an object of a list is about: a name, a JSON pointer's, or a list of names.
  private static func field(in object: [String: Any]) -> String? {
    for key in fieldKeys {
      if let name = object[key] as? String, !name.isEmpty {
        return name.hasPrefix("/") || name.hasPrefix("#/") ? fieldName(pointer: name) : name
      }
      if let location = object[key] as? [Any] {
        return fieldName(location: location)
      }
    }
    return nil
  }
}
