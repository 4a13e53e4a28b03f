import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateAlbumsTests {
  private static let albums = (1...3).map { Sample.album(Album.ID($0), title: "Album \($0)") }
  private static let photos = (1...50).map { id in
    Sample.photo(
      Photo.ID(id), title: "Photo \(id)",
      url: "https://example.com/600/\(id % 2 == 0 ? "92c952" : "771c3e")")
  }

  private func press(_ keys: Key..., in state: inout BrowseState) -> [BrowseRequest] {
    keys.flatMap { state.apply(.key($0)) }
  }

  /// A browser on the Albums tab with its albums loaded.
  private func onAlbums(size: TerminalSize = TerminalSize(columns: 80, rows: 24)) -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = press(.character("3"), in: &state)
    _ = state.apply(
      .albumsAnswered(
        screen: state.top.id,
        AlbumsFeature.State(query: AlbumQuery(), page: .loaded(Page(items: Self.albums)))))
    return state
  }

  /// `state` with the album on top given its photos.
  private func loadPhotos(_ state: inout BrowseState) {
    guard case .album(let grid) = state.top.screen else { return }
    _ = state.apply(
      .photosAnswered(
        screen: state.top.id,
        PhotosFeature.State(query: grid.photos.query, page: .loaded(Page(items: Self.photos)))))
  }

  private func grid(_ state: BrowseState) -> AlbumGrid? {
    guard case .album(let grid) = state.top.screen else { return nil }
    return grid
  }

  @Test func theAlbumsTabLoadsItsListTheFirstTimeOnly() {
    var state = BrowseState(size: TerminalSize(columns: 80, rows: 24))
    _ = state.apply(.start)
    let root = state.top.id
    #expect(press(.character("3"), in: &state) == [.albums(.loadList(screen: .root(of: .albums)))])
    #expect(root != state.top.id)
    #expect(press(.character("1"), .character("3"), in: &state) == [])
    #expect(state.isLoading)
  }

  @Test func enterOnAnAlbumOpensItsGridOfAllItsPhotos() {
    var state = onAlbums()
    let requests = press(.down, .enter, in: &state)
    #expect(requests == [.albums(.openAlbum(screen: state.top.id, 2))])
    #expect(grid(state)?.photos.query == PhotoQuery(albumID: 2))
    #expect(grid(state)?.photos.query.options == ListOptions(), "the whole album, unpaged")
  }

  @Test func arrowsMoveOverTheTilesAndGReachesTheLast() {
    var state = onAlbums()
    _ = press(.enter, in: &state)
    loadPhotos(&state)
    _ = press(.right, .right, .down, in: &state)
    #expect(grid(state)?.cursor.index == 6, "4 tiles to a row at 80 columns")
    _ = press(.character("G"), in: &state)
    #expect(grid(state)?.cursor.index == 49)
    #expect(grid(state)?.cursor.firstRow == 9, "rows 10 to 13 of 13 shown")
    _ = press(.character("h"), .character("k"), in: &state)
    #expect(grid(state)?.cursor.index == 44)
  }

  @Test func aNarrowerWindowKeepsTheCursorOnItsPhoto() {
    var state = onAlbums()
    _ = press(.enter, in: &state)
    loadPhotos(&state)
    _ = press(.character("G"), in: &state)
    _ = state.apply(.resized(TerminalSize(columns: 40, rows: 12)))
    #expect(grid(state)?.cursor.index == 49)
    #expect(grid(state)?.cursor.firstRow == 23, "2 tiles to a row: the 25th row is shown")
  }

  @Test func enterOnATileShowsThePhotoAndOOpensItsAddress() {
    var state = onAlbums()
    _ = press(.enter, in: &state)
    loadPhotos(&state)
    _ = press(.right, in: &state)
    #expect(press(.enter, in: &state) == [])
    guard case .photo(let photo) = state.top.screen else {
      Issue.record("no photo screen")
      return
    }
    #expect(photo.photo == Self.photos[1])
    let screen = state.top.id
    #expect(
      press(.character("o"), in: &state)
        == [.albums(.openURL(screen: screen, "https://example.com/600/92c952"))])
    _ = state.apply(.urlNotOpened(screen: screen, "https://example.com/600/92c952"))
    guard case .photo(let shown) = state.top.screen else { return }
    #expect(shown.shownURL == "https://example.com/600/92c952")
    #expect(press(.escape, in: &state) == [])
    #expect(grid(state)?.cursor.index == 1)
  }

  @Test func slashSearchesTheGridsPhotosAndEnterOpensAMatch() {
    var state = onAlbums()
    _ = press(.enter, in: &state)
    loadPhotos(&state)
    _ = press(.right, .right, in: &state)
    _ = press(.character("/"), .character("4"), in: &state)
    // Photo 4, 14, 24, 34, 40 to 49.
    #expect(state.searchStatus(of: state.top.screen) == "14 of 50 match")
    #expect(grid(state)?.cursor.index == 0, "the cursor starts on the first match")
    _ = press(.backspace, .character("5"), in: &state)
    #expect(grid(state).map { state.shownPhotos($0).map(\.id) } == [5, 15, 25, 35, 45, 50])
    _ = press(.enter, .right, in: &state)
    _ = press(.enter, in: &state)
    guard case .photo(let photo) = state.top.screen else {
      Issue.record("Enter did not open the photo under the cursor")
      return
    }
    #expect(photo.photo.id == 15)
    _ = press(.escape, .escape, in: &state)
    #expect(grid(state).map { state.shownPhotos($0).count } == 50, "Esc cleared the search")
    #expect(grid(state)?.cursor.index == 14, "and the cursor stayed on photo 15")
  }

  @Test func theSearchBarTakesALineOfTheGrid() {
    var state = onAlbums()
    _ = press(.enter, in: &state)
    loadPhotos(&state)
    let lines = state.gridLines
    _ = press(.character("/"), in: &state)
    #expect(state.gridLines == lines - 1)
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: 22).hasPrefix("/"))
  }
}
