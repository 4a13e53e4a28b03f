import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct DetailFeatureTests {
  typealias Feature = DetailFeature<Album.ID, Album>

  let album = Sample.album(3, title: "Summer")

  /// A feature that knows album 3 and nothing else, and logs every identifier it fetches.
  func feature(ids: Log<Album.ID> = Log()) -> Feature {
    Feature { [album] id in
      ids.append(id)
      guard id == album.id else { throw NetworkError.notFound(resource: "album", id: "\(id)") }
      return album
    }
  }

  // MARK: reduce

  @Test func theStateStartsLoading() {
    #expect(Feature.State(id: 3).detail == .loading)
  }

  @Test(arguments: [Feature.Action.load, .retry])
  func loadAndRetryShowLoadingAndRequestTheValueOfTheState(action: Feature.Action) async {
    let ids = Log<Album.ID>()
    var state = Feature.State(id: 3, detail: .failed(LoadFailure(message: "old")))

    let effect = feature(ids: ids).reduce(into: &state, action: action)

    #expect(state.detail == .loading)
    #expect(state.id == 3)
    #expect(effect.cancellations.count == 1)
    #expect(effect.cancellations.first??.cancelInFlight == true)
    #expect(await effect.actions() == [.detailResponse(.success(album))])
    #expect(ids.entries == [3])
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    var state = Feature.State(id: 9)

    let effect = feature().reduce(into: &state, action: .load)

    let error = NetworkError.notFound(resource: "album", id: "9")
    let failure = LoadFailure(message: error.description, networkError: error)
    #expect(await effect.actions() == [.detailResponse(.failure(failure))])
  }

  @Test func aResponseShowsTheValueOrTheFailureWithoutMoreWork() {
    var state = Feature.State(id: 3)
    let failure = LoadFailure(message: "server answered HTTP 500")

    #expect(feature().reduce(into: &state, action: .detailResponse(.success(album))).isNone)
    #expect(state == Feature.State(id: 3, detail: .loaded(album)))

    #expect(feature().reduce(into: &state, action: .detailResponse(.failure(failure))).isNone)
    #expect(state == Feature.State(id: 3, detail: .failed(failure)))
  }

  // MARK: through a store

  @Test func loadThenRetryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = Feature { [album] _ in
      attempts.append(attempts.entries.count + 1)
      guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
      return album
    }
    let store = Store(initialState: Feature.State(id: 3), reducer: feature)

    await store.send(.load)
    #expect(await store.state.detail.failure?.networkError == .timedOut(host: "api"))

    await store.send(.retry)
    #expect(await store.state.detail == .loaded(album))
    #expect(attempts.entries == [1, 2])
  }

  @Test(.timeLimit(.minutes(1)))
  func aSecondLoadDropsTheResponseToTheFirst() async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let feature = Feature { [album] _ in
      requests.append(requests.entries.count + 1)
      if requests.entries.count == 1 {
        try await firstRequest.pass()
        return Sample.album(3, title: "Stale")
      }
      return album
    }
    let store = Store(initialState: Feature.State(id: 3), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    let firstLoad = Task { await store.send(.load) }
    await arrivals.next()
    await store.send(.load)
    await firstLoad.value

    #expect(firstRequest.cancellations == 1)
    #expect(await store.state.detail == .loaded(album))
  }
}
