import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit

@testable import Browse
@testable import BrowseKit

/// States of the browser for the tests of what it draws, made as they would be, field by field.
extension BrowseState {
  /// A browser of `size` on the posts, which has loaded `posts` as the first page of a server
  /// that says it has `claimed`.
  static func withPosts(
    _ posts: [PostSummary], size: TerminalSize = Fixtures.size, claimed: Int? = nil
  ) -> BrowseState {
    var state = BrowseState(size: size)
    let page = Page.numbered(
      posts, number: 1, size: Fixtures.pageSize, totalCount: claimed ?? posts.count)
    state.lists.posts.feed.items = page.items
    state.lists.posts.feed.pageItemCounts = [page.items.count]
    state.lists.posts.feed.total = page.totalCount
    state.lists.posts.feed.next = page.next
    return state
  }

  /// A browser whose first two pages of posts are loaded.
  static func withPostsLoaded() -> BrowseState {
    var state = BrowseState(size: Fixtures.size)
    state.lists.posts = Fixtures.postsLoaded(pages: 2)
    return state
  }

  /// This browser on the Users tab, which has loaded `users`, selecting `owner`.
  func onUsers(_ users: [User], selecting owner: User.ID? = nil) -> BrowseState {
    var state = self
    state.tab = .users
    state.lists.users.isRequested = true
    state.lists.users.list.selectedOwner = owner
    state.lists.users.list.list.page = .loaded(Page(items: users))
    return state
  }

  /// This browser with `screen` opened over the screen shown.
  func opening(_ screen: OpenedScreen.State) -> BrowseState {
    var state = self
    state.stacks[state.tab].append(screen)
    return state
  }

  /// A browser of `size` on the screen of Leanne, opened from the Users tab, loaded with
  /// `albums` and no to-dos.
  static func onLeanne(albums: [Album], size: TerminalSize = Fixtures.size) -> BrowseState {
    let detail = UserDetail(user: Sample.leanne, albums: albums, todos: [])
    return BrowseState(size: size).onUsers([Sample.leanne])
      .opening(.user(UserScreen.State(userID: 1, detail: .loaded(detail), size: size)))
  }

  /// This browser with the Posts tab `posts`.
  func replacingPosts(with posts: PostsScreen.State) -> BrowseState {
    var state = self
    state.lists.posts = posts
    return state
  }
}
