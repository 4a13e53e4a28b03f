import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// An album's grid on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct AlbumScreenTests {
  private static let photos = (1...12).map {
    Sample.photo(Photo.ID($0), in: 3, title: "Photo \($0)", url: "https://example.com/\($0)")
  }
  private static let page = Page(items: photos)

  private static func screen(_ client: NetworkClient) -> AlbumScreen {
    AlbumScreen(client: client, isOffline: false)
  }

  @Test func itLoadsThePhotosAndTheArrowsMoveBetweenTheTiles() async {
    let client = NetworkClient.unimplemented.with { $0.photos = { _ in Self.page } }
    let store = TestStore(
      initialState: AlbumScreen.State(albumID: 3, size: Fixtures.size),
      reducer: Self.screen(client))
    let columns = store.state.shape.layout.columns

    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.success(Self.page)))) {
      $0.detail.detail = .loaded(Self.page)
    }
    await store.send(.key(.right)) { $0.cursor = GridCursor(index: 1) }
    await store.send(.key(.down)) {
      $0.cursor.apply(
        .down, count: 12, columns: columns, visibleRows: $0.shape.visibleRows)
    }
    await store.send(.key(.character("G"))) {
      $0.cursor.apply(.last, count: 12, columns: columns, visibleRows: $0.shape.visibleRows)
    }
    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.photo(Self.photos[11]))))
    await store.send(.key(.escape))
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func slashSearchesThePhotosAndANarrowerWindowKeepsTheCursorOnItsPhoto() async {
    var state = AlbumScreen.State(albumID: 3, size: Fixtures.size)
    state.detail.detail = .loaded(Self.page)
    let store = TestStore(initialState: state, reducer: Self.screen(.unimplemented))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.photos)
      $0.search = search
    }
    await store.send(.key(.character("1"))) { _ = $0.search?.press(.character("1")) }
    #expect(store.state.shownPhotos.map(\.id) == [1, 10, 11, 12])
    await store.send(.key(.escape)) { _ = $0.search?.press(.escape) }
    await store.send(.key(.character("G"))) {
      $0.cursor.apply(
        .last, count: 12, columns: $0.shape.layout.columns, visibleRows: $0.shape.visibleRows)
    }
    let narrow = TerminalSize(columns: 40, rows: 10)
    await store.send(.resized(narrow)) {
      $0.size = narrow
      $0.reflow()
    }
    #expect(store.state.cursor.index == 11)
    await store.finish()
  }

  @Test func nAndNGoBetweenThePhotosThatMatchRoundTheEnds() async {
    var state = AlbumScreen.State(albumID: 3, size: Fixtures.size)
    state.detail.detail = .loaded(Self.page)
    let store = TestStore(initialState: state, reducer: Self.screen(.unimplemented))

    await store.send(.key(.character("n")))
    await store.receive(.delegate(.notice("n N go to the next match: / to search")))
    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.photos)
      $0.search = search
    }
    await store.send(.key(.character("1"))) { _ = $0.search?.press(.character("1")) }
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    #expect(store.state.shownPhotos.map(\.id) == [1, 10, 11, 12])
    await store.send(.key(.character("n"))) {
      $0.cursor = GridCursor(index: 1)
      $0.reflow()
    }
    await store.receive(.delegate(.notice("match 2 of 4")))
    await store.send(.key(.character("N"))) { $0.cursor = GridCursor(index: 0) }
    await store.receive(.delegate(.notice("match 1 of 4")))
    await store.send(.key(.character("N"))) {
      $0.cursor = GridCursor(index: 3)
      $0.reflow()
    }
    await store.receive(.delegate(.notice("match 4 of 4 · wrapped to the last")))
    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.photo(Self.photos[11]))))
    await store.finish()
  }

  @Test func gridKeysPressedWhileThePhotosLoadArePressedAgainInOrderOnceTheyCame() async {
    let client = NetworkClient.unimplemented.with { $0.photos = { _ in Self.page } }
    let store = TestStore(
      initialState: AlbumScreen.State(albumID: 3, size: Fixtures.size),
      reducer: Self.screen(client))

    await store.send(.key(.character("l"))) { $0.scroll.held = HeldKeys([.character("l")]) }
    await store.send(.key(.enter)) { $0.scroll.held = HeldKeys([.character("l"), .enter]) }
    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.success(Self.page)))) {
      $0.detail.detail = .loaded(Self.page)
      $0.scroll.held = HeldKeys()
    }
    let keys: [Key] = [.character("l"), .enter]
    await store.receive(.delegate(.pressAgain(keys, pressedWhile: "the photos loaded")))
    await store.finish()
  }

  @Test func keysKeptForPhotosThatCouldNotBeReadAreSaidNotUsed() async {
    let failure = LoadFailure(NetworkError.notFound(resource: "album", id: "3"))
    let client = NetworkClient.unimplemented.with {
      $0.photos = { _ in throw NetworkError.notFound(resource: "album", id: "3") }
    }
    let store = TestStore(
      initialState: AlbumScreen.State(albumID: 3, size: Fixtures.size),
      reducer: Self.screen(client))

    await store.send(.key(.enter)) { $0.scroll.held = HeldKeys([.enter]) }
    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.failure(failure)))) {
      $0.detail.detail = .failed(failure)
      $0.scroll.held = HeldKeys()
    }
    let notice = "1 key pressed while the photos loaded was not used: the photos could not be read"
    await store.receive(.delegate(.notice(notice)))
    await store.finish()
  }
}
