import Features
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateUserAlbumsTests {
  private static let albums = (1...10).map { Sample.album(Album.ID($0), title: "Album \($0)") }

  /// A browser on user 1's detail, loaded with `albums`, at `size`.
  private func onUser(
    albums: [Album] = Self.albums, size: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) -> BrowseState {
    BrowseState.onLeanne(albums: albums, size: size)
  }

  @Test func arrowsMoveOverTheAlbumsAndEnterOpensTheGrid() {
    var state = onUser()
    _ = state.apply(.key(.down))
    #expect(state.top.position.cursor == 0, "the first down brings the first album into sight")
    _ = state.apply(.key(.down))
    _ = state.apply(.key(.down))
    _ = state.apply(.key(.up))
    #expect(state.top.position.cursor == 1)
    let requests = state.apply(.key(.enter))
    #expect(requests == [.albums(.openAlbum(screen: state.top.id, 2))])
    guard case .album(let grid) = state.top.screen else {
      Issue.record("no album grid")
      return
    }
    #expect(grid.albumID == 2)
  }

  @Test func theCursorStopsAtTheLastAlbumAndItsLineIsShown() {
    var state = onUser(size: TerminalSize(columns: 80, rows: 12))
    for _ in 0..<40 { _ = state.apply(.key(.down)) }
    #expect(state.top.position.cursor == 9)
    let line = state.userAlbumLine(9, of: state.top.screen)
    let rows = BrowseLayout.visibleRows(state.top.screen, size: state.size)
    let offset = state.top.position.offset
    #expect(line.map { $0 >= offset && $0 < offset + rows } == true)
  }

  @Test func withoutAlbumsTheArrowsScrollAsBefore() {
    var state = onUser(albums: [], size: TerminalSize(columns: 80, rows: 12))
    _ = state.apply(.key(.down))
    #expect(state.top.position.offset == 1)
    #expect(state.top.position.cursor == 0)
  }

  @Test func movingUpFromTheFirstAlbumScrollsToTheTop() {
    var state = onUser()
    for _ in 0..<6 { _ = state.apply(.key(.character("j"))) }
    #expect(state.top.position.cursor == 5)
    #expect(state.top.position.offset > 0)
    for _ in 0..<5 { _ = state.apply(.key(.character("k"))) }
    #expect(state.top.position.cursor == 0)
    #expect(state.top.position.offset > 0, "the first album is shown, not yet the top")
    _ = state.apply(.key(.character("k")))
    #expect(state.top.position == ListPosition(cursor: 0, offset: 0))
    _ = state.apply(.key(.character("k")))
    _ = state.apply(.key(.character("k")))
    #expect(state.top.position == ListPosition(cursor: 0, offset: 0))
  }

  @Test func onASmallWindowDownScrollsALineUntilTheNextAlbumIsWithinAPage() throws {
    let size = TerminalSize(columns: 40, rows: 12)
    var state = onUser(size: size)
    let rows = BrowseLayout.visibleRows(state.top.screen, size: size)
    let second = try #require(state.userAlbumLine(1, of: state.top.screen))
    #expect(second >= 2 * rows, "the albums are more than a page below the top")
    _ = state.apply(.key(.character("j")))
    #expect(state.top.position == ListPosition(cursor: 0, offset: 1), "one line, not past the map")
    var moves = 1
    while state.top.position.cursor == 0, moves < 100 {
      _ = state.apply(.key(.character("j")))
      moves += 1
    }
    #expect(state.top.position.cursor == 1)
    #expect(state.top.position.offset <= second - rows + 1)
    #expect(moves == second - 2 * rows + 2, "every line was shown on the way")
  }

  @Test func downBringsTheFirstAlbumUnderTheCursorBeforeMovingPastIt() throws {
    let size = TerminalSize(columns: 40, rows: 12)
    var state = onUser(size: size)
    let rows = BrowseLayout.visibleRows(state.top.screen, size: size)
    let first = try #require(state.userAlbumLine(0, of: state.top.screen))
    var moves = 0
    while state.top.position.offset + rows <= first, moves < 100 {
      _ = state.apply(.key(.character("j")))
      moves += 1
    }
    #expect(state.top.position.cursor == 0, "the first album is shown under the cursor")
    _ = state.apply(.key(.character("j")))
    #expect(state.top.position.cursor == 1)
  }

  @Test func gGoesBackToTheTopAndTheFirstAlbum() {
    var state = onUser()
    for _ in 0..<7 { _ = state.apply(.key(.character("j"))) }
    #expect(state.top.position.cursor > 1)
    _ = state.apply(.key(.character("g")))
    #expect(state.top.position == ListPosition(cursor: 0, offset: 0))
  }
}
