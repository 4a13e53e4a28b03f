import Features
import FeaturesTesting
import HTTPClient
import Producers
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ProducersListFeatureTests {
  let log = PageLog()

  func loadedStore(_ count: Int, pageSize: Int = 2) -> Store<ProducersListFeature> {
    Store(
      initialState: ProducersListFeature.State(pageSize: pageSize),
      reducer: ProducersListFeature(client: Fixtures.client(Fixtures.producers(count), log: log)))
  }

  @Test func loadsTheNextPageOnDemandUntilAnEmptyPage() async {
    let store = loadedStore(4)

    await store.send(.feed(.loadNextPage))
    #expect(await store.state.visibleProducers.map(\.id) == [1, 2])
    await store.send(.feed(.loadNextPage))
    await store.send(.feed(.loadNextPage))
    let state = await store.state
    #expect(state.visibleProducers.map(\.id) == [1, 2, 3, 4])
    #expect(!state.feed.hasMore)
    await store.send(.feed(.loadNextPage))
    #expect(log.all == [1, 2, 3])
    #expect(ProducersListScreen.lines(await store.state).last == "4 producers, all loaded")
  }

  @Test func aShortPageEndsTheListWithoutAskingForAnEmptyOne() async {
    let store = loadedStore(3)

    await store.send(.feed(.loadNextPage))
    await store.send(.feed(.loadNextPage))
    await store.send(.feed(.loadNextPage))
    #expect(await store.state.visibleProducers.count == 3)
    #expect(log.all == [1, 2])
  }

  @Test func aFailedPageIsShownAndCanBeRetried() async {
    let failing = ProducersClient(
      page: { _, _ in throw NetworkError.unreachable(host: "catalogue", reason: "refused") },
      producer: { _ in throw ProducerMissing() })
    let store = Store(
      initialState: ProducersListFeature.State(pageSize: 2),
      reducer: ProducersListFeature(client: failing))

    await store.send(.feed(.loadNextPage))
    #expect(
      ProducersListScreen.lines(await store.state)
        == ["Producers", "Could not load page 1: cannot reach catalogue: refused"])
  }

  @Test func theSearchKeepsTheProducersLoadedByNameAndCanBeCleared() async {
    let loaded = loadedStore(12, pageSize: 12)
    await loaded.send(.feed(.loadNextPage))
    let store = TestStore(
      initialState: await loaded.state,
      reducer: ProducersListFeature(client: Fixtures.client([], log: log)))

    await store.send(.searchTextChanged("PRODUCER 1")) { $0.search = SearchText("PRODUCER 1") }
    #expect(store.state.visibleProducers.map(\.id) == [1, 10, 11, 12])
    #expect(ProducersListScreen.lines(store.state)[1] == "Search: PRODUCER 1 (4 of 12)")
    await store.send(.searchTextChanged("nobody")) { $0.search = SearchText("nobody") }
    #expect(
      ProducersListScreen.lines(store.state).last == "No producer loaded is named like that.")
    await store.send(.clearSearch) { $0.search = SearchText("") }
    #expect(store.state.visibleProducers.count == 12)
    await store.finish()
    #expect(log.all == [1])
  }

  @Test func theShortDescriptionIsCutAtThreeLines() async {
    let long = Producer(
      id: 1, name: "Quesería",
      shortDescription: String(repeating: "word ", count: 40))
    let client = ProducersClient(
      page: { page, _ in Page(items: page == 1 ? [long] : []) }, producer: { _ in long })
    let store = Store(
      initialState: ProducersListFeature.State(pageSize: 1),
      reducer: ProducersListFeature(client: client))
    await store.send(.feed(.loadNextPage))

    let lines = ProducersListScreen.lines(await store.state, width: 24)
    #expect(
      lines == [
        "Producers", "#1 Quesería",
        "    word word word word", "    word word word word", "    word word word word…",
        "1 loaded, more to come",
      ])
  }
}
