import Features
import ScreenKit
import TerminalKit

/// What the browser tells a screen, whatever its kind: a tab's list, or a screen opened over
/// it.
public enum ScreenInput: Sendable, Hashable {
  case appear
  case key(Key)
  /// Puts the cursor on the item at an index of those shown, as a click does.
  case point(Int)
  /// Picks the option at this place of the screen's selector (the to-dos' filter), as a click
  /// does.
  case choose(Int)
  case resized(TerminalSize)
  /// The server answered a read somewhere.
  case serverReached
  /// The server answered another request since what the screen shows could not be read: it
  /// asks again, once.
  case retryAfterOutage
  /// Every deletion still in its undo window is sent at once: the browser ends.
  case sendPendingDeletions
  /// Another screen wrote on the server.
  case changed(RecordChange)
  /// A deletion of the record, named as given, was confirmed on its screen: the list of its
  /// resource's tab deletes it, within its undo window.
  case deletionConfirmed(RecordKey, title: String)

  /// This input as the action of any of the kit's screens; `nil` for what only some screens
  /// take.
  public func action<Action: ScreenEvent>() -> Action? {
    switch self {
    case .appear: .appear
    case .key(let key): .key(key)
    case .point(let index): .point(index)
    case .resized(let size): .resized(size)
    case .serverReached: .serverReached
    case .retryAfterOutage: .retryAfterOutage
    case .sendPendingDeletions, .changed, .deletionConfirmed, .choose: nil
    }
  }

  /// This input as the action of a list, which also sends its deletions at the end, and
  /// deletes what `target` says a confirmed deletion names (`nil` for what it does not list).
  public func listAction<Resource: ListResource>(
    target: (RecordKey) -> Resource.Target? = { _ in nil }
  ) -> ListScreen<Resource>.Action? {
    switch self {
    case .sendPendingDeletions: .deletions(.sendPending)
    case .deletionConfirmed(let key, let title):
      target(key).map { .deletions(.confirmed($0, title: title)) }
    default: action()
    }
  }
}
