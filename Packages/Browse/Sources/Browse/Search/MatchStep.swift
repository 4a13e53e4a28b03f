import Features
import TerminalKit

/// `n` and `N` after a search, as in less, vim, lazygit and k9s: the cursor goes to the next or
/// the previous match, wrapping around at either end, and the status line says which one
/// (`match 3 of 39`).
///
/// A search filters its list, so the matches are the rows shown: `n` is the row after the
/// cursor's, and `N` the one before it.
enum MatchStep {
  /// Where a step of `direction` from match `index` of `count` lands, and whether it went
  /// round an end of the list.
  static func step(from index: Int, by direction: Int, count: Int) -> (index: Int, wrapped: Bool) {
    guard count > 0 else { return (0, false) }
    let wanted = index.addingClamped(direction)
    if wanted >= count { return (0, true) }
    if wanted < 0 { return (count - 1, true) }
    return (wanted, false)
  }

  /// What the status line says once the cursor is on match `index` of `count`: `match 3 of
  /// 39`, and which end the step came round from.
  static func notice(index: Int, count: Int, direction: Int, wrapped: Bool) -> String {
    let match = "match \(index + 1) of \(count)"
    guard wrapped else { return match }
    return match + (direction > 0 ? " · wrapped to the first" : " · wrapped to the last")
  }

  /// What the status line says when `n` or `N` has no matches to move between: no search is
  /// kept, or it matches nothing.
  static func noMatches(_ search: ListSearch?) -> String {
    guard let search, search.isFiltering else { return "n N go to the next match: / to search" }
    return "no matches of \"\(search.search.text)\" to go to"
  }
}

extension SearchedList {
  /// Moves the cursor to the next match (`direction` 1, `n`), or the previous (-1, `N`),
  /// while a search filters the rows, then lets the list `settle` the rows around it; what
  /// the status line says of it.
  mutating func stepMatch(_ direction: Int, settle: (inout Self) -> Void = { _ in }) -> String {
    let count = shownRowIDs.count
    guard search?.isFiltering == true, count > 0 else { return MatchStep.noMatches(search) }
    let (row, wrapped) = MatchStep.step(from: cursor.row, by: direction, count: count)
    cursor.place(on: row, count: count, visibleRows: visibleRows)
    settle(&self)
    return MatchStep.notice(
      index: cursor.row, count: shownRowIDs.count, direction: direction, wrapped: wrapped)
  }
}
