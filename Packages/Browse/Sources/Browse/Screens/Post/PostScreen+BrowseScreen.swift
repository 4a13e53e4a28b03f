import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension PostScreen.State: BrowseScreen {
  var kind: ScreenKind { .post }
  var shownOrigin: ScreenOrigin? { origin }
  var failure: LoadFailure? { detail.detail.failure }
  var skipped: [SkippedItems] { detail.detail.value?.skipped ?? [] }
  var deletion: DeletionPrompt? {
    isAskingToDelete ? DeletionPrompt(target: deletionTarget, title: title) : nil
  }
  var search: ListSearch? { find.search }
  var holdsKeys: Bool { !scroll.held.isEmpty }
  var crumb: String { "\(detail.postID)" }

  /// The post's URL (`y`), or its JSON as `app post 7 --json` prints it (`Y`).
  func clip(_ kind: Clip.Kind, baseURL: URL?) -> Clip? {
    switch kind {
    case .text: Clip.url("posts", detail.postID.rawValue, baseURL: baseURL)
    case .json: Clip.json(detail.detail.value, "post") { $0.post.id.rawValue }
    }
  }

  func hints(filtered: Bool) -> [(text: String, rank: Int)] {
    PostScreen.keys.hints(for: self, filtered: filtered)
  }

  func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    view.drawDetail(
      DetailText.lines(
        of: detail, width: ScreenLayout.contentWidth(view.size), usesColor: view.usesColor),
      from: scroll.line, isLoading: isLoading, find: find, into: &buffer)
  }

  func status(in view: BrowseView) -> (String, String?) {
    view.detailStatus(
      "post \(detail.postID)", scroll, count: lineCount, rows: visibleRows, find: find,
      failure: detail.detail.failure)
  }
}
