import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The keys of the Users tab: moving, opening, selecting an owner, searching, refreshing,
/// opening a user's website or place, and the forms and the deletions of the users.
extension UsersList {
  static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
    [
      ListKeys.open(
        "open the user", nothing: "no user to open", hasItem: { $0.selectedRow != nil }
      ) { _, state in
        guard let user = state.selectedRow else { return .none }
        return .send(.delegate(.open(.user(user.id))))
      },
      KeyBinding(
        [.character(" "), .character("s")], "Space, s",
        "exclude the user: the list without them, reversed",
        hint: KeyHint("␣ exclude", rank: 17),
        refusal: { $0.selectedRow == nil ? "Space: no user to exclude" : nil }
      ) { screen, state in
        guard let user = state.selectedRow else { return .none }
        return screen.resource.load(selecting: user.id, &state)
      },
      KeyBinding(
        [.character("x")], "x", "bring the user excluded back",
        hint: KeyHint("x bring back", rank: 15) { $0.list.selectedOwner != nil },
        refusal: { $0.list.selectedOwner == nil ? "x: no user excluded to bring back" : nil }
      ) { screen, state in screen.resource.load(selecting: nil, &state) },
      link(.website, "o", "open the user's website"),
      link(.map, "m", "open the user's location on OpenStreetMap"),
    ] + ListKeys.searching("search the users")
      + ListKeys.changes(
        "create a user, edit them, delete them (after y)", noun: "user",
        item: { $0.selectedRow },
        create: { _, _ in
          .send(.delegate(.open(.form(FormScreen.newUser))))
        },
        edit: { _, _, user in .send(.delegate(.open(.form(.editing(user))))) },
        delete: { screen, state, user in
          screen.askToDelete(
            user, title: user.name, refusal: DeletionPrompt.offlineRefusal, &state)
        }) + [
        ListKeys.undoDelete(within: BrowseFeature.undoWindowWords),
        ListKeys.sort(),
        ListKeys.copy("copy the user's id, their JSON"),
        ListKeys.refresh(hinted: false) { screen, state in
          if state.list.users.value != nil {
            state.baseline = state.list.visibleUsers
            state.origin.startRefresh()
          }
          return screen.resource.reload(&state)
        },
      ] + ListKeys.moves())

  /// `o` or `m`: opens a link of the user under the cursor.
  private static func link(_ link: UserLinks.Link, _ label: Character, _ help: String)
    -> KeyBinding<Screen, Screen.State, Effect<Screen.Action>>
  {
    KeyBinding(
      [.character(label)], String(label), help,
      refusal: { $0.selectedRow == nil ? "\(label): no user to open" : nil },
      action: { screen, state in
        guard let user = state.selectedRow else { return .none }
        return screen.resource.open(link, of: user)
      })
  }

  /// Opens `link` of `user`, saying so, or that they have none.
  private func open(_ link: UserLinks.Link, of user: User) -> Effect<Screen.Action> {
    UserLinks.open(
      link, of: user, with: openURL, notice: { .delegate(.notice($0)) },
      notOpened: { .resource(.urlNotOpened($0)) })
  }
}
