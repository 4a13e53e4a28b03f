import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostsScreen {
  /// Sorting asks for every remaining page at once, as `G` does, so that the order is that of
  /// every post rather than of the pages loaded, also while a search filters them (its end
  /// shows the pages loaded again); each page sorted in keeps the cursor on its post.
  func sorted(_ outcome: ListSort.Outcome, _ state: inout State) -> Effect<Action> {
    let pagesRemain = state.feed.hasMore && state.feed.failure == nil
    guard outcome == .sorted, pagesRemain, state.feed.remainingPages == nil else { return .none }
    return run(.loadRemainingPages, &state)
  }
}
