import Foundation

/// Text to look for in the fields of fetched items, ignoring case and accents.
///
/// `Rene` finds `Renée`, `o` finds `Ö`, and `FONTAINE` finds `Fontaine`; other text, such as
/// CJK or emoji, is looked for as a plain substring. Surrounding whitespace is ignored, and an
/// empty search matches everything.
///
/// ```swift
/// SearchText("rené").matches(["Renée Fontaine", "renee@example.com"])  // true
/// ```
public struct SearchText: Sendable, Hashable {
  /// The text as it was typed.
  public let text: String
  private let folded: String

  /// Creates a search for `text`.
  public init(_ text: String) {
    self.text = text
    self.folded = Self.folded(text.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  /// Whether there is nothing to look for, so that every item matches.
  public var isEmpty: Bool {
    folded.isEmpty
  }

  /// Whether any of `fields` contains the text, ignoring case and accents.
  public func matches(_ fields: some Sequence<String>) -> Bool {
    guard !isEmpty else { return true }
    return fields.contains { Self.folded($0).contains(folded) }
  }

  private static func folded(_ text: String) -> String {
    text.folding(
      options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
  }
}
