import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostDetails: BrowseDetail {
  static var kind: ScreenKind { .post }

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
