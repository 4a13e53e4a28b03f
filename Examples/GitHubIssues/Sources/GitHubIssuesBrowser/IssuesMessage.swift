import Models
import ScreenKit
import TerminalKit

/// What the issues list tells the browser: a line for the status line, or the keys it kept
/// while the issues they act on were coming.
public enum IssuesMessage: PressAgainDelegate {
  /// Says `text` in the status line until the next key.
  case notice(String)
  /// Presses `keys` again, in order: the issues they waited for came.
  case pressAgain([Key], pressedWhile: String)
}
