import Features
import FeaturesTesting
import HTTPClient
import Producers
import Synchronization
import Testing

/// The list's feed asserted step by step with an exhaustive `TestStore`: every change of the
/// feed's state is stated, as a team writes it from outside the packages.
@Suite(.timeLimit(.minutes(1)))
struct ProducersListFeatureTests {
  let log = PageLog()

  func store(_ catalogue: [Producer], pageSize: Int = 2) -> TestStore<ProducersListFeature> {
    TestStore(
      initialState: ProducersListFeature.State(pageSize: pageSize),
      reducer: ProducersListFeature(client: Fixtures.client(catalogue, log: log)))
  }

  @Test func loadsTheNextPageOnDemandUntilAPageSaysItIsTheLast() async {
    let catalogue = Fixtures.producers(4)
    let store = store(catalogue)

    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 1) }
    await store.receive(
      .feed(.pageResponse(page: 1, .success(Fixtures.page(1, of: 2, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = Array(catalogue[0..<2])
      $0.feed.pageItemCounts = [2]
      $0.feed.next = .number(2)
    }
    #expect(store.state.visibleProducers.map(\.id) == [1, 2])
    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 2) }
    await store.receive(
      .feed(.pageResponse(page: 2, .success(Fixtures.page(2, of: 2, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = catalogue
      $0.feed.pageItemCounts = [2, 2]
      $0.feed.next = .number(3)
    }
    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 3) }
    await store.receive(
      .feed(.pageResponse(page: 3, .success(Fixtures.page(3, of: 2, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.pageItemCounts = [2, 2, 0]
      $0.feed.next = nil
    }
    await store.send(.feed(.loadNextPage))
    await store.finish()

    #expect(!store.state.feed.hasMore)
    #expect(log.all == [1, 2, 3])
    #expect(ProducersListScreen.lines(store.state).last == "4 producers, all loaded")
  }

  @Test func aShortPageEndsTheListWithoutAskingForAnEmptyOne() async {
    let catalogue = Fixtures.producers(3)
    let store = store(catalogue)

    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 1) }
    await store.receive(
      .feed(.pageResponse(page: 1, .success(Fixtures.page(1, of: 2, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = Array(catalogue[0..<2])
      $0.feed.pageItemCounts = [2]
      $0.feed.next = .number(2)
    }
    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 2) }
    await store.receive(
      .feed(.pageResponse(page: 2, .success(Fixtures.page(2, of: 2, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = catalogue
      $0.feed.pageItemCounts = [2, 1]
      $0.feed.next = nil
    }
    await store.send(.feed(.loadNextPage))
    await store.finish()

    #expect(log.all == [1, 2])
  }

  @Test func everyPageLoadsOneAfterAnotherWithoutACount() async {
    let catalogue = Fixtures.producers(3)
    let store = store(catalogue)

    await store.send(.feed(.loadRemainingPages)) {
      $0.feed.mode = .loadingInTurn(page: 1)
    }
    await store.receive(
      .feed(.pageResponse(page: 1, .success(Fixtures.page(1, of: 2, in: catalogue))))
    ) {
      $0.feed.items = Array(catalogue[0..<2])
      $0.feed.pageItemCounts = [2]
      $0.feed.next = .number(2)
      $0.feed.mode = .loadingInTurn(page: 2)
    }
    await store.receive(
      .feed(.pageResponse(page: 2, .success(Fixtures.page(2, of: 2, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = catalogue
      $0.feed.pageItemCounts = [2, 1]
      $0.feed.next = nil
    }
    await store.finish()

    #expect(log.all == [1, 2])
  }

  @Test func aFailedPageIsShownAndARetryAsksTheServerAgain() async {
    let attempts = Mutex(0)
    let producer = Fixtures.producers(1)[0]
    let flaky = ProducersClient(
      page: { _, _ in
        guard
          attempts.withLock({
            $0 += 1
            return $0
          }) > 1
        else {
          throw NetworkError.unreachable(host: "catalogue", reason: "refused")
        }
        return Page(items: [producer], number: 1, size: 2)
      },
      producer: { _ in throw ProducerMissing() })
    let store = TestStore(
      initialState: ProducersListFeature.State(pageSize: 2),
      reducer: ProducersListFeature(client: flaky))
    let failure = LoadFailure(NetworkError.unreachable(host: "catalogue", reason: "refused"))

    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 1) }
    await store.receive(.feed(.pageResponse(page: 1, .failure(failure)))) {
      $0.feed.mode = .failed(failure)
    }
    #expect(
      ProducersListScreen.lines(store.state)
        == ["Producers", "Could not load page 1: cannot reach catalogue: refused"])
    await store.send(.feed(.retry)) {
      $0.feed.mode = .loading(page: 1)
      $0.feed.freshness = .revalidated
    }
    await store.receive(
      .feed(.pageResponse(page: 1, .success(Page(items: [producer], number: 1, size: 2))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = [producer]
      $0.feed.pageItemCounts = [1]
    }
    await store.finish()

    #expect(store.state.visibleProducers == [producer])
    #expect(!store.state.feed.hasMore)
  }

  @Test func theSearchKeepsTheProducersLoadedByNameAndCanBeCleared() async {
    let catalogue = Fixtures.producers(12)
    let store = store(catalogue, pageSize: 12)
    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 1) }
    await store.receive(
      .feed(.pageResponse(page: 1, .success(Fixtures.page(1, of: 12, in: catalogue))))
    ) {
      $0.feed.mode = .idle
      $0.feed.items = catalogue
      $0.feed.pageItemCounts = [12]
      $0.feed.next = .number(2)
    }

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
      page: { _, _ in Page(items: [long], next: .number(2)) }, producer: { _ in long })
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
