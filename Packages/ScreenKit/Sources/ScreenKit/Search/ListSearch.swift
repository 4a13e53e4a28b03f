import Features
import TerminalKit

/// The search of one list: its ``SearchBar``, the list's items folded once (``SearchIndex``),
/// and the offsets of the items that match.
///
/// A list hooks in by indexing its items whenever they change, ``index(_:)``, and showing
/// ``rows(of:)`` in place of its items.
public struct ListSearch: Sendable, Hashable {
  public private(set) var bar = SearchBar()
  private var items = SearchIndex(fields: [])
  /// The offsets of the items the query matches, in the list's order.
  public private(set) var matches: [Int] = []

  public init() {}

  public var search: SearchText {
    bar.search
  }

  /// Whether the rows are filtered: the query is not empty.
  public var isFiltering: Bool {
    !bar.search.isEmpty
  }

  /// Whether the bar is drawn under the list: while typing, or with a filter kept.
  public var showsBar: Bool {
    bar.isActive
  }

  /// The number of items searched.
  public var itemCount: Int {
    items.count
  }

  /// Applies `key` to the bar while it is open, filtering again when the query changes.
  public mutating func press(_ key: Key) -> SearchBar.Outcome {
    filterAgain(after: bar.press(key))
  }

  public mutating func open() -> SearchBar.Outcome {
    bar.open()
  }

  /// Clears the query and closes the bar, showing every item again.
  public mutating func clear() -> SearchBar.Outcome {
    filterAgain(after: bar.clear())
  }

  private mutating func filterAgain(after outcome: SearchBar.Outcome) -> SearchBar.Outcome {
    if outcome == .queryChanged || outcome == .cleared {
      matches = items.matches(bar.search)
    }
    return outcome
  }

  /// Takes the list's items as they now are, folding them once.
  public mutating func index(_ newItems: [some Searchable]) {
    items = SearchIndex(newItems)
    matches = items.matches(bar.search)
  }

  /// Does `change` to the search of a list, `search` (`nil` until it is opened), keeping it
  /// when it took it: what it did.
  public static func change(
    _ search: inout ListSearch?, _ change: (inout ListSearch) -> SearchBar.Outcome
  ) -> SearchBar.Outcome {
    var changed = search ?? ListSearch()
    let outcome = change(&changed)
    if outcome != .ignored {
      search = changed
    }
    return outcome
  }

  /// Whether `search`, a list's, takes every key: its bar is being typed into.
  public static func isTyping(_ search: ListSearch?) -> Bool {
    search?.bar.isEditing == true
  }

  /// The rows to show of `all`, the items indexed last: the matches while filtering, all of
  /// them otherwise.
  public func rows<Item>(of all: [Item]) -> [Item] {
    guard isFiltering else { return all }
    return matches.compactMap { all.indices.contains($0) ? all[$0] : nil }
  }
}
