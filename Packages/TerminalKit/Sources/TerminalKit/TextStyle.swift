/// A terminal text style, written as an ANSI SGR escape sequence.
public struct TextStyle: Sendable, Hashable {
  /// The SGR parameters, such as `1` for bold.
  private let parameters: String

  /// Bold, for titles and headings.
  public static let bold = TextStyle(parameters: "1")
  /// Dim, for secondary text.
  public static let dim = TextStyle(parameters: "2")
  /// Red, for errors.
  public static let error = TextStyle(parameters: "31")
  /// Bold red, for a map's pin.
  public static let pin = TextStyle(parameters: "1;31")

  /// `text` wrapped in this style and a reset when `usesColor` is on; `text` unchanged otherwise.
  public func apply(to text: String, usesColor: Bool) -> String {
    guard usesColor, !text.isEmpty else { return text }
    return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
  }
}
