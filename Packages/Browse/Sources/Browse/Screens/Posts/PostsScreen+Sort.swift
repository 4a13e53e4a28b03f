import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

extension PostsScreen {
  /// Gives `key` to the sort; `nil` when it is not the sort's. Sorting asks for every
  /// remaining page at once, as `G` does, so that the order is that of every post rather
  /// than of the pages loaded, also while a search filters them (its end shows the pages
  /// loaded again); each page sorted in keeps the cursor on its post.
  func pressOnSort(_ key: Key, _ state: inout State) -> Effect<Action>? {
    guard !ListSearch.isTyping(state.search) else { return nil }
    let (outcome, notice) = state.pressOnSort(key)
    guard outcome != .ignored else { return nil }
    let said = notice.map { Effect<Action>.send(.delegate(.notice($0))) } ?? .none
    let pagesRemain = state.feed.hasMore && state.feed.failure == nil
    guard outcome == .sorted, pagesRemain, state.feed.remainingPages == nil else {
      return said
    }
    return .merge(said, run(.loadRemainingPages, &state))
  }
}
