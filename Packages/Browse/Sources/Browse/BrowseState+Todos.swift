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
  /// The requests to make when the To-dos tab is shown: its to-dos, the first time.
  mutating func openTodosTab() -> [BrowseRequest] {
    guard let root = stacks[BrowseTab.todos.rawValue].first,
      case .todos(var screen) = root.screen, !screen.isOpened
    else { return [] }
    screen.isOpened = true
    updateScreen(root.id) { $0 = .todos(screen) }
    freshness.startLoad(of: root.id, quiet: false)
    return [.openTodos(screen: root.id, nil)]
  }

  /// Reacts to what the checklist of screen `id` did after `action`: searches its to-dos,
  /// keeps the cursor within them, says what a refresh found, notes where they came from, and
  /// once a tick is saved, asks the screens of the to-do's user for their detail again.
  mutating func todosChanged(
    _ checklist: TodoChecklistFeature.State, screen id: ScreenID,
    by action: ScreenAction
  ) -> [BrowseRequest] {
    if case .todos(.todosResponse(let result)) = action,
      case .todos(let before)? = refreshBaselines.removeValue(forKey: id),
      case .success(let todos) = result
    {
      notice = RefreshBaseline.notice(changes: before.changedRows(comparedWith: todos))
    }
    indexSearch(ofScreen: id)
    clampPositions()
    let requests = loaded(
      id, checklist.todos, revalidation: .todos(screen: id, .load, .revalidated))
    guard case .todos(.toggleResponse(_, .success(let saved))) = action else { return requests }
    return requests + revalidateUser(saved.userId)
  }

  /// Asks each screen of user `userID` for their detail again, quietly, so that their count
  /// of done to-dos follows a saved tick: the user's detail feature takes the answer, and the
  /// store keeps what the tick made it drop.
  private mutating func revalidateUser(_ userID: User.ID) -> [BrowseRequest] {
    var requests: [BrowseRequest] = []
    for entry in stacks.joined() {
      guard case .user(let state) = entry.screen, state.userID == userID else { continue }
      freshness.startLoad(of: entry.id, quiet: true)
      requests.append(.reloadDetail(screen: entry.id))
    }
    return requests
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
      if let shown = screen.checklist.todos.value {
        refreshBaselines[id] = .todos(shown)
      }
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
