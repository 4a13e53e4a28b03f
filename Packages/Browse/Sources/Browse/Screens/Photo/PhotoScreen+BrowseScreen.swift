import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PhotoDetails: BrowseDetail {
  static var kind: ScreenKind { .photo }

  static func skipped(of photo: Photo) -> [SkippedItems] { [] }

  static func crumb(_ state: Screen.State) -> String { "photo \(state.detail.id)" }

  /// The photo's URL (`y`), or its JSON (`Y`).
  static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip? {
    switch kind {
    case .text: Clip.url("photos", state.detail.id.rawValue, baseURL: baseURL)
    case .json: Clip.json(state.detail.detail.value, "photo") { $0.id.rawValue }
    }
  }
}
