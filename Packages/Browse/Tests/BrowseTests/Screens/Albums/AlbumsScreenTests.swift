import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The Albums tab on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct AlbumsScreenTests {
  private static let albums = [
    Sample.album(1, by: 1, title: "Trips"), Sample.album(2, by: 2, title: "Harbours"),
    Sample.album(3, by: 4, title: "Gulls"),
  ]
  private static let page = Page(items: albums)

  private static func screen(_ client: NetworkClient, isOffline: Bool = false) -> AlbumsScreen {
    AlbumsScreen(albums: AlbumsFeature(client: client), isOffline: isOffline)
  }

  private static let client = NetworkClient.unimplemented.with { $0.albums = { _ in page } }

  @Test func theTabLoadsItsAlbumsOnceAndTellsTheirOwners() async {
    let store = TestStore(
      initialState: AlbumsScreen.State(size: Fixtures.size), reducer: Self.screen(Self.client))

    await store.send(.appear) { $0.isRequested = true }
    await store.receive(.resource(.pageResponse(.success(Self.page)))) {
      $0.list.page = .loaded(Self.page)
    }
    await store.receive(.delegate(.albumOwners([1, 2, 4])))
    await store.send(.appear)
    await store.finish()
  }

  @Test func keysPressedWhileTheAlbumsFirstLoadAreKept() async {
    let gate = Gate()
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in
        try await gate.pass()
        return Self.page
      }
    }
    let store = TestStore(
      initialState: AlbumsScreen.State(size: Fixtures.size), reducer: Self.screen(client))

    await store.send(.appear) { $0.isRequested = true }
    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(target: 1) }
    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(target: 2) }
    gate.open()
    await store.receive(.resource(.pageResponse(.success(Self.page)))) {
      $0.list.page = .loaded(Self.page)
      $0.cursor = ListCursor(row: 2)
    }
    await store.receive(.delegate(.albumOwners([1, 2, 4])))
    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.album(3))))
    await store.finish()
  }

  @Test func rSaysWhatItFoundAndAJumpSelectsTheAlbum() async {
    let changed = Page(
      items: [Sample.album(1, by: 1, title: "Trips abroad")] + Self.albums.dropFirst())
    let client = NetworkClient.unimplemented.with { $0.albums = { _ in changed } }
    var state = AlbumsScreen.State(size: Fixtures.size)
    state.isRequested = true
    state.list.page = .loaded(Self.page)
    let store = TestStore(initialState: state, reducer: Self.screen(client))

    await store.send(.key(.character("r"))) { $0.baseline = Self.albums }
    await store.receive(.resource(.pageResponse(.success(changed)))) {
      $0.list.page = .loaded(changed)
      $0.baseline = nil
    }
    await store.receive(.delegate(.notice("updated: 1 changed")))
    await store.receive(.delegate(.albumOwners([1, 2, 4])))
    await store.send(.select(2)) { $0.cursor = ListCursor(row: 1) }
    await store.finish()
  }

  @Test func slashSearchesTheAlbumsByTitle() async {
    var state = AlbumsScreen.State(size: Fixtures.size)
    state.list.page = .loaded(Self.page)
    let store = TestStore(initialState: state, reducer: Self.screen(Self.client))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.albums)
      $0.search = search
    }
    await store.send(.key(.character("g"))) { _ = $0.search?.press(.character("g")) }
    #expect(store.state.shownRows.map(\.id) == [3])
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.album(3))))
    await store.finish()
  }

  @Test func nAndNGoBetweenTheAlbumsThatMatch() async {
    var state = AlbumsScreen.State(size: Fixtures.size)
    state.list.page = .loaded(Self.page)
    let store = TestStore(initialState: state, reducer: Self.screen(Self.client))

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index(Self.albums)
      $0.search = search
    }
    await store.send(.key(.character("r"))) { _ = $0.search?.press(.character("r")) }
    await store.send(.key(.enter)) { _ = $0.search?.press(.enter) }
    #expect(store.state.shownRows.map(\.id) == [1, 2])
    await store.send(.key(.character("n"))) { $0.cursor = ListCursor(row: 1) }
    await store.receive(.delegate(.notice("match 2 of 2")))
    await store.send(.key(.character("n"))) { $0.cursor = ListCursor(row: 0) }
    await store.receive(.delegate(.notice("match 1 of 2 · wrapped to the first")))
    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.album(1))))
    await store.finish()
  }
}
