import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PhotoScreen.State: BrowseScreen {
  var kind: ScreenKind { .photo }
  var isLoading: Bool { false }
  var crumb: String { "photo \(photo.id)" }

  /// The photo's URL (`y`), or its JSON (`Y`).
  func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    switch kind {
    case .text: Clip.url("photos", photo.id.rawValue, baseURL: baseURL)
    case .json: Clip.json(photo, "photo") { $0.id.rawValue }
    }
  }

  func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    PhotoScreen.keys.hints(for: self)
  }
}
