import TerminalKit

/// Where a screen is scrolled to: the row under the cursor and the first row shown.
///
/// A detail screen, which has no cursor, uses ``offset`` alone.
struct ListPosition: Sendable, Hashable {
  var cursor = 0
  var offset = 0

  /// Moves the cursor by `delta` rows within `count` rows, and scrolls so that it stays among
  /// the `visibleRows` shown.
  mutating func moveCursor(by delta: Int, count: Int, visibleRows: Int) {
    setCursor(cursor.addingClamped(delta), count: count, visibleRows: visibleRows)
  }

  /// Puts the cursor on `row` within `count` rows, scrolling so that it is shown.
  mutating func setCursor(_ row: Int, count: Int, visibleRows: Int) {
    let rows = max(1, visibleRows)
    cursor = max(0, min(row, count - 1))
    if cursor < offset {
      offset = cursor
    } else if cursor >= offset + rows {
      offset = cursor - rows + 1
    }
    offset = max(0, min(offset, max(0, count - rows)))
  }

  /// Scrolls by `delta` lines of `count`, with `visibleRows` shown, never past the last page.
  mutating func scroll(by delta: Int, count: Int, visibleRows: Int) {
    offset = max(0, min(offset.addingClamped(delta), count - max(1, visibleRows)))
  }
}
