import Foundation

extension FieldErrors {
  /// The field errors of a 422 body shaped `{"errors": {"email": ["is invalid"]}}`, or `nil`
  /// when the body has another shape or names no field.
  ///
  /// A field whose value is a single string instead of a list counts as one message. Field names
  /// and messages are the server's text, so each is made one printable line (escape sequences
  /// and controls removed) and cut: names at ``fieldNameLimit`` characters, messages at
  /// ``messageLimit``; names that become the same are merged. Each message is then quoted, and
  /// a name that is not a plain field name (letters, digits, `_`, `-`, `.`, `[`, `]`) too, with `"`
  /// and `\` escaped, so that the server's words never read as the app's own
  /// (`title: "is taken app: note: …"`).
  public init?(rejection body: Data) {
    guard
      let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let errors = object["errors"] as? [String: Any]
    else { return nil }
    self.init(messagesOf: errors)
  }

  /// The field errors of a 422 body shaped `{"email": ["is invalid"]}`, Rails' default, or
  /// `nil` when the body has another shape or names no field; read as
  /// ``init(rejection:)`` reads the object under `errors`.
  public init?(fieldsObject body: Data) {
    guard let errors = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
      return nil
    }
    self.init(messagesOf: errors)
  }

  /// The field errors of an object whose members are fields and whose values are messages.
  init?(messagesOf errors: [String: Any]) {
    guard !errors.isEmpty else { return nil }
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
      messages[Self.shownName(field), default: []] += list.map(Self.shownMessage)
    }
    self.init(messages)
  }

  /// The field errors of `errors`, each the name of a field (`nil` for none) and a message as
  /// the server wrote them, shown as ``init(rejection:)`` shows them; `nil` for none.
  init?(serverMessages errors: [(field: String?, message: String)]) {
    guard !errors.isEmpty else { return nil }
    var messages: [String: [String]] = [:]
    var general: [String] = []
    for (field, message) in errors {
      if let field {
        messages[Self.shownName(field), default: []].append(Self.shownMessage(message))
      } else {
        general.append(Self.shownMessage(message))
      }
    }
    self.init(messages, general: general)
  }

  /// A field's name from a server, one printable line, cut, and quoted unless plain.
  static func shownName(_ field: String) -> String {
    let name = field.singleLine(limit: fieldNameLimit)
    let isPlain = !name.isEmpty && name.unicodeScalars.allSatisfy(plainNameCharacters.contains)
    return isPlain ? name : quoted(name)
  }

  /// A message from a server, one printable line, cut and quoted.
  static func shownMessage(_ message: String) -> String {
    quoted(message.singleLine(limit: messageLimit))
  }

  /// The most characters of a field name kept from a server's answer.
  public static let fieldNameLimit = 60
  /// The most characters of a message kept from a server's answer: a message is shown whole
  /// (a database's constraint error with its SQL runs to hundreds), short of a flood.
  public static let messageLimit = 10_000

  /// The characters of a field name shown without quotes.
  private static let plainNameCharacters = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.[]")

  /// A message as the server wrote it, once made one printable line and cut: `message`, read
  /// by ``init(rejection:)`` or ``init(fieldsObject:)``, without the quotes and the escapes
  /// they added; any other text as it is. Where the field's name is shown beside the message,
  /// as in a form, the server's words need no quotes to be told from the app's own.
  public static func unquoted(_ message: String) -> String {
    guard message.count >= 2, message.hasPrefix("\""), message.hasSuffix("\"") else {
      return message
    }
    var text = ""
    var isEscaped = false
    for character in message.dropFirst().dropLast() {
      if !isEscaped, character == "\\" {
        isEscaped = true
        continue
      }
      isEscaped = false
      text.append(character)
    }
    return text
  }

  /// `text` in double quotes, its `"` and `\` escaped.
  private static func quoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}
