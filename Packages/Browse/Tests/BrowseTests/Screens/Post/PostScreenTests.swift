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

/// A post's screen on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct PostScreenTests {
  private static let post = Sample.post(7, by: 2, title: "Ramen notes")
  private static let detail = PostDetail(post: post, author: Sample.ervin, comments: [])

  private static func screen(_ client: NetworkClient, isOffline: Bool = false) -> PostScreen {
    PostScreen(post: PostDetailFeature(client: client), isOffline: isOffline)
  }

  private static let client = NetworkClient.unimplemented.with {
    $0.post = { _ in post }
    $0.user = { _ in Sample.ervin }
    $0.comments = { _ in Page(items: []) }
  }

  private static func loaded() -> PostScreen.State {
    PostScreen.State(postID: 7, detail: .loaded(detail), size: Fixtures.size)
  }

  @Test func itLoadsThePostAndItsKeysAskTheBrowserForTheAuthorTheFormAndBack() async {
    let store = TestStore(
      initialState: PostScreen.State(postID: 7, size: Fixtures.size),
      reducer: Self.screen(Self.client))

    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.success(Self.detail)))) {
      $0.detail.detail = .loaded(Self.detail)
    }
    await store.send(.key(.character("a")))
    await store.receive(.delegate(.open(.user(2))))
    await store.send(.key(.character("e")))
    await store.receive(.delegate(.open(.form(.editing(Self.post, author: Sample.ervin)))))
    await store.send(.key(.escape))
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func aPostNotLoadedYetOpensAFormThatLoadsIt() async {
    let store = TestStore(
      initialState: PostScreen.State(postID: 7, size: Fixtures.size),
      reducer: Self.screen(.unimplemented))

    await store.send(.key(.character("e")))
    await store.receive(.delegate(.open(.form(.editingPost(7)))))
    await store.finish()
  }

  @Test func keysPressedWhileThePostLoadsArePressedAgainInOrderOnceItCame() async {
    let store = TestStore(
      initialState: PostScreen.State(postID: 7, size: Fixtures.size),
      reducer: Self.screen(Self.client))

    await store.send(.key(.character("j"))) { $0.scroll.held = HeldKeys([.character("j")]) }
    await store.send(.key(.character("e"))) {
      $0.scroll.held = HeldKeys([.character("j"), .character("e")])
    }
    await store.send(.key(.character("a"))) {
      $0.scroll.held = HeldKeys([.character("j"), .character("e"), .character("a")])
    }
    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.success(Self.detail)))) {
      $0.detail.detail = .loaded(Self.detail)
      $0.scroll.held = HeldKeys()
    }
    let keys: [Key] = [.character("j"), .character("e"), .character("a")]
    await store.receive(.delegate(.pressAgain(keys, pressedWhile: "the post loaded")))
    await store.finish()
  }

  @Test func keysKeptForAPostThatCouldNotBeReadAreSaidNotUsed() async {
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "7"))
    let client = NetworkClient.unimplemented.with {
      $0.post = { _ in throw NetworkError.notFound(resource: "post", id: "7") }
      $0.comments = { _ in Page(items: []) }
    }
    let store = TestStore(
      initialState: PostScreen.State(postID: 7, size: Fixtures.size),
      reducer: Self.screen(client))

    await store.send(.key(.character("a"))) { $0.scroll.held = HeldKeys([.character("a")]) }
    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.failure(failure)))) {
      $0.detail.detail = .failed(failure)
      $0.scroll.held = HeldKeys()
    }
    let notice = "1 key pressed while the post loaded was not used: the post could not be read"
    await store.receive(.delegate(.notice(notice)))
    await store.finish()
  }

  @Test func escClosesAPostStillLoadingAndSaysItsKeysWereNotUsed() async {
    let store = TestStore(
      initialState: PostScreen.State(postID: 7, size: Fixtures.size),
      reducer: Self.screen(.unimplemented))

    await store.send(.key(.down)) { $0.scroll.held = HeldKeys([.down]) }
    await store.send(.key(.escape)) { $0.scroll.held = HeldKeys() }
    let notice = "1 key pressed while the post loaded was not used: the screen was closed"
    await store.receive(.delegate(.notice(notice)))
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func dAsksAndYHandsTheDeletionToTheList() async {
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(.unimplemented))

    await store.send(.key(.character("d"))) { $0.isAskingToDelete = true }
    #expect(ShownScreen.screen(store.state).deletion?.title == "Ramen notes")
    await store.send(.key(.character("n"))) { $0.isAskingToDelete = false }
    await store.send(.key(.character("d"))) { $0.isAskingToDelete = true }
    await store.send(.key(.character("y"))) { $0.isAskingToDelete = false }
    await store.receive(.delegate(.deleteConfirmed(.post(7), title: "Ramen notes")))
    await store.finish()
  }

  @Test func offlineDIsRefusedAtOnceWithoutAsking() async {
    let store = TestStore(
      initialState: Self.loaded(), reducer: Self.screen(.unimplemented, isOffline: true))

    await store.send(.key(.character("d")))
    await store.receive(.delegate(.notice("Cannot delete post 7: offline, nothing is sent")))
    await store.finish()
  }

  @Test func rSaysWhetherThePostChanged() async {
    let renamed = Sample.post(7, by: 2, title: "Ramen notes, revised")
    let answers = LockedValue([Self.post, renamed])
    let client = Self.client.with {
      $0.post = { _ in answers.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] } }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: Self.screen(client))
    let revised = PostDetail(post: renamed, author: Sample.ervin, comments: [])

    await store.send(.key(.character("r"))) { $0.baseline = Self.detail }
    await store.receive(.detail(.detailResponse(.success(Self.detail)))) { $0.baseline = nil }
    await store.receive(.delegate(.notice("up to date")))
    await store.send(.key(.character("r"))) { $0.baseline = Self.detail }
    await store.receive(.detail(.detailResponse(.success(revised)))) {
      $0.detail.detail = .loaded(revised)
      $0.baseline = nil
    }
    await store.receive(.delegate(.notice("updated")))
    await store.finish()
  }

  @Test func aPostOpenedFromTheCommandLineThatIsNotFoundSaysSo() async {
    let client = NetworkClient.unimplemented.with {
      $0.post = { _ in throw NetworkError.notFound(resource: "post", id: "999") }
      $0.comments = { _ in Page(items: []) }
    }
    let store = TestStore(
      initialState: PostScreen.State(postID: 999, jumpName: "post 999", size: Fixtures.size),
      reducer: Self.screen(client))
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "999"))

    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.failure(failure)))) {
      $0.detail.detail = .failed(failure)
      $0.jumpName = nil
    }
    await store.receive(.delegate(.notFound("post 999")))
    await store.finish()
  }

  @Test func theArrowsScrollTheLinesOfAPostTallerThanTheWindow() async {
    let comments = (1...4).map {
      Sample.comment(
        Comment.ID($0), on: 7, name: "Comment \($0)", email: "a@b.example", body: "Yes")
    }
    var state = PostScreen.State(
      postID: 7, detail: .loaded(PostDetail(post: Self.post, author: nil, comments: comments)),
      size: Fixtures.size)
    state.size = TerminalSize(columns: 40, rows: 10)
    let store = TestStore(initialState: state, reducer: Self.screen(.unimplemented))
    let lines = store.state.lineCount
    #expect(lines > store.state.visibleRows)

    await store.send(.key(.character("j"))) { $0.scroll = DetailScroll(line: 1) }
    await store.send(.key(.character("G"))) {
      $0.scroll = DetailScroll(line: lines - $0.visibleRows)
    }
    await store.send(.key(.character("g"))) { $0.scroll = DetailScroll() }
    await store.finish()
  }

  @Test func aPostFromTheStoreIsAskedForAgainQuietly() async {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let client = Self.client.with {
      $0.post = { _ in
        let fresh = ReadFreshness.current == .revalidated
        ReadSourceObserver.current?(fresh ? .server : .stored(at: storedAt))
        return Self.post
      }
    }
    let store = TestStore(
      initialState: PostScreen.State(postID: 7, size: Fixtures.size),
      reducer: Self.screen(client))

    await store.send(.appear)
    await store.receive(.readSource(.stored(at: storedAt))) {
      $0.origin.record(.stored(at: storedAt))
    }
    await store.receive(.detail(.detailResponse(.success(Self.detail)))) {
      $0.detail.detail = .loaded(Self.detail)
      $0.origin.replace()
      $0.origin.startRevalidation()
    }
    #expect(store.state.origin.shown.oldestStoredAt == storedAt)
    await store.receive(.readSource(.server)) { $0.origin.record(.server) }
    await store.receive(.detail(.detailResponse(.success(Self.detail)))) { $0.origin.replace() }
    await store.finish()
  }

  /// A post whose body is sixty short paragraphs, the 50th naming a Shrine twice.
  private static func long() -> PostScreen.State {
    let body = (1...60).map { $0 == 50 ? "Ōtsu shrine, then the shrine" : "paragraph \($0)" }
      .joined(separator: "\n")
    let post = Sample.post(7, by: 2, title: "Ramen notes", body: body)
    let detail = PostDetail(post: post, author: Sample.ervin, comments: [])
    return PostScreen.State(postID: 7, detail: .loaded(detail), size: Fixtures.size)
  }

  @Test func slashFindsInThePostScrollingToTheMatchAndNGoesOnToTheNext() async throws {
    let state = Self.long()
    let line = try #require(state.plainLines.firstIndex { $0.contains("Ōtsu shrine") })
    let store = TestStore(initialState: state, reducer: Self.screen(.unimplemented))
    var find = PageFind()
    find.index(state.plainLines)
    _ = find.open()
    await store.send(.key(.character("/"))) { [find] in $0.find = find }
    _ = find.press(.paste("SHRINE"), from: 0)
    await store.send(.key(.paste("SHRINE"))) { [find] in
      $0.find = find
      $0.scroll = DetailScroll(line: min(line, state.plainLines.count - state.visibleRows + 1))
    }
    #expect(store.state.find.matches.map(\.line) == [line, line], "case folded, both found")
    _ = find.press(.enter, from: line)
    await store.send(.key(.enter)) { [find] in $0.find = find }
    _ = find.step(1)
    await store.send(.key(.character("n"))) { [find] in $0.find = find }
    #expect(store.state.find.current == 1)
    #expect(store.state.find.status == "match 2 of 2", "said by the status, not again")
    await store.finish()
  }

  @Test func escForgetsTheFindBeforeItLeavesThePost() async {
    var state = Self.long()
    _ = state.openFind()
    _ = state.pressFinding(.paste("paragraph 3"))
    _ = state.pressFinding(.enter)
    let store = TestStore(initialState: state, reducer: Self.screen(.unimplemented))
    await store.send(.key(.escape)) {
      _ = $0.find.clear()
    }
    #expect(!store.state.find.isFinding)
    await store.send(.key(.escape))
    await store.receive(.delegate(.close))
    await store.finish()
  }

  @Test func aFindWithoutATextSaysHowToStartOne() async {
    let store = TestStore(initialState: Self.long(), reducer: Self.screen(.unimplemented))
    await store.send(.key(.character("n")))
    await store.receive(.delegate(.notice("n N go to the next match: / to search")))
    await store.finish()
  }
}
