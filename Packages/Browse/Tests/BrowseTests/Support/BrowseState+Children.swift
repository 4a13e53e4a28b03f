import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit

@testable import Browse

/// What tests write of the browser's children: the fixtures they start from, and the changes
/// an action is expected to make, stated field by field.
extension BrowseState {
  /// A browser of `size` on the screen of Leanne, loaded with `albums` and no to-dos.
  static func onLeanne(albums: [Album], size: TerminalSize) -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(
      .usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [Sample.leanne])))))
    _ = state.apply(.key(.enter))
    _ = state.apply(
      .userAnswered(
        screen: state.top.id,
        UserDetailFeature.State(
          userID: 1,
          detail: .loaded(UserDetail(user: Sample.leanne, albums: albums, todos: [])))))
    return state
  }

  /// Changes the checklist of screen `id` as `change` says.
  mutating func changeChecklist(
    on id: ScreenID, _ change: (inout TodoChecklistFeature.State) -> Void
  ) {
    updateScreen(id) { screen in
      guard case .todos(var todos) = screen else { return }
      change(&todos.checklist)
      screen = .todos(todos)
    }
  }

  /// Notes that to-do `todo` was ticked under the cursor of the to-dos screen `id`.
  mutating func noteTick(of todo: Todo.ID, on id: ScreenID) {
    updateScreen(id) { screen in
      guard case .todos(var todos) = screen else { return }
      todos.lastTicked = todo
      todos.lingering = todo
      screen = .todos(todos)
    }
  }

  /// Changes the user's detail of screen `id` as `change` says.
  mutating func changeUser(on id: ScreenID, _ change: (inout UserDetailFeature.State) -> Void) {
    updateScreen(id) { screen in
      guard case .user(var user) = screen else { return }
      change(&user)
      screen = .user(user)
    }
  }
}
