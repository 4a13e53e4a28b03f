import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseViewAlbumsTests {
  private static let photos = [
    Sample.photo(1, title: "Sunlit bridge on a Sunday", url: "https://example.com/600/92c952"),
    Sample.photo(2, title: "No colour", url: "https://example.com/600"),
  ]

  /// A browser on album 1's grid of `photos`.
  private static func onGrid(size: TerminalSize = TerminalSize(columns: 80, rows: 24))
    -> BrowseState
  {
    var state = BrowseState.onAlbums([Sample.album(1, title: "Trips")], size: size)
    _ = state.apply(.key(.enter))
    _ = state.apply(
      .photosAnswered(
        screen: state.top.id,
        PhotosFeature.State(
          query: PhotoQuery(albumID: 1), page: .loaded(Page(items: Self.photos)))))
    return state
  }

  @Test func swatchesArePaintedAtTheTerminalsDepth() {
    let state = Self.onGrid()
    let trueColor = BrowseView(state: state, usesColor: true, colorDepth: .trueColor).render()
    #expect(
      trueColor[1, 2].background == .rgb(RGB(red: 0x92, green: 0xC9, blue: 0x52)))
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
    var state = Self.onGrid()
    _ = state.apply(.key(.enter))
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: 1).hasPrefix("  Sunlit bridge on a Sunday"))
    #expect(buffer.text(ofRow: 3).hasPrefix("  URL        https://example.com/600/92c952"))
    #expect(buffer.text(ofRow: 4).hasPrefix("  Thumbnail  https://example.com/600/92c952/thumb"))
  }

  @Test func aNarrowWindowWrapsTheAddressesRatherThanCuttingThem() {
    var state = Self.onGrid(size: TerminalSize(columns: 40, rows: 24))
    _ = state.apply(.key(.enter))
    let buffer = BrowseView(state: state, usesColor: false).render()
    let rows = (3..<7).map { buffer.text(ofRow: $0) }
    #expect(rows[0] == "  URL        https://example.com/600/   ", "after a slash")
    #expect(rows[1].hasPrefix("             92c952 "))
    #expect(rows[2] == "  Thumbnail  https://example.com/600/   ")
    #expect(rows[3].hasPrefix("             92c952/thumb "))
    #expect(!rows.joined().contains("…"))
  }

  @Test func theAlbumsNameTheirOwnersOnceTheirPostsAreLoaded() {
    var state = BrowseState(size: TerminalSize(columns: 80, rows: 24))
    _ = state.apply(.start)
    let summaries = [PostSummary(post: Sample.post(1, title: "First"), author: Sample.leanne)]
    _ = state.apply(
      .postsAnswered(
        PostsListFeature.State(
          query: PostsPage.query(1),
          posts: .loaded(Page.numbered(summaries, number: 1, size: 20, totalCount: 1)))))
    _ = state.apply(.key(.character("3")))
    let albums = [Sample.album(1, title: "Hers"), Sample.album(2, by: 7, title: "Someone's")]
    _ = state.apply(
      .albumsAnswered(
        screen: state.top.id,
        AlbumsFeature.State(query: AlbumQuery(), page: .loaded(Page(items: albums)))))
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: 1).hasPrefix("  ID  TITLE      OWNER"))
    #expect(buffer.text(ofRow: 2).hasPrefix("›  1  Hers       Leanne Graham"))
    #expect(buffer.text(ofRow: 3).hasPrefix("   2  Someone's  7"), "an owner not known: the id")
  }
}
