import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The keys of a to-do list: `f` cycles the filter; `↑` on the first row gives the focus to
/// the selector above the list, where `←` `→` move it and `↓` gives the focus back; Space ticks
/// or unticks the to-do under the cursor, and `u` ticks back the last one ticked.
extension TodosScreen {
  /// Handles `key`: a key pressed while the to-dos it acts on load waits for them (not Esc,
  /// which leaves at once), then a search being typed takes it, then the selector or the list.
  func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if key != .escape, key != .backspace, state.holdUntilRowsCome(key) { return .none }
    if let sorted = state.pressOnSort(key, { Action.delegate($0) }) { return sorted }
    if state.pressOnSearch(key) != .ignored { return .none }
    if let step = state.stepMatch(key, settle: { leaveLingering(&$0) }) {
      state.selectorHasFocus = false
      return .send(.delegate(.notice(step)))
    }
    let filter = state.checklist.filter
    switch key {
    case .character("f"):
      return changeFilter(to: filter.next, &state)
    case .character("r"):
      state.baseline = state.checklist.todos.value
      state.origin.startRefresh()
      let isShown = state.checklist.todos.value != nil
      return run(isShown ? .revalidate : .load, .revalidated, &state)
    case .escape, .backspace:
      return .send(.delegate(.close))
    default:
      break
    }
    if state.selectorHasFocus {
      switch key {
      case .left, .character("h"): return changeFilter(to: filter.previous, &state)
      case .right, .character("l"): return changeFilter(to: filter.next, &state)
      case .down, .character("j"), .enter: state.selectorHasFocus = false
      default: break
      }
      return .none
    }
    if key == .up || key == .character("k"), state.cursor.row == 0, state.cursor.target == nil {
      state.selectorHasFocus = true
      return .none
    }
    switch key {
    case .character(" "):
      guard let todo = state.shownTodos.element(at: state.cursor.row) else { return .none }
      guard !isOffline else {
        let change = "\(todo.completed ? "untick" : "tick") to-do \(todo.id)"
        return .send(.delegate(.notice(OfflineRefusal.text(change))))
      }
      state.lastTicked = todo.id
      state.lingering = todo.id
      return run(.toggle(todo.id), .standard, &state)
    case .character("u"):
      guard let ticked = state.lastTicked, state.canUndoTick else { return .none }
      state.lastTicked = nil
      state.lingering = nil
      // Sent once the tick is saved, if it is still being saved.
      let toggled = run(.toggle(ticked), .standard, &state)
      return .merge(toggled, .send(.delegate(.notice("undone"))))
    case .left:
      return .send(.delegate(.close))
    default:
      guard let delta = Movement.delta(for: key, page: state.visibleRows) else { return .none }
      state.cursor.move(
        by: delta, count: state.shownTodos.count, visibleRows: state.visibleRows,
        canGrow: state.isLoading)
      leaveLingering(&state)
      return .none
    }
  }

  /// Once the cursor has left the to-do that lingers, lets it go, keeping the cursor on the
  /// to-do it moved to.
  func leaveLingering(_ state: inout State) {
    guard let lingering = state.lingering else { return }
    let underCursor = state.shownTodos.element(at: state.cursor.row)?.id
    guard underCursor != lingering else { return }
    state.lingering = nil
    state.indexSearch()
    let shown = state.shownTodos
    guard let row = shown.firstIndex(where: { $0.id == underCursor }) else {
      return state.followCursor()
    }
    state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
  }

  func changeFilter(to filter: TodoFilter, _ state: inout State) -> Effect<Action> {
    state.cursor = ListCursor()
    state.lingering = nil
    return run(.setFilter(filter), .standard, &state)
  }
}
