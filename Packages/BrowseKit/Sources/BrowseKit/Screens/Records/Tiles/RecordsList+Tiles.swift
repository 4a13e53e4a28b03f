import Features
import ScreenKit
import TerminalKit

extension RecordsList {
  /// Shows the records as tiles (`v`), or as rows again, the cursor on the same record.
  func showTiles(_ shown: Bool, _ state: inout RecordsScreen.State) -> Effect<
    RecordsScreen.Action
  > {
    state.tiles.isShown = shown
    state.followCursor()
    return .none
  }

  /// The grid the tiles of `state` are laid out in at its size, the lines they take (the
  /// list's with its header's, which tiles have none of), and the rows of tiles shown.
  static func tileShape(of state: RecordsScreen.State) -> (
    layout: TileGridLayout, lines: Int, rows: Int
  ) {
    let layout = TileGridLayout(width: ScreenLayout.contentWidth(state.size))
    let lines = state.visibleRows.addingClamped(headerRows)
    return (layout, lines, TileGridLayout.visibleRows(lines: lines))
  }

  /// How far `move` takes the cursor over tiles, in records: a row of tiles, half the rows
  /// shown, the rows shown, or either end.
  static func tileDelta(of move: Movement.Move, in state: RecordsScreen.State) -> Int {
    let (layout, _, rows) = tileShape(of: state)
    return move.delta(page: rows).multipliedClamped(by: layout.columns)
  }

  /// The first row of tiles shown: the one the list's first row shown is on, or a later one
  /// that brings the cursor's tile into sight.
  static func firstTileRow(of state: RecordsScreen.State) -> Int {
    let (layout, _, rows) = tileShape(of: state)
    let cursorRow = state.cursor.row / layout.columns
    let first = min(state.cursor.offset / layout.columns, cursorRow)
    return cursorRow >= first.addingClamped(rows) ? cursorRow - rows + 1 : first
  }

  /// The records shown as tiles: a swatch in each image's colour at the terminal's depth, and
  /// the record's id and name under it; only the tiles in sight are read.
  static func drawTiles(
    _ shown: [RecordRow], of records: RecordsScreen.State, in view: BrowseView,
    into buffer: inout CellBuffer
  ) {
    let (layout, lines, rows) = tileShape(of: records)
    let firstRow = firstTileRow(of: records)
    let start = firstRow.multipliedClamped(by: layout.columns)
    guard start < shown.count else { return }
    let end = min(shown.count, start.addingClamped(rows.multipliedClamped(by: layout.columns)))
    let tiles = SwatchTiles(
      shown[start..<end].map { row in
        let title = [row.id, row.name].compactMap { $0 }.joined(separator: " ")
        let color = RecordSwatch.tileColor(of: row.fields)?.drawn(at: view.swatchDepth)
        return SwatchTiles.Tile(title, color: color)
      }, layout: layout, usesColor: view.usesColor)
    let top = ScreenLayout.bodyTop
    tiles.draw(
      into: &buffer, top: top, left: 2, lines: lines, cursor: records.cursor.row - start)
    guard let clickTargets = view.clickTargets else { return }
    for placement in tiles.placements(top: top, left: 2, lines: lines) {
      for row in placement.rows {
        clickTargets.mark(.item(start + placement.index), row: row, columns: placement.columns)
      }
    }
  }
}
