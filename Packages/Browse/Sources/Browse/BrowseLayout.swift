import TerminalKit

/// Where things go on the browser's screen, shared by the state (to page and scroll) and the
/// view (to draw).
///
/// The tab bar is the first row and the status line the last; the body is in between. A list
/// has its column headers on the body's first row (the users list a line above them for the
/// selection), and its rows below.
enum BrowseLayout {
  /// The smallest size the browser draws at.
  static let minimumSize = TerminalSize(columns: 40, rows: 10)

  /// Whether `size` is too small to draw the browser.
  static func isTooSmall(_ size: TerminalSize) -> Bool {
    size.columns < minimumSize.columns || size.rows < minimumSize.rows
  }

  /// The first row of the body.
  static let bodyTop = 1

  /// The number of rows of the body.
  static func bodyRows(_ size: TerminalSize) -> Int {
    max(1, size.rows - 2)
  }

  /// The number of a list's rows shown at once, under `headerRows` rows above its items: the
  /// column headers, and for the users the selection, for the to-dos the filter selector.
  static func listRows(_ size: TerminalSize, headerRows: Int) -> Int {
    max(1, bodyRows(size) - headerRows)
  }

  /// The most rows the status area grows to for texts that do not fit on the status line:
  /// half the body, at most six.
  static func maximumStatusRows(_ size: TerminalSize) -> Int {
    max(1, min(6, bodyRows(size) / 2))
  }

  /// The width the text of a row is laid out at: the width without the cursor's marker.
  static func contentWidth(_ size: TerminalSize) -> Int {
    max(1, size.columns - 2)
  }

  /// The number of lines of the key help that fit: the body without its last line.
  static func helpRows(_ size: TerminalSize) -> Int {
    max(1, bodyRows(size) - 1)
  }

  /// How many lines of the key help of a screen of kind `screen` do not fit at `size`, to
  /// scroll to.
  static func hiddenHelpLines(_ size: TerminalSize, on screen: ScreenKind) -> Int {
    max(0, KeyHelp.lines(for: screen, columns: size.columns).count - helpRows(size))
  }
}
