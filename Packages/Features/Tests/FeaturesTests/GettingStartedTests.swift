import Features
import Models
import NetworkClient
import Testing

struct Greeting: Reducer {
  struct State: Sendable, Equatable {
    var text = ""
  }

  enum Action: Sendable, Equatable {
    case greet(String)
    case greeted(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .greet(let name):
      state.text = "…"
      return .run { send in await send(.greeted("Hello, \(name)!")) }
    case .greeted(let text):
      state.text = text
      return .none
    }
  }
}

struct Shelf: Reducer {
  typealias Albums = SearchableListFeature<AlbumQuery, Album>
  typealias Deletion = DeletionFeature<Album.ID>

  struct State: Sendable, Equatable {
    var albums = Albums.State(query: AlbumQuery(userID: 1))
    var deletion: Deletion.State?
  }

  enum Action: Sendable, Equatable {
    case albums(Albums.Action)
    case deletion(Deletion.Action)
    case askToDelete(Album.ID)

    static let albumsCase = ActionCase<Self, Albums.Action>(embed: Self.albums) {
      guard case .albums(let action) = $0 else { return nil }
      return action
    }
    static let deletionCase = ActionCase<Self, Deletion.Action>(embed: Self.deletion) {
      guard case .deletion(let action) = $0 else { return nil }
      return action
    }
  }

  let client: NetworkClient
  let removeAlbum: @Sendable (Album.ID) async throws -> Void

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Scope(state: \.albums, action: Action.albumsCase) { Albums(fetch: client.albums) }
      .combined(with: Reduce(Self.core))
      .ifLet(\.deletion, action: Action.deletionCase) { Deletion(delete: removeAlbum) }
      .reduce(into: &state, action: action)
  }

  static func core(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .askToDelete(let id):
      state.deletion = Deletion.State(target: id)
      return .send(.deletion(.delete))
    case .deletion(.deleteResponse(.success)):
      state.deletion = nil
      return .send(.albums(.list(.load)))
    case .deletion(.cancel):
      state.deletion = nil
      return .none
    case .albums, .deletion:
      return .none
    }
  }
}

/// The code of the "Getting Started with Features" article (`Features.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedTests {
  @Test func runAFeature() async {
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in Page(items: [Album(userId: 1, id: 1, title: "Harbour")], totalCount: 1) }
    }
    let store = Store(
      initialState: AlbumsFeature.State(query: AlbumQuery(userID: 1)),
      reducer: AlbumsFeature(client: client))
    await store.send(.load)
    let titles = await store.state.page.value?.items.map(\.title)
    // titles == ["Harbour"]

    #expect(titles == ["Harbour"])
  }

  @Test func aFailedLoadKeepsItsNetworkError() {
    let failure = LoadFailure(NetworkError.notFound(resource: "album", id: "9"))
    // failure.message == "album 9 not found"

    #expect(failure.message == "album 9 not found")
    #expect(failure.networkError == .notFound(resource: "album", id: "9"))
  }

  @Test func writeAReducer() async {
    let greeting = Store(initialState: Greeting.State(), reducer: Greeting())
    await greeting.send(.greet("Ada"))
    let text = await greeting.state.text
    // text == "Hello, Ada!"

    #expect(text == "Hello, Ada!")
  }

  @Test func composeFeatures() async {
    let loads = Log<AlbumQuery>()
    let client = NetworkClient.unimplemented.with {
      $0.albums = { query in
        loads.append(query)
        return Page(items: [Album(userId: 1, id: 1, title: "Harbour")], totalCount: 1)
      }
    }
    let shelf = Store(
      initialState: Shelf.State(),
      reducer: Shelf(client: client, removeAlbum: { _ in }))
    await shelf.send(.albums(.list(.load)))
    await shelf.send(.askToDelete(1))
    await shelf.send(.deletion(.confirm))
    let afterDeleting = await shelf.state
    // afterDeleting.deletion == nil, and the albums were loaded again

    #expect(afterDeleting.deletion == nil)
    #expect(afterDeleting.albums.visibleItems.map(\.title) == ["Harbour"])
    #expect(loads.entries.count == 2)
  }
}
