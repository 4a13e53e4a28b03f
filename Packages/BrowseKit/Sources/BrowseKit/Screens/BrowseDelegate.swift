import Features
import ScreenKit
import TerminalKit

/// What a screen tells the browser that it cannot do itself: open a screen over it, close, say
/// something in the status line, or what happened that other screens show too.
public enum BrowseDelegate: DetailDelegate, PressAgainDelegate {
  /// Opens `destination` over the screen, on the same tab.
  case open(Destination)
  /// Closes the screen (Esc), back to the one under it.
  case close
  /// Says `text` in the status line until the next key.
  case notice(String)
  /// A detail's deletion was confirmed with `y`: the detail closes and the list of its
  /// resource's tab deletes the record, named `title`, with its undo window.
  case deleteConfirmed(RecordKey, title: String)
  /// The screen wrote on the server: every other screen is told, and reads again what it
  /// shows of it.
  case changed(RecordChange)
  /// A screen opened from the command line, as `name` (`post 999`), was not found: it closes
  /// and the status line says so.
  case notFound(String)
  /// Keys the screen kept while what they act on was loading (`pressedWhile`: `the users
  /// loaded`): the browser presses them again, in order, while the screen is still shown
  /// (below the command line or the help opened meanwhile), and says they were not used when
  /// it no longer is.
  case pressAgain([Key], pressedWhile: String)
  /// Something only some screens understand, which says itself what the browser does with it.
  case event(AnyBrowseEvent)

  /// What a detail deletes: a record of its resource, which the list of the resource's tab
  /// deletes.
  public typealias DeletionTarget = RecordKey
}
