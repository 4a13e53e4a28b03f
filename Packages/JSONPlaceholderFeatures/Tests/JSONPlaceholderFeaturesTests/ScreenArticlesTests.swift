import Dependencies
import FeaturesTesting
import Models
import NetworkClient
import Testing

@testable import Features

/// The code of the articles for screen teams (`Features.docc`), unchanged but for what checks it:
/// it runs, and what its comments say holds. `Scripts/check-doc-examples` compiles the articles.
@Suite(.timeLimit(.minutes(1)))
struct ScreenArticlesTests {
  @Test func aPagedListWithSearch() async {
    let albums = (1...45).map { Album(userId: 1, id: Album.ID($0), title: "Album \($0)") }
    let client = NetworkClient.unimplemented.with {
      $0.albums = { query in Page.slice(of: albums, options: query.options) }
    }

    let feed = Store(
      initialState: FeedFeature<Album>.State(pageSize: 20),
      reducer: FeedFeature { options in try await client.albums(AlbumQuery(options: options)) })
    await feed.send(.loadNextPage)
    await feed.send(.loadNextPage)
    await feed.send(.loadNextPage)
    let shown = await feed.state.items.count
    let more = await feed.state.hasMore
    // shown == 45, more == false

    let list = Store(
      initialState: SearchableListFeature<AlbumQuery, Album>.State(
        query: AlbumQuery(options: ListOptions(page: 1, perPage: 10))),
      reducer: SearchableListFeature(fetch: client.albums))
    await list.send(.list(.load))
    let firstPage = await list.state.result.value?.items.count
    // firstPage == 10
    await list.send(.searchTextChanged("album 4"))
    let matches = await list.state.result.value?.items.map(\.title)
    // matches == ["Album 4", "Album 40", "Album 41", "Album 42", "Album 43", "Album 44", "Album 45"]

    #expect(shown == 45)
    #expect(more == false)
    #expect(firstPage == 10)
    #expect(
      matches == [
        "Album 4", "Album 40", "Album 41", "Album 42", "Album 43", "Album 44", "Album 45",
      ])
  }

  @Test func aFormAndTheServersFieldErrors() async {
    let unsent = Store(
      initialState: PostFormFeature.State(mode: .create),
      reducer: PostFormFeature(client: NetworkClient.unimplemented))
    await unsent.send(.setField(.title, "Night trains"))
    await unsent.send(.submit)
    let problems = await unsent.state.status.errors?.lines ?? []
    // problems name the author and the body, which are missing

    let refusing = NetworkClient.unimplemented.with {
      $0.createPost = { _ in
        throw NetworkError.rejected(
          resource: "post", fieldErrors: FieldErrors(["title": ["has already been taken"]]))
      }
    }
    let form = Store(
      initialState: PostFormFeature.State(mode: .create),
      reducer: PostFormFeature(client: refusing))
    await form.send(.setField(.userId, "1"))
    await form.send(.setField(.title, "Night trains"))
    await form.send(.setField(.body, "Sleepers across Europe."))
    await form.send(.submit)
    let titleErrors = await form.state.status.errors?["title"]
    // titleErrors == ["has already been taken"]

    #expect(problems.count == 2)
    #expect(await unsent.state.status.errors?.fields.sorted() == ["body", "userId"])
    #expect(titleErrors == ["has already been taken"])
  }

  @Test func testingAFeatureWithATestClock() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchBox.State(),
      reducer: SearchBox(clock: clock, search: { text in ["\(text) noodles"] }))
    await store.send(.textChanged("ram")) { $0.text = "ram" }
    await store.send(.textChanged("ramen")) { $0.text = "ramen" }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched(["ramen noodles"])) { $0.results = ["ramen noodles"] }
    await store.finish()

    let careless = TestStore(
      initialState: SearchBox.State(),
      reducer: SearchBox(clock: clock, search: { _ in [] }))
    await withKnownIssue {
      await careless.send(.searched(["udon noodles"]))
    }
    // fails: the results changed, and the test said nothing changed
  }
}

/// The feature of the testing article.
private struct SearchBox: Reducer {
  struct State: Sendable, Equatable {
    var text = ""
    var results: [String] = []
  }

  enum Action: Sendable, Equatable {
    case textChanged(String)
    case searched([String])
  }

  enum CancelID { case search }

  let clock: any Clock<Duration>
  let search: @Sendable (String) async -> [String]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .run { [clock, search] send in
        do {
          try await clock.sleep(for: .milliseconds(300))
        } catch {
          return
        }
        await send(.searched(await search(text)))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case .searched(let results):
      state.results = results
      return .none
    }
  }
}
