import Foundation

extension FieldErrors {
  /// The message of a body that names no field, in the words an error's excerpt reads
  /// (`String.init(excerptOfErrorBody:limit:)`): Spring Boot's default (`{"timestamp",
  /// "status", "error": "Bad Request", "message": "…", "path"}`, its `message` unless empty,
  /// else its `error`), `{"message": "…"}`, `{"error": "…"}`, `{"error": {"message": "…"}}`,
  /// `{"detail": "…"}` (Django REST framework's, FastAPI's `HTTPException`) or a problem's
  /// `title`; or, for a body that is not JSON, its text (`Title is required`). `nil` for any
  /// other body.
  init?(message body: Data) {
    guard let value = try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)
    else {
      let text = String(decoding: body.prefix(64 * 1024), as: UTF8.self)
      guard Self.isPlainText(text) else { return nil }
      self.init(serverMessages: [(nil, text)])
      return
    }
    guard let object = value as? [String: Any],
      let message = String.errorWords(in: object).first
    else { return nil }
    self.init(serverMessages: [(nil, message)])
  }

  /// Whether `text` reads as a person's words: not empty, and no markup (an HTML page).
  private static func isPlainText(_ text: String) -> Bool {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return !trimmed.isEmpty && !trimmed.hasPrefix("<") && !trimmed.contains("\u{FFFD}")
  }
}
