import Features
import ScreenKit

extension PostsScreen {
  /// Puts the cursor on the post at `index` of those shown, as a click does; the next page
  /// loads when the cursor nears the end, as it does for a key.
  func point(at index: Int, _ state: inout State) -> Effect<Action> {
    let count = state.shownPosts.count
    guard (0..<count).contains(index) else { return .none }
    state.cursor.place(on: index, count: count, visibleRows: state.visibleRows)
    return loadMoreIfNeeded(&state)
  }
}
