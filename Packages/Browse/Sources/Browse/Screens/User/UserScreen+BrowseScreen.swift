import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension UserScreen.State: BrowseScreen {
  var kind: ScreenKind { .user }
  var shownOrigin: ScreenOrigin? { origin }
  var failure: LoadFailure? { detail.detail.failure }
  var skipped: [SkippedItems] { detail.detail.value?.skipped ?? [] }
  var deletion: DeletionPrompt? {
    isAskingToDelete ? DeletionPrompt(target: deletionTarget, title: title) : nil
  }
  var itemUnderCursor: Int? { album }
  var search: ListSearch? { find.search }
  var holdsKeys: Bool { !scroll.held.isEmpty }
  /// The user's name once loaded.
  var crumb: String {
    detail.detail.value.map { $0.user.name.sanitizedForTerminalLine } ?? "user \(detail.userID)"
  }

  /// The user's email (`y`), or their JSON as `app user 3 --json` prints it (`Y`).
  func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    switch kind {
    case .text:
      detail.detail.value.map {
        let email = $0.user.email.sanitizedForTerminalLine
        return Clip(text: email, name: "email \(email)")
      }
    case .json: Clip.json(detail.detail.value, "user") { $0.user.id.rawValue }
    }
  }

  func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    UserScreen.keys.hints(for: self, filtered: filtered)
  }

  func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    view.drawUser(self, into: &buffer)
  }

  func status(in view: BrowseView) -> (String, String?) {
    view.detailStatus(
      "user \(detail.userID)", scroll, count: lineCount, rows: visibleRows, find: find,
      failure: detail.detail.failure)
  }
}
