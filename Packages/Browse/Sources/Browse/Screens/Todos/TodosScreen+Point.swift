import Features
import ScreenKit

extension TodosScreen {
  /// Puts the cursor on the to-do at `index` of those shown, as a click does, taking the focus
  /// from the filter selector.
  func point(at index: Int, _ state: inout State) -> Effect<Action> {
    let count = state.shownTodos.count
    guard (0..<count).contains(index) else { return .none }
    state.selectorHasFocus = false
    state.cursor.place(on: index, count: count, visibleRows: state.visibleRows)
    leaveLingering(&state)
    return .none
  }
}
