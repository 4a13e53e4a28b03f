/// What to write to a terminal to turn one screen into another.
///
/// Only the cells that changed are written. The cursor is moved only to the start of a run of
/// changes (forward on the same row with `CSI n C`, else with `CSI row;column H`), unless
/// writing the few unchanged cells in between is shorter, and the style is set only when it
/// changes (``CellPen``: the attributes and colours), so a key that moves a highlight writes two short lines
/// and nothing flickers. Without a previous screen of the same size, the screen is cleared and
/// every cell that is not blank is written.
public enum ScreenDiff {
  /// The escape sequences and text that draw `next` over `previous`.
  ///
  /// The output leaves the style reset, so the terminal's own state does not matter between
  /// two calls.
  public static func output(from previous: CellBuffer?, to next: CellBuffer) -> String {
    var output = ""
    let base: CellBuffer
    if let previous, previous.size == next.size {
      base = previous
    } else {
      output += "\u{1B}[0m\u{1B}[2J"
      base = CellBuffer(size: next.size)
    }
    var cursor: (row: Int, column: Int)?
    var pen = CellPen()
    for row in 0..<next.size.rows {
      var column = 0
      while column < next.size.columns {
        let cell = next[row, column]
        guard cell.width > 0, changed(base, next, row: row, column: column) else {
          column += 1
          continue
        }
        output +=
          rewrite(next, row: row, from: cursor, to: column, pen: pen)
          ?? move(from: cursor, toRow: row, column: column)
        if cell.pen != pen {
          output += cell.pen.selectGraphicRendition
          pen = cell.pen
        }
        output += cell.text
        column += cell.width
        cursor = (row, column)
      }
    }
    if pen != CellPen() {
      output += CellPen().selectGraphicRendition
    }
    return output
  }

  /// Whether the character at `row`, `column` of `next` differs from what `previous` shows
  /// there, in either of its cells.
  private static func changed(_ previous: CellBuffer, _ next: CellBuffer, row: Int, column: Int)
    -> Bool
  {
    let cell = next[row, column]
    return previous[row, column] != cell
      || (cell.width == 2 && previous[row, column + 1] != next[row, column + 1])
  }

  /// The text of the unchanged cells between the cursor and `column` on `row`, when writing
  /// it again is shorter than moving over it and needs no change of pen.
  private static func rewrite(
    _ screen: CellBuffer, row: Int, from cursor: (row: Int, column: Int)?, to column: Int,
    pen: CellPen
  ) -> String? {
    guard let cursor, cursor.row == row, cursor.column < column else { return nil }
    let cells = (cursor.column..<column).map { screen[row, $0] }
    guard cells.allSatisfy({ $0.pen == pen }) else { return nil }
    let text = cells.map(\.text).joined()
    return text.utf8.count <= move(from: cursor, toRow: row, column: column).utf8.count
      ? text : nil
  }

  /// The shortest sequence that moves the cursor from `cursor` (unknown when `nil`).
  private static func move(from cursor: (row: Int, column: Int)?, toRow row: Int, column: Int)
    -> String
  {
    guard let cursor, cursor.row == row, cursor.column <= column else {
      return "\u{1B}[\(row + 1);\(column + 1)H"
    }
    let distance = column - cursor.column
    switch distance {
    case 0: return ""
    case 1: return "\u{1B}[C"
    default: return "\u{1B}[\(distance)C"
    }
  }
}
