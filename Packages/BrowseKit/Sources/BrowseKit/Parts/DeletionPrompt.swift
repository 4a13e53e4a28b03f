import Features
import ScreenKit
import TerminalKit

/// A deletion the browser asked about, and where it stands: waiting for `y`, for its undo
/// window to close, being sent, done or failed. The status line shows it, whatever is deleted:
/// a post, a user, a record of any resource.
public struct DeletionPrompt: Sendable, Hashable {
  /// The deletion's feature state, waiting for `y` at first, its target named as the status
  /// line says it: `post 7`, `comment 3`.
  public var deletion: DeletionFeature<String>.State
  /// The post's title, the user's or the record's name, to ask about.
  public var title: String

  public init(target: some CustomStringConvertible, title: String) {
    self.init(
      deletion: DeletionFeature.State(target: target.description, status: .confirming),
      title: title)
  }

  public init(deletion: DeletionFeature<String>.State, title: String) {
    self.deletion = deletion
    self.title = title
  }

  public init<Target: CustomStringConvertible>(
    of deletion: DeletionFeature<Target>.State, title: String
  ) {
    let status: DeletionFeature<String>.Status =
      switch deletion.status {
      case .idle: .idle
      case .confirming: .confirming
      case .pending: .pending
      case .deleting: .deleting
      case .deleted: .deleted
      case .cancelled: .cancelled
      case .failed(let failure): .failed(failure)
      }
    self.init(
      deletion: DeletionFeature.State(target: deletion.target.description, status: status),
      title: title)
  }

  /// What the status line says at once when `d` is pressed offline, where a deletion could
  /// only fail once its undo window closed: nothing is asked, hidden or sent.
  public static func offlineRefusal(_ target: some CustomStringConvertible) -> String {
    OfflineRefusal.text("delete \(target)")
  }

  /// What is deleted, as the status line names it.
  public var target: String {
    deletion.target
  }

  public var status: DeletionFeature<String>.Status {
    deletion.status
  }

  /// The status line's text at `width` columns: the question, with the title cut to fit, or
  /// how the deletion went.
  public func text(width: Int, spinner: String) -> String {
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
