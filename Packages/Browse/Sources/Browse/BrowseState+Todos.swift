import Features
import JSONPlaceholderFeatures
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
      updateTodos {
        $0.lastTicked = todo.id
        $0.lingering = todo.id
      }
      return [.todos(screen: id, .toggle(todo.id))]
    case .character("u"):
      return undoTick(screen, on: id)
    case .left:
      return pop()
    default:
      guard let delta = movement(for: key) else { return [] }
      let requests = move(by: delta)
      leaveLingering()
      return requests
    }
  }

  /// Ticks back the to-do ticked last, sending the server the inverse change, once the tick
  /// is saved.
  private mutating func undoTick(_ screen: TodosScreen, on id: ScreenID) -> [BrowseRequest] {
    guard let ticked = screen.lastTicked,
      screen.checklist.todos.value?.contains(where: { $0.id == ticked }) == true
    else { return [] }
    guard screen.checklist.saving[ticked] == nil else {
      notice = "saving the tick: u again once it is saved"
      return []
    }
    updateTodos {
      $0.lastTicked = nil
      $0.lingering = nil
    }
    clampPositions()
    notice = "undone"
    return [.todos(screen: id, .toggle(ticked))]
  }

  /// Once the cursor has left the to-do that lingers, lets it go, keeping the cursor on the
  /// to-do it moved to.
  private mutating func leaveLingering() {
    guard case .todos(let screen) = top.screen, let lingering = screen.lingering else { return }
    let shown = shownTodos(screen)
    let underCursor = shown.element(at: top.position.cursor)
    guard underCursor?.id != lingering else { return }
    updateTodos { $0.lingering = nil }
    guard case .todos(let after) = top.screen,
      let row = shownTodos(after).firstIndex(where: { $0.id == underCursor?.id })
    else { return clampPositions() }
    let count = shownTodos(after).count
    let rows = visibleRows(top.screen)
    updateTop { $0.position.setCursor(row, count: count, visibleRows: rows) }
  }

  private mutating func updateTodos(_ change: (inout TodosScreen) -> Void) {
    updateTop { entry in
      guard case .todos(var screen) = entry.screen else { return }
      change(&screen)
      entry.screen = .todos(screen)
    }
  }

  private mutating func changeFilter(to filter: TodoFilter, on id: ScreenID) -> [BrowseRequest] {
    updateTop { $0.position = ListPosition() }
    updateTodos { $0.lingering = nil }
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
