import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension AlbumPhotos: BrowseDetail {
  static let kind = ScreenKind(name: "an album", keyLines: keys.lines)

  static func state(opening id: Album.ID, in browser: BrowseState) -> Screen.State {
    AlbumScreen.State(albumID: id, size: browser.size)
  }

  static func screen(_ context: ScreenContext) -> Screen {
    AlbumScreen(client: context.client, isOffline: context.isOffline)
  }

  static func skipped(of page: Page<Photo>) -> [SkippedItems] { page.skipped }

  static func crumb(_ state: Screen.State) -> String { "album \(state.albumID)" }

  static func name(_ state: Screen.State) -> String { "album \(state.albumID)" }

  static func search(_ state: Screen.State) -> ListSearch? { state.search }

  static func itemUnderCursor(_ state: Screen.State) -> Int? { state.cursor.index }
  /// A notch moves the grid a row.
  static var wheelLines: Int { 1 }

  static func waitsForRows(_ state: Screen.State) -> Bool {
    state.shownPhotos.isEmpty && state.isLoading
  }

  /// The photo under the cursor's id (`y`), or its JSON (`Y`).
  static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip? {
    let photo = state.shownPhotos.element(at: state.cursor.index)
    return switch kind {
    case .text: Clip.id(photo?.id.rawValue)
    case .json: Clip.json(photo, "photo") { $0.id.rawValue }
    }
  }

  static func draw(_ state: Screen.State, in view: BrowseView, into buffer: inout CellBuffer) {
    state.draw(in: view, into: &buffer)
  }

  static func status(_ state: Screen.State, in view: BrowseView) -> (String, String?) {
    state.status(in: view)
  }
}

extension BrowseDelegate.Destination {
  /// Album `id`'s grid of photos.
  static func album(_ id: Album.ID) -> Self { Self(AlbumScreen.State.self, id) }
}

extension ScreenKind {
  static var album: ScreenKind { AlbumPhotos.kind }
}
