import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension UsersList: TabResource {
  static var tab: JSONPlaceholderTab { .users }

  static func emptyList(size: TerminalSize) -> Screen.State { Screen.State(size: size) }

  static func reload(selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    browser.usersList(.reload, &state)
  }
  /// The user excluded with Space is among them, to find by name.
  static func page(_ state: Screen.State) -> Loadable<Page<User>>? { state.list.users }
  static var nameField: KeyPath<User, String>? { \.name }

  /// Every user's name the browser knows, the posts' authors too, not only the users loaded.
  static func completions(in state: BrowseState) -> [String]? {
    state.userNames.sorted { $0.key < $1.key }.map(\.value)
  }

  /// `:user 3`: the user, or that there is none when every user is loaded.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let id = User.ID(id)
    guard !isMissing(id, state) else {
      state.notice = "No user \(id)."
      return .none
    }
    let screen = UserScreen.State(userID: id, jumpName: "user \(id)", size: state.size)
    return .merge(
      browser.commandLine.selectList(.users, &state), browser.usersList(.select(id), &state),
      browser.open(screen, &state))
  }

  /// Whether every user is loaded and `id` is not one of them; not when the server sent
  /// users that could not be read, which `id` may be one of: its screen then says why.
  static func isMissing(_ id: User.ID, _ state: BrowseState) -> Bool {
    let users = state.lists.users
    guard let page = users.list.users.value, page.skipped.isEmpty,
      users.list.selectedOwner == nil
    else { return false }
    return page.items.allSatisfy { $0.id != id }
  }
}
