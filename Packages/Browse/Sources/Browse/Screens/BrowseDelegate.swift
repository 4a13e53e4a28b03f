import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// What a screen tells the browser that it cannot do itself: open a screen over it, close, say
/// something in the status line, or what happened that other screens show too.
enum BrowseDelegate: DetailDelegate, PressAgainDelegate {
  /// Opens `destination` over the screen, on the same tab.
  case open(Destination)
  /// Closes the screen (Esc), back to the one under it.
  case close
  /// Says `text` in the status line until the next key.
  case notice(String)
  /// A detail's deletion was confirmed with `y`: the detail closes and the list of its tab
  /// deletes the item, named `title`, with its undo window.
  case deleteConfirmed(DeletionTarget, title: String)
  /// A change of `todo` was saved: the screens that show it read it again.
  case todoSaved(Todo)
  /// A form saved `item`: the form closes, the item's detail shows what the server answered,
  /// and its list is loaded again.
  case saved(SavedItem)
  /// A screen opened from the command line, as `name` (`post 999`), was not found: it closes
  /// and the status line says so.
  case notFound(String)
  /// Keys the screen kept while what they act on was loading (`pressedWhile`: `the users
  /// loaded`): the browser presses them again, in order, while the screen is still shown
  /// (below the command line or the help opened meanwhile), and says they were not used when
  /// it no longer is.
  case pressAgain([Key], pressedWhile: String)
  /// The albums came with these owners: the browser has the users read for the names it
  /// lacks.
  case albumOwners(Set<User.ID>)

  /// What a detail deletes: a post or a user, which their tab's list deletes through the
  /// network client, or a record of any resource, which the list of its resource's tab deletes
  /// through the records client.
  enum DeletionTarget: Sendable, Hashable, CustomStringConvertible {
    case post(Post.ID)
    case user(User.ID)
    case record(RecordKey)

    /// The target as the status line names it: `post 7`, `comment 3`.
    var description: String {
      switch self {
      case .post(let id): DeleteFeature.Target.post(id).description
      case .user(let id): DeleteFeature.Target.user(id).description
      case .record(let key): key.description
      }
    }
  }
}
