import Foundation

/// Text to look for in the fields of fetched items, ignoring case, accents and width.
///
/// `Rene` finds `Renée`, `o` finds `Ö`, `FONTAINE` finds `Fontaine`, and `strasse` finds
/// `Straße`; other text, such as CJK or emoji, is looked for as a plain substring. A match
/// covers whole characters: `👩` does not match inside `👩‍💻`. Surrounding whitespace is
/// ignored, and an empty search matches everything. The text searched is folded as
/// ``FoldedText`` says, and ``ranges(in:)-(String)`` gives the characters of the original that match,
/// to highlight them.
///
/// ```swift
/// let found = SearchText("rené").matches(["Renée Fontaine", "renee@example.com"])  // true
/// ```
public struct SearchText: Sendable, Hashable {
  /// The text as it was typed.
  public let text: String
  /// The text without surrounding whitespace, as an id typed whole is compared.
  let trimmed: String
  let folded: [UInt8]

  public init(_ text: String) {
    self.text = text
    trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    folded = FoldedText(trimmed).bytes
  }

  /// Whether there is nothing to look for, so that every item matches.
  public var isEmpty: Bool {
    folded.isEmpty
  }

  /// Whether any of `fields` contains the text, ignoring case and accents.
  public func matches(_ fields: some Sequence<String>) -> Bool {
    guard !isEmpty else { return true }
    return fields.contains { matches(FoldedText($0)) }
  }

  /// Whether `text`, folded beforehand, contains the text; an empty search matches.
  public func matches(_ text: FoldedText) -> Bool {
    isEmpty || !text.occurrences(of: folded, firstOnly: true).isEmpty
  }

  /// The ranges of `text`'s original characters that match, from the start and not
  /// overlapping; none for an empty search.
  ///
  /// A range covers whole characters, also where folding changed their length: `munchen`
  /// gives the range of `München`, and `s` the `ß` of `Straße`.
  public func ranges(in text: FoldedText) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    for occurrence in text.occurrences(of: folded, firstOnly: false) {
      let range = text.originalRange(ofBytes: occurrence)
      // Two matches within one expanded character, such as `s` twice in `ß`, are one range.
      if let last = ranges.last, range.lowerBound < last.upperBound {
        ranges[ranges.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        ranges.append(range)
      }
    }
    return ranges
  }

  /// The ranges of `text`'s characters that match, as ``ranges(in:)-(FoldedText)`` says.
  public func ranges(in text: String) -> [Range<String.Index>] {
    guard !isEmpty else { return [] }
    return ranges(in: FoldedText(text))
  }
}
