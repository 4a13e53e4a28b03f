import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A deletion the browser asked about, and where it stands: waiting for `y`, for its undo
/// window to close, being sent, done or failed. The status line shows it.
struct DeletionPrompt: Sendable, Hashable {
  /// The deletion's feature state, waiting for `y` at first.
  var deletion: DeleteFeature.State
  /// The post's title or the user's name, to ask about.
  var title: String

  /// Asks whether to delete `target`, named `title`.
  init(target: DeleteFeature.Target, title: String) {
    self.init(deletion: DeleteFeature.State(target: target, status: .confirming), title: title)
  }

  /// The prompt of `deletion`, named `title`.
  init(deletion: DeleteFeature.State, title: String) {
    self.deletion = deletion
    self.title = title
  }

  /// What the status line says at once when `d` is pressed offline, where a deletion could
  /// only fail once its undo window closed: nothing is asked, hidden or sent.
  static func offlineRefusal(_ target: DeleteFeature.Target) -> String {
    OfflineRefusal.text("delete \(target)")
  }

  /// What is deleted.
  var target: DeleteFeature.Target {
    deletion.target
  }

  /// Where the deletion stands.
  var status: DeleteFeature.Status {
    deletion.status
  }

  /// The status line's text at `width` columns: the question, with the title cut to fit, or
  /// how the deletion went.
  func text(width: Int, spinner: String) -> String {
    switch status {
    case .idle, .confirming:
      let frame = "Delete \"\"? [y/N]"
      let title = title.truncated(toDisplayWidth: max(1, width - frame.displayWidth))
      return "Delete \"\(title)\"? [y/N]"
    case .pending: return "Deleted \(target) — u to undo"
    case .deleting: return "\(spinner) Deleting \(target)…"
    case .deleted: return "Deleted \(target)."
    case .cancelled: return "Kept \(target)."
    case .failed(let failure): return "Could not delete \(target): \(failure.message)"
    }
  }
}
