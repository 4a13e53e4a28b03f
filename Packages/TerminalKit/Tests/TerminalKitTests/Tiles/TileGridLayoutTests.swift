import TerminalKit
import Testing

@Suite struct TileGridLayoutTests {
  @Test func fitsAsManyTilesAsTheWidthHoldsAndAtLeastOne() {
    #expect(TileGridLayout(width: 38).columns == 2, "a 40-column terminal")
    #expect(TileGridLayout(width: 78).columns == 4)
    #expect(TileGridLayout(width: 16).columns == 1)
    #expect(TileGridLayout(width: 3).columns == 1)
  }

  @Test func countsRowsOfTiles() {
    let layout = TileGridLayout(width: 78)
    #expect(layout.rows(count: 50) == 13)
    #expect(layout.rows(count: 0) == 0)
    #expect(TileGridLayout.visibleRows(lines: 22) == 4)
    #expect(TileGridLayout.visibleRows(lines: 2) == 1)
  }
}
