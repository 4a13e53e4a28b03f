import Foundation

/// What a row sorts by in one column: a number, or a text compared without case, accents or
/// width, as the searches match it; a row without a value sorts after every other.
enum SortKey: Sendable, Hashable, Comparable {
  case number(Int)
  case text(String)
  case missing

  /// `text` folded, so that `émile` sorts beside `Emile`, and `Zoë` after `zoe` only on a tie.
  static func folding(_ text: String) -> Self {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let lowered = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
      return .text(String(decoding: lowered, as: UTF8.self))
    }
    return .text(
      text.folding(
        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil))
  }
}
