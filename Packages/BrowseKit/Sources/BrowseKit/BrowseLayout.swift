import ScreenKit
import TerminalKit

/// Where the browser's own parts go, beyond what every screen's body shares (`ScreenLayout`):
/// the smallest size it draws at, the status area's growth and the key help.
///
/// The tab bar is the first row and the status line the last; the body is in between. A list
/// has its column headers on the body's first row (a list may keep lines above them, as its
/// `headerRows` say), and its rows below.
public enum BrowseLayout {
  static let minimumSize = TerminalSize(columns: 40, rows: 10)

  static func isTooSmall(_ size: TerminalSize) -> Bool {
    size.columns < minimumSize.columns || size.rows < minimumSize.rows
  }

  /// The most rows the status area grows to for texts that do not fit on the status line:
  /// half the body, at most six.
  static func maximumStatusRows(_ size: TerminalSize) -> Int {
    max(1, min(6, ScreenLayout.bodyRows(size) / 2))
  }

  /// The number of lines of the key help that fit: the body without its last line.
  static func helpRows(_ size: TerminalSize) -> Int {
    max(1, ScreenLayout.bodyRows(size) - 1)
  }

  /// How many lines of the help shown over the screen `state` shows do not fit.
  static func hiddenHelpLines(in state: BrowseState) -> Int {
    max(0, KeyHelp.lines(in: state).count - helpRows(state.size))
  }
}
