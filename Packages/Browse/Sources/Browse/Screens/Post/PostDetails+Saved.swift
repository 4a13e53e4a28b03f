import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostDetails: SavedDetail {
  static func id(of post: Post) -> Post.ID { post.id }

  /// Shows `post` as a form saved it, over the posts, which load again and select it when it
  /// `isNew`; the comments and the author of the post `shown` before, if any, are kept, as a
  /// form saves none of them. A post edited from the list, whose comments no screen showed, is
  /// read again, quietly, for them: it is not shown without its comments.
  static func show(
    saved post: Post, isNew: Bool, shown: PostDetail?, in browser: BrowseFeature,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    var detail = shown ?? PostDetail(post: post, author: author(of: post, state), comments: [])
    detail.post = post
    let list = browser.postsList(.reload, &state)
    let select = isNew ? browser.postsList(.select(post.id, loadingPages: true), &state) : .none
    let screen = PostScreen.State(postID: post.id, detail: .loaded(detail), size: state.size)
    let opened = browser.open(screen, appearing: false, &state)
    guard shown == nil, !isNew, let element = state.top.element else {
      return .merge(list, select, opened)
    }
    let comments = browser.openedScreen(
      PostScreen.Action.revalidate, element, on: state.top.tab, &state)
    return .merge(list, select, opened, comments)
  }

  /// The author of `post` as the posts loaded know them.
  private static func author(of post: Post, _ state: BrowseState) -> User? {
    state.lists.posts.feed.items.first { $0.post.userId == post.userId }?.author
  }
}
