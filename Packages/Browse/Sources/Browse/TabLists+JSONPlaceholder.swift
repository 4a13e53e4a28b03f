import BrowseKit
import ScreenKit
import TerminalKit

/// JSONPlaceholder's tabs' lists by name, for what reads or sets them as their own type; a tab
/// the catalog shows with the generic screens has none, and reads as an empty list.
extension TabLists.State {
  var posts: PostsScreen.State {
    get { list(.posts, as: PostsScreen.State.self) ?? PostsScreen.State(size: size) }
    set { self[.posts] = OpenedScreen.State(newValue) }
  }
}
