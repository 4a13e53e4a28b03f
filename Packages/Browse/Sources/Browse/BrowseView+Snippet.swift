import Features
import TerminalKit

extension BrowseView {
  /// The line under the cursor's row of `screen` that shows why it matched the search, when
  /// its cells do not: see ``MatchSnippet``.
  func matchSnippet(on screen: BrowseScreen, row: Int) -> String? {
    guard let search = state.search(on: screen), search.isFiltering else { return nil }
    let width = BrowseLayout.contentWidth(state.size) - 2
    switch screen {
    case .posts:
      return state.shownPosts.element(at: row).flatMap {
        MatchSnippet.line(for: $0, search: search.search, width: width)
      }
    case .users:
      return state.shownUsers.element(at: row).flatMap {
        MatchSnippet.line(for: $0, search: search.search, width: width)
      }
    default:
      return nil
    }
  }
}
