import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension AlbumScreen.State: BrowseScreen {
  var kind: ScreenKind { .album }
  var shownOrigin: ScreenOrigin? { origin }
  var failure: LoadFailure? { photos.page.failure }
  var skipped: [SkippedItems] { photos.page.value?.skipped ?? [] }
  var itemUnderCursor: Int? { cursor.index }
  var holdsKeys: Bool { !cursor.held.isEmpty }
  var waitsForRows: Bool { shownPhotos.isEmpty && isLoading }
  var crumb: String { "album \(albumID)" }

  /// The photo under the cursor's id (`y`), or its JSON (`Y`).
  func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    let photo = shownPhotos.element(at: cursor.index)
    return switch kind {
    case .text: Clip.id(photo?.id.rawValue)
    case .json: Clip.json(photo, "photo") { $0.id.rawValue }
    }
  }

  func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    AlbumScreen.keys.hints(for: self, filtered: filtered)
  }
}
