import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension UserDetails: SavedDetail {
  static func id(of user: User) -> User.ID { user.id }

  /// Shows `user` as a form saved them, over the users, who load again and select them when
  /// they are `isNew`; the albums and to-dos of the user `shown` before, if any, are kept, as a
  /// form saves none of them.
  static func show(
    saved user: User, isNew: Bool, shown: UserDetail?, in browser: BrowseFeature,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    var detail = shown ?? UserDetail(user: user, albums: [], todos: [])
    detail.user = user
    let list = browser.usersList(.reload, &state)
    let select = isNew ? browser.usersList(.select(user.id), &state) : .none
    let screen = UserScreen.State(userID: user.id, detail: .loaded(detail), size: state.size)
    return .merge(list, select, browser.open(screen, appearing: false, &state))
  }
}
