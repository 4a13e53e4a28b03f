import Features
import Models
import NetworkClient
import TerminalKit

/// The to-dos screens: the To-dos tab, and a user's to-dos opened with `t`.
///
/// `f` cycles the filter. `↑` on the first row gives the focus to the selector above the list,
/// where `←` `→` move it and `↓` gives the focus back. Space ticks or unticks the to-do under
/// the cursor.
extension BrowseState {
  /// The requests to make when the To-dos tab is shown: its store, the first time.
  mutating func openTodosTab() -> [BrowseRequest] {
    guard let root = stacks[BrowseTab.todos.rawValue].first,
      case .todos(var screen) = root.screen, !screen.isOpened
    else { return [] }
    screen.isOpened = true
    updateScreen(root.id) { $0 = .todos(screen) }
    freshness.startLoad(of: root.id, quiet: false)
    return [.openTodos(screen: root.id, nil)]
  }

  /// Takes the checklist's new state for screen `id`; a quiet reload keeps the to-dos shown
  /// until it completes.
  mutating func receiveTodos(_ checklist: TodoChecklistFeature.State, screen id: ScreenID)
    -> [BrowseRequest]
  {
    if freshness.isQuiet(id), checklist.todos.isLoading { return [] }
    updateScreen(id) { screen in
      guard case .todos(var todos) = screen else { return }
      todos.checklist = checklist
      screen = .todos(todos)
    }
    indexSearch(ofScreen: id)
    clampPositions()
    return loaded(id, checklist.todos, revalidation: .todos(screen: id, .load, .revalidated))
      + usersChanged(by: checklist)
  }

  /// Gives each user screen whose to-dos `checklist` shows those to-dos as they are now, so
  /// that its count of done to-dos follows a tick.
  private func usersChanged(by checklist: TodoChecklistFeature.State) -> [BrowseRequest] {
    guard let todos = checklist.todos.value else { return [] }
    return stacks.joined().compactMap { entry in
      guard case .user(let state) = entry.screen, var detail = state.detail.value,
        checklist.userID == nil || checklist.userID == state.userID
      else { return nil }
      let theirs = todos.filter { $0.userId == state.userID }
      guard theirs != detail.todos, checklist.userID != nil || !theirs.isEmpty else { return nil }
      detail.todos = theirs
      return .userChanged(screen: entry.id, detail)
    }
  }

  /// `t` on a user's screen opens the user's to-dos; the other keys are a detail's.
  mutating func pressOnUser(_ key: Key, state: UserDetailFeature.State) -> [BrowseRequest] {
    guard key == .character("t") else { return pressOnDetail(key) }
    let userID = state.userID
    return push(.todos(TodosScreen(userID: userID))) { .openTodos(screen: $0, userID) }
  }

  mutating func pressOnTodos(_ key: Key, screen: TodosScreen) -> [BrowseRequest] {
    let id = top.id
    let filter = screen.checklist.filter
    switch key {
    case .character("f"):
      return changeFilter(to: filter.next, on: id)
    case .character("r"):
      freshness.startLoad(of: id, quiet: screen.checklist.todos.value != nil)
      return [.todos(screen: id, .load, .revalidated)]
    case .escape, .backspace:
      return pop()
    default:
      break
    }
    if screen.selectorHasFocus {
      switch key {
      case .left, .character("h"):
        return changeFilter(to: filter.previous, on: id)
      case .right, .character("l"):
        return changeFilter(to: filter.next, on: id)
      case .down, .character("j"), .enter:
        setSelectorFocus(false)
      default:
        break
      }
      return []
    }
    if key == .up || key == .character("k"), top.position.cursor == 0 {
      setSelectorFocus(true)
      return []
    }
    switch key {
    case .character(" "):
      guard let todo = shownTodos(screen).element(at: top.position.cursor) else {
        return []
      }
      return [.todos(screen: id, .toggle(todo.id))]
    case .left:
      return pop()
    default:
      guard let delta = movement(for: key) else { return [] }
      return move(by: delta)
    }
  }

  private mutating func changeFilter(to filter: TodoFilter, on id: ScreenID) -> [BrowseRequest] {
    updateTop { $0.position = ListPosition() }
    return [.todos(screen: id, .setFilter(filter))]
  }

  private mutating func setSelectorFocus(_ hasFocus: Bool) {
    updateTop { entry in
      guard case .todos(var screen) = entry.screen else { return }
      screen.selectorHasFocus = hasFocus
      entry.screen = .todos(screen)
    }
  }
}
