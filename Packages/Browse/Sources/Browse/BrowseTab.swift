import ScreenKit

/// A tab of the browser, in the order of the tab bar.
enum BrowseTab: Int, CaseIterable, Sendable, Hashable {
  case posts
  case users
  case albums
  case todos

  /// The tab's name in the tab bar.
  var title: String {
    switch self {
    case .posts: "Posts"
    case .users: "Users"
    case .albums: "Albums"
    case .todos: "To-dos"
    }
  }

  /// What the key table of the tab's list says of its keys.
  var keyLines: [KeyLine] {
    switch self {
    case .posts: PostsList.keys.lines
    case .users: UsersList.keys.lines
    case .albums: AlbumsList.keys.lines
    case .todos: TodosList.keys.lines
    }
  }

  /// The tab after this one, or before it with `offset` -1, wrapping around.
  func advanced(by offset: Int) -> BrowseTab {
    let count = Self.allCases.count
    let index = ((rawValue + offset) % count + count) % count
    return BrowseTab(rawValue: index) ?? self
  }
}
