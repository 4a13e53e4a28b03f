import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension UsersList: TabResource {
  static var tab: BrowseTab { .users }
  /// The user excluded with Space is among them, to find by name.
  static func page(_ state: Screen.State) -> Loadable<Page<User>>? { state.list.users }
  static var nameField: KeyPath<User, String>? { \.name }
}
