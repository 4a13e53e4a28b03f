import Features
import ScreenKit
import TerminalKit

/// What the browser tells a screen, whatever its kind: a tab's list, or a screen opened over
/// it.
enum ScreenInput: Sendable, Hashable {
  case appear
  case key(Key)
  /// Puts the cursor on the item at an index of those shown, as a click does.
  case point(Int)
  case resized(TerminalSize)
  /// The server answered a read somewhere.
  case serverReached
  /// The server answered another request since the list failed: it asks again, once.
  case retryAfterOutage
  /// Every deletion still in its undo window is sent at once: the browser ends.
  case sendPendingDeletions

  /// This input as the action of a list of `Resource`.
  func listAction<Resource: ListResource>() -> ListScreen<Resource>.Action {
    switch self {
    case .appear: .appear
    case .key(let key): .key(key)
    case .point(let index): .point(index)
    case .resized(let size): .resized(size)
    case .serverReached: .serverReached
    case .retryAfterOutage: .retryAfterOutage
    case .sendPendingDeletions: .deletions(.sendPending)
    }
  }

  /// This input as the action of a detail of `Resource`; `nil` for what only a list takes.
  func detailAction<Resource: DetailResource>() -> DetailScreen<Resource>.Action? {
    switch self {
    case .appear: .appear
    case .key(let key): .key(key)
    case .point(let index): .point(index)
    case .resized(let size): .resized(size)
    case .serverReached: .serverReached
    case .retryAfterOutage: .retryAfterOutage
    case .sendPendingDeletions: nil
    }
  }
}
