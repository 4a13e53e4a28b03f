import BrowseKit
import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PhotoDetails: BrowseDetail {
  static let kind = ScreenKind(name: "a photo", keyLines: keys.lines)

  static func state(opening photo: Photo, in browser: BrowseState) -> Screen.State {
    PhotoScreen.State(photo: photo, size: browser.size)
  }

  static func screen(_ context: ScreenContext) -> Screen {
    PhotoScreen(
      client: context.client, isOffline: context.isOffline, openURL: context.runtime.openURL)
  }

  /// Not its first showing: a photo is shown as the grid had it, read again only with `r` or
  /// after an outage.
  static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action? {
    input == .appear ? nil : input.action()
  }

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

extension BrowseDelegate.Destination {
  /// `photo`, shown as the grid had it.
  static func photo(_ photo: Photo) -> Self { Self(PhotoScreen.State.self, photo) }
}

extension ScreenKind {
  static var photo: ScreenKind { PhotoDetails.kind }
}
