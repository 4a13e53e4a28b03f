import TerminalKit
import TestSupport
import Testing

@Suite struct TileGridLayoutTests {
  @Test func fitsAsManyTilesAsTheWidthHoldsAndAtLeastOne() {
    checkEqual(TileGridLayout(width: 38).columns, 2, "a 40-column terminal")
    checkEqual(TileGridLayout(width: 78).columns, 4)
    checkEqual(TileGridLayout(width: 16).columns, 1)
    checkEqual(TileGridLayout(width: 3).columns, 1)
  }

  @Test func countsRowsOfTiles() {
    let layout = TileGridLayout(width: 78)
    checkEqual(layout.rows(count: 50), 13)
    checkEqual(layout.rows(count: 0), 0)
    checkEqual(TileGridLayout.visibleRows(lines: 22), 4)
    checkEqual(TileGridLayout.visibleRows(lines: 2), 1)
  }
}
