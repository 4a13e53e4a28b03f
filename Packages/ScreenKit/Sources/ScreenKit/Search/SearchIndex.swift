import Features

/// A list's items with their searchable text folded once, so that each new query filters
/// them without folding again.
///
/// An item's fields are folded as one text, separated by a control character that a typed
/// query never holds, so that one search looks in every field at once and no match spans two
/// fields.
public struct SearchIndex: Sendable, Hashable {
  private let texts: [FoldedText]

  /// Folds the fields of each item of a list: `fields[i]` are item `i`'s.
  public init(fields: [[String]]) {
    texts = FoldedText.folding(fields.map { $0.joined(separator: "\u{1F}") })
  }

  public init(_ items: [some Searchable]) {
    self.init(fields: items.map { $0.searchableFields })
  }

  public var count: Int {
    texts.count
  }

  /// The offsets of the items that `search` matches, in order; every item for an empty search.
  public func matches(_ search: SearchText) -> [Int] {
    guard !search.isEmpty else { return Array(texts.indices) }
    return texts.indices.filter { search.matches(texts[$0]) }
  }
}
