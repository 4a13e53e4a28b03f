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
    // The selector has the focus: it takes every key but these of the list.
    let keptWhileChoosing: [Key] = [.character("f"), .character("r"), .escape, .backspace]
    if state.selectorHasFocus, !keptWhileChoosing.contains(key) {
      return Self.selectorKeys.effect(key, on: self, &state) { .delegate(.notice($0)) }
    }
    if key == .up || key == .character("k"), state.cursor.row == 0, state.cursor.target == nil {
      state.selectorHasFocus = true
      return .none
    }
    if let delta = Movement.delta(for: key, page: state.visibleRows) {
      state.cursor.move(
        by: delta, count: state.shownTodos.count, visibleRows: state.visibleRows,
        canGrow: state.isLoading)
      leaveLingering(&state)
      return .none
    }
    return Self.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }

  /// The keys of the to-dos: each with what it does and the words that say so.
  static let keys = KeyTable<TodosScreen, State, Effect<Action>>([
    KeyBinding(
      [.character(" ")], "Space", "tick or untick the to-do", hint: KeyHint("␣ tick", rank: 10),
      refusal: { $0.shownTodos.isEmpty ? "Space: no to-do to tick" : nil }
    ) { screen, state in screen.tick(&state) },
    KeyBinding(
      [.character("u")], "u", "undo the last tick",
      hint: KeyHint("u undo", rank: 0) { $0.canUndoTick },
      refusal: { $0.lastTicked != nil && $0.canUndoTick ? nil : "u: no tick to undo" }
    ) { screen, state in
      guard let ticked = state.lastTicked, state.canUndoTick else { return .none }
      state.lastTicked = nil
      state.lingering = nil
      // Sent once the tick is saved, if it is still being saved.
      let toggled = screen.run(.toggle(ticked), .standard, &state)
      return .merge(toggled, .send(.delegate(.notice("undone"))))
    },
    KeyBinding([.character("f")], "f", "all, done, pending", hint: KeyHint("f filter", rank: 15)) {
      screen, state in screen.changeFilter(to: state.checklist.filter.next, &state)
    },
    KeyBinding(
      [.right, .character("h"), .character("l")], "↑ on the top row, ← →", "choose the filter",
      action: nil),
    ListKeys.search("search the to-dos"),
    ListKeys.matches(),
    ListKeys.sort(KeyHelp.sortKeys(SortColumns.todos)),
    ListKeys.copy("copy the to-do's id, its JSON"),
    ListKeys.refresh(hinted: false) { screen, state in
      state.baseline = state.checklist.todos.value
      state.origin.startRefresh()
      let isShown = state.checklist.todos.value != nil
      return screen.run(isShown ? .revalidate : .load, .revalidated, &state)
    },
    KeyBinding([.escape, .backspace, .left], "", "") { _, _ in .send(.delegate(.close)) },
  ])

  /// The keys of the filter selector while it has the focus: the help says them as one line
  /// of ``keys``.
  static let selectorKeys = KeyTable<TodosScreen, State, Effect<Action>>([
    KeyBinding([.left, .character("h")], "←", "") { screen, state in
      screen.changeFilter(to: state.checklist.filter.previous, &state)
    },
    KeyBinding([.right, .character("l")], "→", "") { screen, state in
      screen.changeFilter(to: state.checklist.filter.next, &state)
    },
    KeyBinding([.down, .character("j"), .enter], "↓", "") { _, state in
      state.selectorHasFocus = false
      return .none
    },
  ])

  /// Space: ticks or unticks the to-do under the cursor, and saves it; offline, says why not.
  private func tick(_ state: inout State) -> Effect<Action> {
    guard let todo = state.shownTodos.element(at: state.cursor.row) else { return .none }
    guard !isOffline else {
      let change = "\(todo.completed ? "untick" : "tick") to-do \(todo.id)"
      return .send(.delegate(.notice(OfflineRefusal.text(change))))
    }
    state.lastTicked = todo.id
    state.lingering = todo.id
    return run(.toggle(todo.id), .standard, &state)
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
