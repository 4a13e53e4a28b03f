import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostsList: TabResource {
  static var tab: JSONPlaceholderTab { .posts }

  static func emptyList(size: TerminalSize) -> Screen.State { Screen.State(size: size) }

  /// Every post, since the pages loaded are not all of them; again when it failed before.
  static func loadForJump(in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    browser.postsList(.resource(.loadEveryPost), &state)
  }

  static func reload(selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    browser.postsList(.reload, &state)
  }

  /// Every post's title once every post is loaded, or the titles of those loaded.
  static func names(_ state: Screen.State) -> [String] {
    (state.allPosts?.posts.value?.items ?? state.feed.items).map(\.post.title)
  }

  static func skipped(_ state: Screen.State) -> [SkippedItems] {
    state.skipped.keys.sorted().compactMap { state.skipped[$0] }
  }

  /// The posts are looked for among every post once they are loaded, or among the pages
  /// loaded when one of them is titled the text (the first such post of every post is then
  /// among them), or when they are every post.
  static func find(_ text: String, in state: Screen.State) -> NameJump.Outcome? {
    if let every = state.allPosts?.posts, every.value != nil || every.failure != nil,
      !every.isLoading
    {
      return NameJump.outcome(
        text, of: every.map(\.items), isLoading: false, names: \PostSummary.post.title,
        id: { $0.post.id.rawValue })
    }
    let feed = state.feed
    let loaded = NameJump.best(
      text, of: feed.items, names: \PostSummary.post.title, id: { $0.post.id.rawValue })
    if let loaded, loaded.rank <= .name { return .found(String(loaded.id)) }
    let isComplete = !feed.hasMore && !feed.isLoading && feed.failure == nil
    guard isComplete, feed.loadedPages > 0 else { return .waiting }
    return loaded.map { .found(String($0.id)) } ?? NameJump.Outcome.none
  }

  /// `:post 7`: the post, found or not by its own screen.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let id = Post.ID(id)
    let screen = PostScreen.State(postID: id, jumpName: "post \(id)", size: state.size)
    return .merge(
      browser.commandLine.selectList(.posts, &state), browser.postsList(.select(id), &state),
      browser.open(screen, &state))
  }
}
