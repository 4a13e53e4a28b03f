import Features
import FeaturesTesting
import HTTPClient
import Producers
import Testing

/// The catalogue's screens on the in-memory twin of its description: no server and no client
/// of the team's.
@Suite(.timeLimit(.minutes(1)))
struct ProducersInMemoryTests {
  static let client = ProducersClient.inMemory(
    ProducersResources.producers, records: Fixtures.producers(5), matching: { _, _ in true })

  @Test func theListPagesToTheEndAndFiltersWhatItLoaded() async {
    let store = Store(
      initialState: ProducersListFeature.State(pageSize: 2),
      reducer: ProducersListFeature(client: Self.client))

    await store.send(.feed(.loadRemainingPages))
    let all = await store.state.visibleProducers.map(\.id)
    await store.send(.searchTextChanged("producer 4"))

    #expect(all == [1, 2, 3, 4, 5])
    #expect(await store.state.visibleProducers.map(\.id) == [4])
  }

  @Test func aProducerIsReadByItsIdAndAMissingOneIsNotFound() async {
    let found = Store(
      initialState: ProducerDetailFeature.State(id: 3),
      reducer: ProducerDetailFeature(client: Self.client))
    let missing = Store(
      initialState: ProducerDetailFeature.State(id: 9),
      reducer: ProducerDetailFeature(client: Self.client))

    await found.send(.load)
    await missing.send(.load)

    #expect(ProducerDetailScreen.lines(await found.state).first == "Producer 3")
    #expect(
      ProducerDetailScreen.lines(await missing.state) == [
        "Producer #9", "Could not load it: producer 9 not found",
      ])
  }
}
