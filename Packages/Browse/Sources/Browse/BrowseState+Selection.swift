import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// Selecting what was just created: once the list it went into shows it, the list's cursor
/// moves to it, scrolling as needed; the posts load their remaining pages to reach it.
extension BrowseState {
  /// Moves the cursor of the posts to the post just created once they show it, and asks for
  /// the remaining pages while they do not and may.
  mutating func selectCreatedPost() -> [BrowseRequest] {
    guard case .post(let id) = createdItem, !posts.isLoading else { return [] }
    if let row = shownPosts.firstIndex(where: { $0.post.id == id }) {
      createdItem = nil
      setCursor(of: .posts, to: row, count: shownPosts.count)
      return []
    }
    guard posts.hasMore, posts.failure == nil, !isSearching(.posts) else {
      // The server does not list it (as one that does not keep what is created).
      createdItem = nil
      return []
    }
    freshness.startLoad(of: ScreenID.root(of: .posts), quiet: false)
    return [.posts(.loadRemainingPages)]
  }

  /// Moves the cursor of the users to the user just created once the users loaded show them.
  mutating func selectCreatedUser() {
    guard case .user(let id) = createdItem, users.users.value != nil, !users.users.isLoading
    else { return }
    createdItem = nil
    guard let row = shownUsers.firstIndex(where: { $0.id == id }) else { return }
    setCursor(of: .users, to: row, count: shownUsers.count)
  }

  /// Puts the cursor of `tab`'s list, the root of its stack, on `row` of `count`.
  mutating func setCursor(of tab: BrowseTab, to row: Int, count: Int) {
    let root = ScreenID.root(of: tab)
    let rows = visibleRows(tab == .posts ? .posts : .users)
    screens = screens.map { entry in
      guard entry.id == root else { return entry }
      var entry = entry
      entry.position.setCursor(row, count: count, visibleRows: rows)
      return entry
    }
  }
}
