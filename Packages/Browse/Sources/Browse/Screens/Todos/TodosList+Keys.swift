import BrowseKit
import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The keys of a to-do list: `f` cycles the filter; `↑` on the first row gives the focus to
/// the selector above the list, where `←` `→` move it and `↓` gives the focus back; Space ticks
/// or unticks the to-do under the cursor, and `u` ticks back the last one ticked.
extension TodosList {
  /// While the selector has the focus, the keys that choose the filter are its own, and the
  /// list's moves, ticks and undos wait for it to give the focus back.
  static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
    ownKeys + ListKeys.searching("search the to-dos")
      + recordChanges(
        "create a to-do, edit it, delete it (after y)", title: \.title, undo: false,
        values: { state in
          state.checklist.userID.map { ["userId": .number(JSONNumber($0.rawValue))] } ?? [:]
        })
      + sharedKeys + ListKeys.moves(when: { !$0.selectorHasFocus }))

  /// The to-dos' own keys: the ticks and the filter.
  private static let ownKeys: [KeyBinding<Screen, Screen.State, Effect<Screen.Action>>] = [
    KeyBinding(
      [.character(" ")], "Space", "tick or untick the to-do",
      hint: KeyHint("␣ tick", rank: 10, whileFiltered: .shown), when: { !$0.selectorHasFocus },
      refusal: { $0.shownRows.isEmpty ? "Space: no to-do to tick" : nil },
      action: { screen, state in screen.resource.tick(&state) }),
    KeyBinding(
      [.character("u")], "u",
      "undo a delete within \(BrowseFeature.undoWindowWords), else the last tick",
      hint: KeyHint("u undo", rank: 0) { $0.deletions.undoable != nil || $0.canUndoTick },
      when: { !$0.selectorHasFocus },
      refusal: { state in
        let canUndo =
          state.deletions.undoable != nil || state.lastTicked != nil && state.canUndoTick
        return canUndo ? nil : "u: no delete or tick to undo"
      },
      action: { screen, state in
        state.deletions.undoable != nil
          ? screen.undoDelete(&state) : screen.resource.undoTick(&state)
      }),
    KeyBinding(
      [.character("f")], "f", "all, done, pending",
      hint: KeyHint("f filter", rank: 15, whileFiltered: .shown),
      action: { screen, state in
        screen.resource.changeFilter(to: state.checklist.filter.next, &state)
      }),
    KeyBinding(
      [.left, .character("h")], "↑ on the top row, ← →", "choose the filter",
      when: { $0.selectorHasFocus },
      action: { screen, state in
        screen.resource.changeFilter(to: state.checklist.filter.previous, &state)
      }),
    KeyBinding(
      [.right, .character("l")], "", "", when: { $0.selectorHasFocus },
      action: { screen, state in
        screen.resource.changeFilter(to: state.checklist.filter.next, &state)
      }),
    KeyBinding(
      [.down, .character("j"), .enter], "", "", when: { $0.selectorHasFocus },
      action: { _, state in
        state.selectorHasFocus = false
        return .none
      }),
    KeyBinding(
      [.up, .character("k")], "", "", when: { $0.isOnTheTopRow },
      action: { _, state in
        state.selectorHasFocus = true
        return .none
      }),
  ]

  /// The keys every list has, and Esc and ← that close the to-dos.
  private static let sharedKeys: [KeyBinding<Screen, Screen.State, Effect<Screen.Action>>] =
    [
      ListKeys.sort(),
      ListKeys.copy("copy the to-do's id, its JSON"),
      ListKeys.refresh(hinted: false) { screen, state in
        state.baseline = state.checklist.todos.value
        state.origin.startRefresh()
        let isShown = state.checklist.todos.value != nil
        return screen.resource.run(isShown ? .revalidate : .load, .revalidated, &state)
      },
    ] + ListKeys.closing()

  /// `u`: ticks back the last to-do ticked, once its tick is saved if it is still being saved.
  func undoTick(_ state: inout Screen.State) -> Effect<Screen.Action> {
    guard let ticked = state.lastTicked, state.canUndoTick else { return .none }
    state.lastTicked = nil
    state.lingering = nil
    let toggled = run(.toggle(ticked), .standard, &state)
    return .merge(toggled, .send(.delegate(.notice("undone"))))
  }

  /// Moves the cursor, letting go of the to-do that lingers once it left it.
  func move(by delta: Int, _ state: inout Screen.State) -> Effect<Screen.Action> {
    state.moveCursor(by: delta)
    leaveLingering(&state)
    return .none
  }

  /// `n` or `N`, or a click, gives the focus back to the list, and lets go of the to-do that
  /// lingers.
  func settle(_ state: inout Screen.State) {
    state.selectorHasFocus = false
    leaveLingering(&state)
  }

  /// Space: ticks or unticks the to-do under the cursor, and saves it; offline, says why not.
  func tick(_ state: inout Screen.State) -> Effect<Screen.Action> {
    guard let todo = state.shownRows.element(at: state.cursor.row) else { return .none }
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
  func leaveLingering(_ state: inout Screen.State) {
    guard let lingering = state.lingering else { return }
    let underCursor = state.shownRows.element(at: state.cursor.row)?.id
    guard underCursor != lingering else { return }
    state.lingering = nil
    state.indexSearch(force: true)
    let shown = state.shownRows
    guard let row = shown.firstIndex(where: { $0.id == underCursor }) else {
      return state.followCursor()
    }
    state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
  }

  /// Shows the to-dos of `filter`, the cursor back on the first.
  func changeFilter(to filter: TodoFilter, _ state: inout Screen.State) -> Effect<Screen.Action> {
    state.cursor = ListCursor()
    state.lingering = nil
    return run(.setFilter(filter), .standard, &state)
  }
}
