import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The keys of the Users tab: moving, opening, selecting an owner, searching, refreshing,
/// opening a user's website or place, and the forms and the deletions of the users.
extension UsersScreen {
  /// Handles `key`: the deletion's question takes it first, then a search being typed, then
  /// the list.
  func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.deletions.isAsking { return runDeletions(.answer(key), &state) }
    // The deletions over were shown until this key.
    guard state.deletions.deletions.contains(where: \.isOver) else {
      return pressOnList(key, &state)
    }
    let forget = runDeletions(.forgetFinished, &state)
    return .merge(forget, pressOnList(key, &state))
  }

  private func pressOnList(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.holdUntilRowsCome(key) { return .none }
    if let sorted = state.pressOnSort(key, { Action.delegate($0) }) { return sorted }
    if state.pressOnSearch(key) != .ignored { return .none }
    if let step = state.stepMatch(key) { return .send(.delegate(.notice(step))) }
    if let delta = Movement.delta(for: key, page: state.visibleRows) {
      state.cursor.move(
        by: delta, count: state.shownUsers.count, visibleRows: state.visibleRows,
        canGrow: state.isLoading)
      return .none
    }
    let user = state.shownUsers.element(at: state.cursor.row)
    switch key {
    case .enter:
      guard let user else { return .none }
      return .send(.delegate(.open(.user(user.id))))
    case .character(" "), .character("s"):
      guard let user else { return .none }
      return load(selecting: user.id, &state)
    case .character("x"):
      guard state.list.selectedOwner != nil else { return .none }
      return load(selecting: nil, &state)
    case .character("r"):
      if state.list.users.value != nil {
        state.baseline = state.list.visibleUsers
        state.origin.startRefresh()
      }
      return load(selecting: state.list.selectedOwner, keepingCursor: true, &state)
    case .character("o"), .character("m"):
      guard let user else { return .none }
      return open(key == .character("m") ? .map : .website, of: user)
    case .character("c"):
      let form = FormScreen(.newUser(UserFormFeature.State(mode: .create)))
      return .send(.delegate(.open(.form(form))))
    case .character("e"):
      guard let user else { return .none }
      return .send(.delegate(.open(.form(.editing(user)))))
    case .character("d"):
      guard let user else { return .none }
      guard !isOffline else {
        return .send(.delegate(.notice(DeletionPrompt.offlineRefusal(.user(user.id)))))
      }
      return runDeletions(.ask(.user(user.id), title: user.name), &state)
    case .character("u"):
      guard let target = state.deletions.undoable, case .user(let id) = target else {
        return .none
      }
      let undone = runDeletions(.deletion(ElementAction(id: target, action: .undo)), &state)
      let shown = state.shownUsers
      if let row = shown.firstIndex(where: { $0.id == id }) {
        state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
      }
      return .merge(undone, .send(.delegate(.notice("undone"))))
    default:
      return .none
    }
  }

  /// Opens `link` of `user`, saying so, or that they have none.
  private func open(_ link: UserLinks.Link, of user: User) -> Effect<Action> {
    let (notice, url) = UserLinks.opening(link, of: user)
    let said = Effect<Action>.send(.delegate(.notice(notice)))
    guard let url else { return said }
    return .merge(
      said,
      .run { [openURL] send in
        if !openURL(url) { await send(.urlNotOpened(url)) }
      })
  }
}
