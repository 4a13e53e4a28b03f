import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit

@testable import Browse
@testable import BrowseKit

/// What the tests of the browser's screens start from: a terminal's size, posts in pages, and
/// clients that answer them from memory.
enum Fixtures {
  /// The terminal of most tests.
  static let size = TerminalSize(columns: 80, rows: 24)
  /// Posts asked for at a time.
  static let pageSize = PostsList.pageSize

  /// Posts `ids`, each by `author`.
  static func summaries(_ ids: ClosedRange<Int>, by author: User = Sample.leanne) -> [PostSummary] {
    ids.map { PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: author) }
  }

  /// The posts of page `number` of a server with `count` posts.
  static func posts(page number: Int, count: Int) -> [Post] {
    let first = (number - 1) * pageSize + 1
    let last = min(count, number * pageSize)
    guard first <= last else { return [] }
    return (first...last).map { Sample.post(Post.ID($0), title: "Post \($0)") }
  }

  /// Page `number` of the posts of a server with `count` posts that says it has `claimed`,
  /// each post with Leanne as its author, as the feed gets it.
  static func postsPage(_ number: Int, count: Int = 100, claimed: Int? = 100) -> Page<PostSummary> {
    Page.numbered(
      posts(page: number, count: count).map { PostSummary(post: $0, author: Sample.leanne) },
      number: number, size: pageSize, totalCount: claimed)
  }

  /// A client of a server with `count` posts in pages, which says it has `claimed`, all by
  /// Leanne, the one user.
  static func postsClient(count: Int = 100, claimed: Int? = 100) -> NetworkClient {
    NetworkClient.unimplemented.with {
      $0.posts = { query in
        guard let number = query.options.page else {
          let all = (1...max(count, 1)).prefix(count).map {
            Sample.post(Post.ID($0), title: "Post \($0)")
          }
          return Page(items: all, totalCount: count)
        }
        return Page.numbered(
          posts(page: number, count: count), number: number, size: pageSize,
          totalCount: claimed)
      }
      $0.users = { _ in Page(items: [Sample.leanne]) }
    }
  }

  /// ``postsClient(count:claimed:)`` that also opens a post: titled by its id, by Leanne, with
  /// no comments.
  static let browserClient = postsClient().with {
    $0.post = { id in Sample.post(id, title: "Post \(id)") }
    $0.user = { _ in Sample.leanne }
    $0.comments = { _ in Page(items: []) }
  }

  /// A Posts tab whose first `pages` pages of 100 posts are loaded.
  static func postsLoaded(pages: Int, count: Int = 100) -> PostsScreen.State {
    var state = PostsScreen.State(size: size)
    for number in 1...pages {
      let page = postsPage(number, count: count, claimed: count)
      state.feed.items += page.items
      state.feed.pageItemCounts.append(page.items.count)
      state.feed.total = page.totalCount
      state.feed.next = page.next
    }
    return state
  }

  /// A feed that has loaded `items`, all there are, in one page.
  static func feed(_ items: [PostSummary]) -> FeedFeature<PostSummary>.State {
    var feed = FeedFeature<PostSummary>.State(pageSize: pageSize)
    feed.items = items
    feed.pageItemCounts = [items.count]
    feed.total = items.count
    return feed
  }

  /// The search of a list of `items` with `text` typed into its bar, kept with Enter when
  /// `kept`.
  static func search(typing text: String, over items: [some Searchable], kept: Bool = false)
    -> ListSearch
  {
    var search = ListSearch()
    _ = search.open()
    search.index(items)
    for character in text {
      _ = search.press(.character(character))
    }
    if kept {
      _ = search.press(.enter)
    }
    return search
  }
}
