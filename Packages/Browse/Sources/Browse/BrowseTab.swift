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

  /// The tab after this one, or before it with `offset` -1, wrapping around.
  func advanced(by offset: Int) -> BrowseTab {
    let count = Self.allCases.count
    let index = ((rawValue + offset) % count + count) % count
    return BrowseTab(rawValue: index) ?? self
  }
}
