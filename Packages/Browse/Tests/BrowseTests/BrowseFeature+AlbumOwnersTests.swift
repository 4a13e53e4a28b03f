import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse

/// The Albums tab names every album's owner: the users list loads once for the owners it
/// cannot name, on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct BrowseFeatureAlbumOwnersTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let albums = [
    Sample.album(1, by: 1, title: "Trips"), Sample.album(2, by: 2, title: "Cats"),
  ]
  private static let users = [Sample.user(1, name: "Ada"), Sample.user(2, name: "Grace")]
  private static let albumsRoot = ScreenID.root(of: .albums)

  /// A browser started on the posts, none of them loaded.
  private static func started() -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    return state
  }

  /// The state after `action`, as the browser reduces it.
  private static func applying(_ action: BrowseAction) -> @Sendable (inout BrowseState) -> Void {
    { _ = $0.apply(action) }
  }

  private static let albumsAnswer = BrowseAction.screen(
    albumsRoot, .albums(.pageResponse(.success(Page(items: albums)))))

  @Test func albumsWithOwnersItCannotNameLoadTheUsersAndNameThemOnArrival() async {
    let reads = LockedValue(0)
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in Page(items: Self.albums) }
      $0.users = { _ in
        reads.withLock { $0 += 1 }
        return Page(items: Self.users)
      }
    }
    let store = TestStore(initialState: Self.started(), reducer: BrowseFeature(client: client))

    await store.send(.key(.character("3")), Self.applying(.key(.character("3"))))
    await store.receive(Self.albumsAnswer) {
      _ = $0.apply(Self.albumsAnswer)
      #expect($0.albumOwnersLoad == .loading)
      #expect($0.users.users.isLoading, "the users list's own feature loads them")
    }
    #expect(store.state.userNames.isEmpty, "the ids show while the users load")
    let loading = BrowseView(state: store.state, usesColor: false).render()
    #expect(loading.text(ofRow: 3).contains(" 2"))
    let usersAnswer = BrowseAction.users(.list(.pageResponse(.success(Page(items: Self.users)))))
    await store.receive(usersAnswer) {
      _ = $0.apply(usersAnswer)
      #expect($0.albumOwnersLoad == .done)
    }
    await store.finish()
    #expect(store.state.userNames == [1: "Ada", 2: "Grace"])
    #expect(store.state.notice == nil)
    #expect(reads.current == 1, "the users are asked for once")

    let buffer = BrowseView(state: store.state, usesColor: false).render()
    #expect(buffer.text(ofRow: 3).contains("Grace"), "the Albums tab names the owner")
  }

  @Test func ownersAlreadyNamedDoNotLoadTheUsers() async {
    var state = Self.started()
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: Self.users)))))
    let client = NetworkClient.unimplemented.with { $0.albums = { _ in Page(items: Self.albums) } }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(.key(.character("3")), Self.applying(.key(.character("3"))))
    await store.receive(Self.albumsAnswer, Self.applying(Self.albumsAnswer))
    await store.finish()
    #expect(store.state.albumOwnersLoad == .notAsked)
  }

  @Test func aFailureKeepsTheIdsSaysSoOnceAndIsNotAskedAgain() async {
    let failure = LoadFailure(
      NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "", request: "GET /users"))
    let reads = LockedValue(0)
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in Page(items: Self.albums) }
      $0.users = { _ in
        reads.withLock { $0 += 1 }
        throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "", request: "GET /users")
      }
    }
    let store = TestStore(initialState: Self.started(), reducer: BrowseFeature(client: client))

    await store.send(.key(.character("3")), Self.applying(.key(.character("3"))))
    await store.receive(Self.albumsAnswer, Self.applying(Self.albumsAnswer))
    let usersFailed = BrowseAction.users(.list(.pageResponse(.failure(failure))))
    await store.receive(usersFailed) {
      _ = $0.apply(usersFailed)
      #expect($0.notice == "could not name the albums' owners: \(failure.browserMessage)")
    }
    #expect(store.state.userNames.isEmpty, "the albums keep their owners' ids")

    // The next key clears the notice; the albums answered again do not ask for the users.
    await store.send(.key(.character("r")), Self.applying(.key(.character("r"))))
    #expect(store.state.notice == nil)
    await store.receive(Self.albumsAnswer, Self.applying(Self.albumsAnswer))
    await store.finish()
    #expect(store.state.notice == "up to date", "the failure is said once")
    #expect(reads.current == 1)
  }

  @Test func theUsersTabWhileTheOwnersLoadDoesNotAskForTheUsersAgain() async {
    let reads = LockedValue(0)
    let (opened, open) = AsyncStream.makeStream(of: Void.self)
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in Page(items: Self.albums) }
      $0.users = { _ in
        reads.withLock { $0 += 1 }
        // The users answer once the test has opened the Users tab.
        for await _ in opened {}
        return Page(items: Self.users)
      }
    }
    let store = TestStore(initialState: Self.started(), reducer: BrowseFeature(client: client))

    await store.send(.key(.character("3")), Self.applying(.key(.character("3"))))
    await store.receive(Self.albumsAnswer, Self.applying(Self.albumsAnswer))
    await store.send(.key(.character("2"))) {
      _ = $0.apply(.key(.character("2")))
      #expect($0.users.users.isLoading)
    }
    open.finish()
    let usersAnswer = BrowseAction.users(.list(.pageResponse(.success(Page(items: Self.users)))))
    await store.receive(usersAnswer, Self.applying(usersAnswer))
    await store.finish()
    #expect(reads.current == 1, "one request for the users, not two")
    #expect(store.state.users.visibleUsers == Self.users)
  }

  @Test func albumsArrivingWhileTheUsersTabLoadsDoNotAskForTheUsersAgain() {
    var state = Self.started()
    _ = state.apply(.key(.character("2")))
    #expect(state.hasRequestedUsers)
    _ = state.apply(.key(.character("3")))
    let requests = state.apply(Self.albumsAnswer)
    #expect(!requests.contains { if case .users = $0 { true } else { false } })
    #expect(state.albumOwnersLoad == .notAsked)
  }
}
