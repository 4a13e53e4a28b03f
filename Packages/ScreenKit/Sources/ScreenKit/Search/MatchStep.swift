import Features
import TerminalKit

/// `n` and `N` after a search, as in less, vim, lazygit and k9s: the cursor goes to the next or
/// the previous match, wrapping around at either end, and the status line says which one
/// (`match 3 of 39`).
///
/// A search filters its list, so the matches are the rows shown: `n` is the row after the
/// cursor's, and `N` the one before it.
public enum MatchStep {
  /// Where a step of `direction` from match `index` of `count` lands, and whether it went
  /// round an end of the list.
  public static func step(from index: Int, by direction: Int, count: Int)
    -> (index: Int, wrapped: Bool)
  {
    guard count > 0 else { return (0, false) }
    let wanted = index.addingClamped(direction)
    if wanted >= count { return (0, true) }
    if wanted < 0 { return (count - 1, true) }
    return (wanted, false)
  }

  /// What the status line says once the cursor is on match `index` of `count`: `match 3 of
  /// 39`, and which end the step came round from.
  public static func notice(index: Int, count: Int, direction: Int, wrapped: Bool) -> String {
    let match = "match \(index + 1) of \(count)"
    guard wrapped else { return match }
    return match + (direction > 0 ? " · wrapped to the first" : " · wrapped to the last")
  }

  /// What the status line says when `n` or `N` has no matches to move between: no search is
  /// kept, or it matches nothing.
  public static func noMatches(_ search: ListSearch?) -> String {
    guard let search, search.isFiltering else { return "n N go to the next match: / to search" }
    return "no matches of \"\(search.search.text)\" to go to"
  }
}
