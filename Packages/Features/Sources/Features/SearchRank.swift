/// How well a value is found by a search typed to find one value by its id or its name, the
/// best first: the id typed whole, the name whole, the start of the name, then the name or
/// another of its texts holding the search. A picker lists the values found in this order; a
/// command that opens one opens the first of the best.
///
/// ```swift
/// let search = SearchText("simone")
/// let rank = search.rank(id: "a5", name: FoldedText("Simone Weil"))  // .nameStart
/// ```
public enum SearchRank: Int, Sendable, Hashable, Comparable, CaseIterable {
  case id
  case name
  case nameStart
  case held

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension SearchText {
  /// How a value with `id`, `name` and other texts `details`, folded beforehand, is found by
  /// the search (``SearchRank``), ignoring case and accents but in the id, which is compared
  /// as it is written, without the search's surrounding whitespace; `nil` when the value does
  /// not match. An empty search finds every value, ``SearchRank/held``.
  public func rank(id: String, name: FoldedText?, details: [FoldedText] = []) -> SearchRank? {
    if !trimmed.isEmpty, id == trimmed { return .id }
    if let name, !isEmpty {
      if name.bytes == folded { return .name }
      if name.bytes.starts(with: folded) { return .nameStart }
    }
    if let name, matches(name) { return .held }
    return isEmpty || details.contains(where: matches) ? .held : nil
  }

  /// The first of `values` that the search finds best, by `rank` (as
  /// ``rank(id:name:details:)`` gives it); `nil` when none matches.
  public func best<Values: Sequence>(
    of values: Values, rank: (Values.Element) -> SearchRank?
  ) -> Values.Element? {
    var best: (value: Values.Element, rank: SearchRank)?
    for value in values {
      guard let found = rank(value), best.map({ found < $0.rank }) ?? true else { continue }
      best = (value, found)
      if found == .id { break }
    }
    return best?.value
  }
}
