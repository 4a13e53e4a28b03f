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

/// A user's screen on the exhaustive `TestStore`: its keys, and the arrows over the albums,
/// line by line.
@Suite(.timeLimit(.minutes(1))) struct UserScreenTests {
  private static let albums = (1...4).map { Sample.album(Album.ID($0), title: "Album \($0)") }
  private static let detail = UserDetail(user: Sample.leanne, albums: albums, todos: [])

  private static func screen(
    _ client: NetworkClient = .unimplemented, opened: LockedValue<[String]>? = nil
  ) -> UserScreen {
    UserScreen(
      user: UserDetailFeature(client: client), isOffline: false,
      openURL: { url in
        opened?.withLock { $0.append(url) }
        return opened != nil
      })
  }

  private static func loaded(size: TerminalSize = Fixtures.size) -> UserScreen.State {
    UserScreen.State(userID: 1, detail: .loaded(detail), size: size)
  }

  @Test func downScrollsALineAtATimeUntilTheFirstAlbumIsInSightThenMovesOverTheAlbums()
    async throws
  {
    let state = Self.loaded()
    let first = try #require(state.albumLine(0))
    let store = TestStore(initialState: state, reducer: Self.screen())
    let scrolls = max(0, first - state.visibleRows + 1)
    #expect(scrolls > 0, "the first album is below the window")

    for line in 1...scrolls {
      await store.send(.key(.character("j"))) { $0.scroll = DetailScroll(line: line) }
    }
    // The first album is in sight: the next j moves to the second, a line further.
    await store.send(.key(.character("j"))) {
      $0.album = 1
      $0.scroll = DetailScroll(line: scrolls + 1)
    }
    await store.send(.key(.character("k"))) { $0.album = 0 }
    // Above the first album, k scrolls a line, back towards the top.
    await store.send(.key(.character("k"))) { $0.scroll = DetailScroll(line: scrolls) }
    await store.send(.key(.enter))
    await store.receive(
      .delegate(.open(.record(RecordKey(resource: BrowsedResource(name: "albums"), id: "1")))))
    await store.send(.key(.character("g"))) { $0.scroll = DetailScroll() }
    await store.finish()
  }

  @Test func pastTheLastAlbumDownScrollsOn() async {
    var state = Self.loaded(size: TerminalSize(columns: 80, rows: 60))
    state.album = 3
    let store = TestStore(initialState: state, reducer: Self.screen())
    #expect(store.state.lineCount > store.state.visibleRows || store.state.lineCount > 0)

    await store.send(.key(.character("j"))) {
      $0.scroll.scroll(by: 1, count: $0.lineCount, visibleRows: $0.visibleRows)
    }
    #expect(store.state.album == 3)
    await store.finish()
  }

  @Test func tOpensTheirToDosAndOAndMTheirWebsiteAndPlace() async {
    let opened = LockedValue<[String]>([])
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(opened: opened))

    await store.send(.key(.character("t")))
    await store.receive(.delegate(.open(.todos(of: 1))))
    await store.send(.key(.character("o")))
    await store.receive(.delegate(.notice("opening https://example.com")))
    await store.send(.key(.character("m")))
    await store.receive(.delegate(.notice("opening OpenStreetMap at 0, 0")))
    await store.send(.key(.character("e")))
    await store.receive(.delegate(.open(.form(.editing(Sample.leanne)))))
    await store.finish()
    #expect(opened.current.count == 2)
  }

  @Test func aSavedTickElsewhereAsksForTheUserAgain() async {
    let fresh = UserDetail(
      user: Sample.leanne, albums: Self.albums,
      todos: [
        Sample.todo(1, title: "Water the plants", completed: true)
      ])
    let freshness = LockedValue<[ReadFreshness]>([])
    let client = NetworkClient.unimplemented.with {
      $0.user = { _ in
        freshness.withLock { $0.append(ReadFreshness.current) }
        return Sample.leanne
      }
      $0.albums = { _ in Page(items: Self.albums) }
      $0.todos = { _ in Page(items: fresh.todos) }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))

    await store.send(.revalidate)
    await store.receive(.detail(.detailResponse(.success(fresh)))) {
      $0.detail.detail = .loaded(fresh)
    }
    await store.finish()
    #expect(freshness.current == [.revalidated])
  }

  @Test func dAsksAndYHandsTheDeletionToTheList() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen())

    await store.send(.key(.character("d"))) { $0.isAskingToDelete = true }
    await store.send(.key(.character("y"))) { $0.isAskingToDelete = false }
    await store.receive(.delegate(.deleteConfirmed(.user(1), title: "Leanne Graham")))
    await store.finish()
  }

  @Test func keysPressedWhileTheUserLoadsArePressedAgainInOrderOnceTheyCame() async {
    let client = NetworkClient.unimplemented.with {
      $0.user = { _ in Sample.leanne }
      $0.albums = { _ in Page(items: Self.albums) }
      $0.todos = { _ in Page(items: []) }
    }
    let store = TestStore(
      initialState: UserScreen.State(userID: 1, size: Fixtures.size),
      reducer: Self.screen(client))

    await store.send(.key(.character("t")))
    await store.receive(.delegate(.open(.todos(of: 1))))
    await store.send(.key(.character("o"))) { $0.scroll.held = HeldKeys([.character("o")]) }
    await store.send(.key(.character("t"))) {
      $0.scroll.held = HeldKeys([.character("o"), .character("t")])
    }
    await store.send(.key(.enter)) {
      $0.scroll.held = HeldKeys([.character("o"), .character("t"), .enter])
    }
    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.success(Self.detail)))) {
      $0.detail.detail = .loaded(Self.detail)
      $0.scroll.held = HeldKeys()
    }
    let keys: [Key] = [.character("o"), .character("t"), .enter]
    await store.receive(.delegate(.pressAgain(keys, pressedWhile: "the user loaded")))
    await store.finish()
  }

  @Test func slashFindsInTheUserScrollingToTheMatchAndNWrapsToIt() async throws {
    let size = TerminalSize(columns: 80, rows: 12)
    let state = Self.loaded(size: size)
    let line = try #require(state.plainLines.firstIndex { $0.contains("Album 4") })
    let store = TestStore(initialState: state, reducer: Self.screen())
    var find = PageFind()
    find.index(state.plainLines)
    _ = find.open()
    await store.send(.key(.character("/"))) { [find] in $0.find = find }
    _ = find.press(.paste("album 4"), from: 0)
    await store.send(.key(.paste("album 4"))) { [find] in
      $0.find = find
      $0.scroll = DetailScroll(line: min(line, state.plainLines.count - state.visibleRows + 1))
    }
    #expect(store.state.find.currentLine == line)
    _ = find.press(.enter, from: store.state.scroll.line)
    await store.send(.key(.enter)) { [find] in $0.find = find }
    await store.send(.key(.character("N")))
    await store.receive(.delegate(.notice("wrapped to the last")))
    await store.finish()
  }
}
