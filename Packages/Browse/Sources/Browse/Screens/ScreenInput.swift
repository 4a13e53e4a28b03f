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
  /// The server answered another request since what the screen shows could not be read: it
  /// asks again, once.
  case retryAfterOutage
  /// Every deletion still in its undo window is sent at once: the browser ends.
  case sendPendingDeletions

  /// This input as the action of any of the kit's screens; `nil` for what only a tab's list
  /// with deletions takes.
  func action<Action: ScreenEvent>() -> Action? {
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

  func listAction<Resource: ListResource>() -> ListScreen<Resource>.Action {
    action() ?? .deletions(.sendPending)
  }
}
