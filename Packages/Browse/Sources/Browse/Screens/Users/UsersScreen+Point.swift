import Features
import ScreenKit

extension UsersScreen {
  /// Puts the cursor on the user at `index` of those shown, as a click does.
  func point(at index: Int, _ state: inout State) -> Effect<Action> {
    let count = state.shownUsers.count
    guard (0..<count).contains(index) else { return .none }
    state.cursor.place(on: index, count: count, visibleRows: state.visibleRows)
    return .none
  }
}
