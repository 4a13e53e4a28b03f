import TerminalKit

/// Where a screen's parts go in the terminal, shared by a screen's state (to page and scroll)
/// and its view (to draw), so that the two agree on how many rows are shown.
///
/// A full-screen program has a bar on the first row and a status line on the last; the body
/// is in between. A list has its column headers, and any selector above them, on the body's
/// first rows, and its rows below.
public enum ScreenLayout {
  /// The first row of the body, under the bar.
  public static let bodyTop = 1

  /// The number of rows of the body: the terminal's rows without the bar and the status line,
  /// at least 1.
  public static func bodyRows(_ size: TerminalSize) -> Int {
    max(1, size.rows - 2)
  }

  /// The number of a list's rows shown at once, under `headerRows` rows above them (the
  /// column headers, a selector); at least 1.
  public static func listRows(_ size: TerminalSize, headerRows: Int) -> Int {
    max(1, bodyRows(size) - headerRows)
  }

  /// The width a row's text is laid out at: the terminal's columns without the cursor's marker
  /// and the space after it; at least 1.
  public static func contentWidth(_ size: TerminalSize) -> Int {
    max(1, size.columns - 2)
  }
}
