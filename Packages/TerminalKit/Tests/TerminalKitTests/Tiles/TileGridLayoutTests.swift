import Testing

@testable import TerminalViews

@Suite struct PhotoGridLayoutTests {
  @Test func fitsAsManyTilesAsTheWidthHoldsAndAtLeastOne() {
    #expect(PhotoGridLayout(width: 38).columns == 2, "a 40-column terminal")
    #expect(PhotoGridLayout(width: 78).columns == 4)
    #expect(PhotoGridLayout(width: 16).columns == 1)
    #expect(PhotoGridLayout(width: 3).columns == 1)
  }

  @Test func countsRowsOfTiles() {
    let layout = PhotoGridLayout(width: 78)
    #expect(layout.rows(count: 50) == 13)
    #expect(layout.rows(count: 0) == 0)
    #expect(PhotoGridLayout.visibleRows(lines: 22) == 4)
    #expect(PhotoGridLayout.visibleRows(lines: 2) == 1)
  }
}
