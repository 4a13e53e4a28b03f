import Foundation

/// What a row sorts by in one column: a number, or a text compared without case, accents or
/// width, as the searches match it; a row without a value sorts after every other.
public enum SortKey: Sendable, Hashable, Comparable {
  case number(Int)
  /// A number with a fraction, or past `Int`'s range, sorted among the numbers.
  case decimal(Double)
  /// A text, sorted by its UTF-8 bytes: make it with ``folding(_:)`` to sort without case,
  /// accents or width.
  case text(String)
  /// No value: it sorts after every other.
  case missing

  /// Numbers in order, texts by their folded UTF-8 bytes (the order of their code points, and
  /// much quicker to compare than `String`'s), a missing value last.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.number(let left), .number(let right)): left < right
    case (.decimal(let left), .decimal(let right)): left < right
    case (.number(let left), .decimal(let right)): Double(left) < right
    case (.decimal(let left), .number(let right)): left < Double(right)
    case (.text(let left), .text(let right)): left.utf8.lexicographicallyPrecedes(right.utf8)
    default: lhs.rank < rhs.rank
    }
  }

  /// Where a kind of key sorts among the others.
  private var rank: Int {
    switch self {
    case .number, .decimal: 0
    case .text: 1
    case .missing: 2
    }
  }

  /// `text` folded, so that `émile` sorts beside `Emile`, and `Zoë` ties with `zoe`.
  public static func folding(_ text: String) -> Self {
    if text.utf8.allSatisfy({ $0 < 0x80 }) {
      let lowered = text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
      return .text(String(decoding: lowered, as: UTF8.self))
    }
    return .text(
      text.folding(
        options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil))
  }
}
