import Features
import HTTPClient
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

}

extension BrowseState {
  /// This browser with the list of `tab` given `rows` as its one page, all there are, as its
  /// feature reads them.
  mutating func read(_ rows: [RecordRow], on tab: BrowseTab) {
    let feature = BrowseFeature()
    for action in [
      FeedFeature<RecordRow>.Action.loadNextPage,
      .pageResponse(page: 1, .success(Page(items: rows, totalCount: rows.count, next: nil))),
    ] {
      let list = OpenedScreen.Action(RecordsScreen.Action.resource(.feed(action)))
      _ = feature.reduce(into: &self, action: .lists(TabLists.Action(tab, list)))
    }
  }
}

extension BrowseTab {
  /// JSONPlaceholder's first tab: the generic list of its posts.
  static let posts = BrowseTab(resource: "posts")
}

extension BrowseState {
  /// A browser of `size` on the Posts tab, which has read `count` posts, all there are, as
  /// ``Fixtures/posts(count:titled:deleted:)`` sends them, Leanne's.
  static func withPosts(count: Int = 100, size: TerminalSize = Fixtures.size) -> BrowseState {
    withPosts((1...max(count, 1)).prefix(count).map { Fixtures.post($0) }, size: size)
  }

  /// A browser of `size` on the Posts tab, which has read `posts` as its first page, of a
  /// server that says it has `claimed` (by default, those), or, unless `statesTotal`, names a
  /// next page while it has more and says nothing of how many; user 1 named, as the list names
  /// it once it has read the users.
  static func withPosts(
    _ posts: [JSONObject], size: TerminalSize = Fixtures.size, claimed: Int? = nil,
    statesTotal: Bool = true, isOffline: Bool = false
  ) -> BrowseState {
    var state = BrowseState(size: size, isOffline: isOffline)
    let resource = BrowsedResource(name: "posts")
    let rows = posts.enumerated().map { place, post in
      var row = RecordRow(post, of: resource, position: place, idField: "id")
      row.linkNames = post["userId"] == 1 ? ["userId": "Leanne Graham"] : [:]
      return row
    }
    let total = claimed ?? posts.count
    let next: PageContinuation? = total > posts.count ? .number(2) : nil
    let feature = BrowseFeature(isOffline: isOffline)
    for action in [
      FeedFeature<RecordRow>.Action.loadNextPage,
      .pageResponse(
        page: 1, .success(Page(items: rows, totalCount: statesTotal ? total : nil, next: next))),
    ] {
      let list = OpenedScreen.Action(RecordsScreen.Action.resource(.feed(action)))
      _ = feature.reduce(into: &state, action: .lists(TabLists.Action(.posts, list)))
    }
    return state
  }
}
