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
}
