import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostDetails: BrowseDetail {
  static let kind = ScreenKind(name: "a post", keyLines: keys.lines)

  static func state(opening id: Post.ID, in browser: BrowseState) -> Screen.State {
    PostScreen.State(postID: id, size: browser.size)
  }

  static func screen(_ context: ScreenContext) -> Screen {
    PostScreen(post: PostDetailFeature(client: context.client), isOffline: context.isOffline)
  }

  static func skipped(of value: PostDetail) -> [SkippedItems] { value.skipped }

  static func crumb(_ state: Screen.State) -> String { "\(state.detail.postID)" }

  /// The post's URL (`y`), or its JSON as `app post 7 --json` prints it (`Y`).
  static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip? {
    switch kind {
    case .text: Clip.url("posts", state.detail.postID.rawValue, baseURL: baseURL)
    case .json: Clip.json(state.detail.detail.value, "post") { $0.post.id.rawValue }
    }
  }
}

extension BrowseDelegate.Destination {
  /// Post `id`'s screen.
  static func post(_ id: Post.ID) -> Self { Self(PostScreen.State.self, id) }
}

extension ScreenKind {
  static var post: ScreenKind { PostDetails.kind }
}
