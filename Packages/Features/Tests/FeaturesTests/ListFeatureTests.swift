import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct ListFeatureTests {
  typealias Feature = ListFeature<AlbumQuery, Album>

  let albums = [Sample.album(1, title: "One"), Sample.album(2, title: "Two")]

  func feature(queries: Log<AlbumQuery> = Log()) -> Feature {
    Feature { [albums] query in
      queries.append(query)
      return Page(items: albums, totalCount: 2, number: query.options.page, size: 2)
    }
  }

  // MARK: reduce

  @Test func theStateStartsLoading() {
    #expect(Feature.State(query: AlbumQuery()).page == .loading)
  }

  @Test func loadShowsLoadingAndRequestsThePageOfTheQuery() async {
    let queries = Log<AlbumQuery>()
    let query = AlbumQuery(userID: 3, options: ListOptions(page: 1, perPage: 2))
    var state = Feature.State(query: query, page: .failed(LoadFailure(message: "old")))

    let effect = feature(queries: queries).reduce(into: &state, action: .load)

    #expect(state.page == .loading)
    #expect(state.query == query)
    let page = Page(items: albums, totalCount: 2, number: 1, size: 2)
    #expect(await effect.actions() == [.pageResponse(.success(page))])
    #expect(queries.entries == [query])
  }

  @Test(arguments: [Feature.Action.load, .retry, .queryChanged(AlbumQuery(userID: 1))])
  func everyRequestCancelsTheOneInFlight(action: Feature.Action) {
    var state = Feature.State(query: AlbumQuery())

    let effect = feature().reduce(into: &state, action: action)

    #expect(effect.cancellations.count == 1)
    #expect(effect.cancellations.first??.cancelInFlight == true)
  }

  @Test func retryRequestsTheSameQueryAgain() async {
    let queries = Log<AlbumQuery>()
    let query = AlbumQuery(userID: 5)
    var state = Feature.State(query: query, page: .failed(LoadFailure(message: "offline")))

    let effect = feature(queries: queries).reduce(into: &state, action: .retry)

    #expect(state.page == .loading)
    #expect(
      await effect.actions() == [
        .pageResponse(.success(Page(items: albums, totalCount: 2, size: 2)))
      ])
    #expect(queries.entries == [query])
  }

  @Test func queryChangedReplacesTheQueryAndRequestsIt() async {
    let queries = Log<AlbumQuery>()
    let next = AlbumQuery(options: ListOptions(page: 2, perPage: 2))
    var state = Feature.State(query: AlbumQuery(), page: .loaded(Page(items: albums)))

    let effect = feature(queries: queries).reduce(into: &state, action: .queryChanged(next))

    #expect(state.query == next)
    #expect(state.page == .loading)
    _ = await effect.actions()
    #expect(queries.entries == [next])
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    let error = NetworkError.notFound(resource: "user", id: "9")
    let feature = Feature { _ in throw error }
    var state = Feature.State(query: AlbumQuery())

    let effect = feature.reduce(into: &state, action: .load)

    let failure = LoadFailure(message: error.description, networkError: error)
    #expect(await effect.actions() == [.pageResponse(.failure(failure))])
  }

  @Test func aResponseShowsThePageOrTheFailureWithoutMoreWork() {
    var state = Feature.State(query: AlbumQuery())
    let page = Page(items: albums, totalCount: 100, number: 1, size: 2)
    let failure = LoadFailure(message: "server answered HTTP 500")

    #expect(feature().reduce(into: &state, action: .pageResponse(.success(page))).isNone)
    #expect(state.page == .loaded(page))

    #expect(feature().reduce(into: &state, action: .pageResponse(.failure(failure))).isNone)
    #expect(state.page == .failed(failure))
  }

  // MARK: through a store

  @Test func loadThenRetryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = Feature { [albums] _ in
      attempts.append(attempts.entries.count + 1)
      guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
      return Page(items: albums)
    }
    let store = Store(initialState: Feature.State(query: AlbumQuery()), reducer: feature)

    await store.send(.load)
    #expect(await store.state.page.failure?.networkError == .timedOut(host: "api"))

    await store.send(.retry)
    #expect(await store.state.page == .loaded(Page(items: albums)))
  }

  @Test func anEmptyCollectionEndsLoadedEmpty() async {
    let store = Store(
      initialState: Feature.State(query: AlbumQuery()), reducer: Feature { _ in Page(items: []) })

    await store.send(.load)

    #expect(await store.state.page == .loaded(Page(items: [])))
  }

  @Test func aPagePastTheEndEndsLoadedEmptyNotFailed() async {
    let feature = Feature { query in
      Page(items: [], totalCount: 100, number: query.options.page, size: 10)
    }
    let query = AlbumQuery(options: ListOptions(page: 11, perPage: 10))
    let store = Store(initialState: Feature.State(query: query), reducer: feature)

    await store.send(.load)

    #expect(
      await store.state.page == .loaded(Page(items: [], totalCount: 100, number: 11, size: 10)))
  }

  @Test(.timeLimit(.minutes(1)))
  func aNewQueryDropsTheResponseToTheOldOne() async {
    let firstRequest = Gate()
    let feature = Feature { [albums] query in
      if query.userID == 1 {
        try await firstRequest.pass()
        return Page(items: [])
      }
      return Page(items: albums)
    }
    let store = Store(initialState: Feature.State(query: AlbumQuery(userID: 1)), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    let firstLoad = Task { await store.send(.load) }
    await arrivals.next()
    await store.send(.queryChanged(AlbumQuery(userID: 2)))
    await firstLoad.value

    #expect(firstRequest.cancellations == 1)
    #expect(await store.state.query == AlbumQuery(userID: 2))
    #expect(await store.state.page == .loaded(Page(items: albums)))
  }
}
