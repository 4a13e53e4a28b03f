import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// How an album's grid, and a photo opened from it, are drawn.
@Suite struct AlbumScreenViewTests {
  private static let photos = [
    Sample.photo(1, title: "Sunlit bridge on a Sunday", url: "https://example.com/600/92c952"),
    Sample.photo(2, title: "No colour", url: "https://example.com/600"),
  ]

  private static let size = TerminalSize(columns: 80, rows: 24)

  /// A browser on album 1's grid of `photos`.
  private static func onGrid(size: TerminalSize = Self.size)
    -> BrowseState
  {
    var grid = AlbumScreen.State(albumID: 1, size: size)
    grid.detail.detail = .loaded(Page(items: Self.photos))
    return BrowseState(size: size).onAlbums([Sample.album(1, title: "Trips")])
      .opening(.album(grid))
  }

  @Test func swatchesArePaintedAtTheTerminalsDepth() {
    let state = Self.onGrid()
    let trueColor = BrowseView(state: state, usesColor: true, colorDepth: .trueColor).render()
    #expect(
      trueColor[1, 2].background == .rgb(red: 0x92, green: 0xC9, blue: 0x52))
    #expect(trueColor[1, 17].background != nil)
    #expect(trueColor[1, 20].background == nil, "the second photo names no colour")
    #expect(trueColor[1, 20].text == "░")
    let indexed = BrowseView(state: state, usesColor: true, colorDepth: .indexed256).render()
    #expect(indexed[3, 2].background == .indexed(113))
  }

  @Test func withoutColourTheSwatchesAreAPatternAndTheCursorIsMarked() {
    let buffer = BrowseView(state: Self.onGrid(), usesColor: false, colorDepth: .trueColor)
      .render()
    #expect(buffer.text(ofRow: 1).hasPrefix("  ▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓  ░░░░░░░░░░░░░░░░"))
    #expect(
      buffer.text(ofRow: 4).hasPrefix("  ›1 Sunlit bridg…  2 No colour"),
      "each title after its photo's id")
    #expect(buffer.text(ofRow: 23).hasPrefix(" photo 1 of 2 · album 1"))
    #expect(
      (0..<24).allSatisfy { row in (0..<80).allSatisfy { buffer[row, $0].background == nil } })
  }

  @Test func thePhotoShowsItsAddresses() {
    let state = Self.onGrid().opening(
      .photo(PhotoScreen.State(photo: Self.photos[0], size: Self.size)))
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: 1).hasPrefix("  Sunlit bridge on a Sunday"))
    #expect(buffer.text(ofRow: 3).hasPrefix("  URL        https://example.com/600/92c952"))
    #expect(buffer.text(ofRow: 4).hasPrefix("  Thumbnail  https://example.com/600/92c952/thumb"))
  }

  @Test func aNarrowWindowWrapsTheAddressesRatherThanCuttingThem() {
    let narrow = TerminalSize(columns: 40, rows: 24)
    let state = Self.onGrid(size: narrow)
      .opening(.photo(PhotoScreen.State(photo: Self.photos[0], size: narrow)))
    let buffer = BrowseView(state: state, usesColor: false).render()
    let rows = (3..<7).map { buffer.text(ofRow: $0) }
    #expect(rows[0] == "  URL        https://example.com/600/   ", "after a slash")
    #expect(rows[1].hasPrefix("             92c952 "))
    #expect(rows[2] == "  Thumbnail  https://example.com/600/   ")
    #expect(rows[3].hasPrefix("             92c952/thumb "))
    #expect(!rows.joined().contains("…"))
  }

  @Test func aPhotoThatCouldNotBeOpenedShowsItsAddressInTheStatusLine() {
    var photo = PhotoScreen.State(photo: Self.photos[0], size: Self.size)
    photo.shownURL = Self.photos[0].url
    let buffer = BrowseView(state: Self.onGrid().opening(.photo(photo)), usesColor: false)
      .render()
    #expect(buffer.text(ofRow: 23).hasPrefix(" photo 1 · https://example.com/600/92c952"))
  }
}
