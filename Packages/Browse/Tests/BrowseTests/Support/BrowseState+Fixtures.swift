import Features
import JSONCoding
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

  /// This browser with `screen` opened over the screen shown.
  func opening(_ screen: OpenedScreen.State) -> BrowseState {
    var state = self
    state.stacks[state.tab].append(screen)
    return state
  }

  /// A browser of `size` on Leanne's record screen, read, opened from the Users tab.
  static func onLeanne(size: TerminalSize = Fixtures.size) -> BrowseState {
    var state = BrowseState(size: size)
    state.tab = BrowseTab(resource: "users")
    let key = RecordKey.user(1)
    let page = RecordPage(key: key, record: ["id": 1, "name": "Leanne Graham"])
    return state.opening(.record(RecordScreen.State(key: key, detail: .loaded(page), size: size)))
  }

  /// This browser with the Posts tab `posts`.
  func replacingPosts(with posts: PostsScreen.State) -> BrowseState {
    var state = self
    state.lists.posts = posts
    return state
  }
}
