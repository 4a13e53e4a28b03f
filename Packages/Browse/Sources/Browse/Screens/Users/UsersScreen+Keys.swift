import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
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

  /// The keys of the users: each with what it does and the words that say so.
  static let keys = KeyTable<UsersScreen, State, Effect<Action>>(
    [
      ListKeys.open(
        "open the user", nothing: "no user to open", hasItem: { $0.selectedUser != nil }
      ) { _, state in
        guard let user = state.selectedUser else { return .none }
        return .send(.delegate(.open(.user(user.id))))
      },
      KeyBinding(
        [.character(" "), .character("s")], "Space, s",
        "exclude the user: the list without them, reversed",
        hint: KeyHint("␣ exclude", rank: 17),
        refusal: { $0.selectedUser == nil ? "Space: no user to exclude" : nil }
      ) { screen, state in
        guard let user = state.selectedUser else { return .none }
        return screen.load(selecting: user.id, &state)
      },
      KeyBinding(
        [.character("x")], "x", "bring the user excluded back",
        hint: KeyHint("x bring back", rank: 15) { $0.list.selectedOwner != nil },
        refusal: { $0.list.selectedOwner == nil ? "x: no user excluded to bring back" : nil }
      ) { screen, state in screen.load(selecting: nil, &state) },
      link(.website, "o", "open the user's website"),
      link(.map, "m", "open the user's location on OpenStreetMap"),
    ] + ListKeys.searching("search the users")
      + ListKeys.changes(
        "create a user, edit them, delete them (after y)", noun: "user",
        item: { $0.selectedUser },
        create: { _, _ in
          .send(.delegate(.open(.form(FormScreen(.newUser(UserFormFeature.State(mode: .create)))))))
        },
        edit: { _, _, user in .send(.delegate(.open(.form(.editing(user))))) },
        delete: { screen, state, user in
          guard !screen.isOffline else {
            return .send(.delegate(.notice(DeletionPrompt.offlineRefusal(.user(user.id)))))
          }
          return screen.runDeletions(.ask(.user(user.id), title: user.name), &state)
        }) + [
        ListKeys.undoDelete(canUndo: { $0.deletions.undoable != nil }) { screen, state in
          screen.undo(&state)
        },
        ListKeys.sort(KeyHelp.sortKeys(SortColumns.users)),
        ListKeys.copy("copy the user's id, their JSON"),
        ListKeys.refresh(hinted: false) { screen, state in
          if state.list.users.value != nil {
            state.baseline = state.list.visibleUsers
            state.origin.startRefresh()
          }
          return screen.load(selecting: state.list.selectedOwner, keepingCursor: true, &state)
        },
      ] + ListKeys.moves())

  /// `o` or `m`: opens a link of the user under the cursor.
  private static func link(_ link: UserLinks.Link, _ label: Character, _ help: String)
    -> KeyBinding<UsersScreen, State, Effect<Action>>
  {
    KeyBinding(
      [.character(label)], String(label), help,
      refusal: { $0.selectedUser == nil ? "\(label): no user to open" : nil },
      action: { screen, state in
        guard let user = state.selectedUser else { return .none }
        return screen.open(link, of: user)
      })
  }

  /// `u`: brings the user deleted last back under the cursor, within its undo window.
  private func undo(_ state: inout State) -> Effect<Action> {
    guard let target = state.deletions.undoable, case .user(let id) = target else {
      return .none
    }
    let undone = runDeletions(.deletion(ElementAction(id: target, action: .undo)), &state)
    let shown = state.shownUsers
    if let row = shown.firstIndex(where: { $0.id == id }) {
      state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
    }
    return .merge(undone, .send(.delegate(.notice("undone"))))
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

extension UsersScreen: ListScreen {
  static func delegate(_ delegate: ScreenDelegate) -> Action {
    .delegate(delegate)
  }
}
