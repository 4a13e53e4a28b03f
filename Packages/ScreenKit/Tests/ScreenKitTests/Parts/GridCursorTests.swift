import TestSupport
import Testing

@testable import ScreenKit

@Suite struct GridCursorTests {
  /// 10 tiles in rows of 4 (the last row has 2), 2 rows shown.
  private func moved(
    from index: Int, _ moves: GridCursor.Move..., count: Int = 10, columns: Int = 4,
    visibleRows: Int = 2
  ) -> GridCursor {
    var cursor = GridCursor(index: index)
    cursor.reflow(count: count, columns: columns, visibleRows: visibleRows)
    for move in moves {
      cursor.apply(move, count: count, columns: columns, visibleRows: visibleRows)
    }
    return cursor
  }

  @Test func arrowsMoveToTheNeighbouringTile() {
    checkEqual(moved(from: 5, .right).index, 6)
    checkEqual(moved(from: 5, .left).index, 4)
    checkEqual(moved(from: 5, .down).index, 9)
    checkEqual(moved(from: 5, .up).index, 1)
  }

  @Test func movesStopAtTheEdges() {
    checkEqual(moved(from: 4, .left).index, 4, "the first column")
    checkEqual(moved(from: 3, .right).index, 3, "the last column")
    checkEqual(moved(from: 9, .right).index, 9, "the last tile")
    checkEqual(moved(from: 2, .up).index, 2, "the first row")
    checkEqual(moved(from: 8, .down).index, 8, "the last row")
  }

  @Test func upFromTheFirstTileOfTheSecondRowGoesToTheFirstTileAndScrollsToIt() {
    checkEqual(moved(from: 4, .up).index, 0, "the row's first tile is a full row from the top")
    let scrolled = moved(from: 4, .up, visibleRows: 1)
    checkEqual(scrolled.index, 0)
    checkEqual(scrolled.firstRow, 0, "the first row comes into view")
  }

  @Test func downOntoAShorterLastRowTakesItsLastTile() {
    checkEqual(moved(from: 7, .down).index, 9)
  }

  @Test func pagesMoveByTheRowsShownAndEndsGoToEitherEnd() {
    checkEqual(moved(from: 1, .pageDown).index, 9)
    checkEqual(moved(from: 3, .pageDown).index, 9, "past the end: the last tile")
    checkEqual(moved(from: 9, .pageUp).index, 1)
    checkEqual(moved(from: 6, .pageUp).index, 2, "before the start: the first row's tile")
    checkEqual(moved(from: 6, .first).index, 0)
    checkEqual(moved(from: 0, .last).index, 9)
  }

  @Test func halfPagesMoveByHalfTheRowsShown() {
    checkEqual(moved(from: 1, .halfPageDown, count: 50, visibleRows: 4).index, 9)
    checkEqual(moved(from: 9, .halfPageUp, count: 50, visibleRows: 4).index, 1)
    checkEqual(
      moved(from: 1, .halfPageDown, count: 50, visibleRows: 1).index, 5, "one row at least")
  }

  @Test func itScrollsByRowsOfTilesToKeepTheCursorShown() {
    let cursor = moved(from: 0, .last, count: 50, columns: 4, visibleRows: 3)
    checkEqual(cursor.index, 49)
    checkEqual(cursor.firstRow, 10, "rows 10 to 12 of 13 shown")
    let back = moved(from: 49, .first, count: 50, columns: 4, visibleRows: 3)
    checkEqual(back.firstRow, 0)
    checkEqual(moved(from: 0, .down, .down, .down, count: 50, visibleRows: 3).firstRow, 1)
  }

  @Test func aNewWidthKeepsTheCursorOnTheSamePhoto() {
    var cursor = moved(from: 0, .last, count: 50, columns: 4, visibleRows: 3)
    cursor.reflow(count: 50, columns: 2, visibleRows: 3)
    checkEqual(cursor.index, 49)
    checkEqual(cursor.firstRow, 22, "row 24 of 25 is the last shown")
    cursor.reflow(count: 50, columns: 7, visibleRows: 3)
    checkEqual(cursor.index, 49)
    checkEqual(cursor.firstRow, 5, "row 7 of 8")
  }

  @Test func anEmptyGridKeepsTheCursorAtTheStart() {
    let cursor = moved(from: 0, .last, .down, .right, count: 0)
    checkEqual(cursor, GridCursor())
  }
}
