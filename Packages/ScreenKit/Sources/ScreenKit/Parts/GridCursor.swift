import TerminalKit

/// The cursor of a grid of tiles laid out in rows of `columns`: the tile under it and the first
/// row of tiles shown.
///
/// It changes through ``apply(_:count:columns:visibleRows:)``, a pure function of the grid's
/// shape, so every move is tested without a screen.
public struct GridCursor: Sendable, Hashable {
  public enum Move: Sendable, Hashable {
    /// A tile, a row, half the rows shown or the rows shown, either way, or to the first or
    /// the last tile.
    case left, right, up, down, pageUp, pageDown, halfPageUp, halfPageDown, first, last
  }

  /// The tile under the cursor, from 0.
  public private(set) var index = 0
  /// The first row of tiles shown, from 0.
  public private(set) var firstRow = 0

  public init(index: Int = 0, firstRow: Int = 0) {
    self.index = index
    self.firstRow = firstRow
  }

  /// Moves within `count` tiles in rows of `columns`, `visibleRows` rows of them shown:
  /// clamped at the edges, and scrolled by whole rows so that the cursor's tile is shown.
  public mutating func apply(_ move: Move, count: Int, columns: Int, visibleRows: Int) {
    let columns = max(1, columns)
    let rows = max(1, visibleRows)
    let pageRows = move == .halfPageUp || move == .halfPageDown ? max(1, rows / 2) : rows
    let page = pageRows.multipliedReportingOverflow(by: columns)
    let pageStep = page.overflow ? Int.max : page.partialValue
    let column = index % columns
    switch move {
    case .left where column > 0: index -= 1
    case .right where column < columns - 1 && index + 1 < count: index += 1
    case .up where index >= columns: index -= columns
    case .down:
      // Onto the tile below, or the last tile when the row below is shorter.
      if index / columns < (count - 1) / columns {
        index = min(index.addingClamped(columns), count - 1)
      }
    case .pageUp, .halfPageUp: index = max(column, index.addingClamped(-pageStep))
    case .pageDown, .halfPageDown:
      let target = index.addingClamped(pageStep)
      if target < count {
        index = target
      } else if index / columns < (count - 1) / columns {
        index = count - 1
      }
    case .first: index = 0
    case .last: index = count - 1
    case .left, .right, .up: break
    }
    reflow(count: count, columns: columns, visibleRows: visibleRows)
  }

  /// Puts the cursor on tile `index` of `count`, in rows of `columns`, `visibleRows` of them
  /// shown, scrolling so that it is shown.
  public mutating func place(on index: Int, count: Int, columns: Int, visibleRows: Int) {
    self.index = index
    reflow(count: count, columns: columns, visibleRows: visibleRows)
  }

  /// Keeps the cursor on the same tile within `count` after the grid's shape changed (a new
  /// width, more or fewer tiles), scrolling so that it is shown.
  public mutating func reflow(count: Int, columns: Int, visibleRows: Int) {
    let columns = max(1, columns)
    let visibleRows = max(1, visibleRows)
    index = max(0, min(index, count - 1))
    let row = index / columns
    let rows = count > 0 ? (count - 1) / columns + 1 : 0
    if row < firstRow {
      firstRow = row
    } else if row >= firstRow.addingClamped(visibleRows) {
      firstRow = row - visibleRows + 1
    }
    firstRow = max(0, min(firstRow, rows - visibleRows))
  }
}
