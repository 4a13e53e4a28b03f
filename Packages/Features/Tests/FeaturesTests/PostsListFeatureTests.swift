import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct PostsListFeatureTests {
  let posts = [
    Sample.post(1, by: 1, title: "First", body: "about Zürich"),
    Sample.post(2, by: 2, title: "Second"),
    Sample.post(3, by: 9, title: "Orphan"),
  ]

  var summaries: [PostSummary] {
    [
      PostSummary(post: posts[0], author: Sample.leanne),
      PostSummary(post: posts[1], author: Sample.ervin),
      PostSummary(post: posts[2], author: nil),
    ]
  }

  /// A client that answers every post query with `posts`, remembering the queries.
  func client(queries: Log<PostQuery> = Log()) -> NetworkClient {
    NetworkClient.unimplemented.with { [posts] in
      $0.posts = { query in
        queries.append(query)
        return Page(items: posts, totalCount: 30, number: query.options.page, size: 3)
      }
      $0.users = { _ in Page(items: [Sample.leanne, Sample.ervin]) }
    }
  }

  // MARK: reduce

  @Test func loadShowsLoadingAndRequestsThePostsOfTheQueryWithTheirAuthors() async {
    let queries = Log<PostQuery>()
    let feature = PostsListFeature(client: client(queries: queries))
    let query = PostQuery(userID: 2, options: ListOptions(page: 2, perPage: 3))
    var state = PostsListFeature.State(query: query, posts: .loaded(Page(items: [])))

    let effect = feature.reduce(into: &state, action: .list(.load))

    #expect(state.posts == .loading)
    let page = Page(items: summaries, totalCount: 30, number: 2, size: 3)
    #expect(await effect.actions() == [.list(.pageResponse(.success(page)))])
    #expect(queries.entries == [query])
  }

  @Test func retryAfterAFailureShowsLoadingAndRequestsAgain() async {
    let feature = PostsListFeature(client: client())
    var state = PostsListFeature.State(posts: .failed(LoadFailure(message: "offline")))

    let effect = feature.reduce(into: &state, action: .list(.retry))

    #expect(state.posts == .loading)
    #expect(
      await effect.actions() == [
        .list(.pageResponse(.success(Page(items: summaries, totalCount: 30, size: 3))))
      ])
  }

  @Test func loadCancelsTheRequestInFlight() {
    let feature = PostsListFeature(client: client())
    var state = PostsListFeature.State()

    let effect = feature.reduce(into: &state, action: .list(.load))

    #expect(effect.cancellations.count == 1)
    #expect(effect.cancellations.first??.cancelInFlight == true)
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    let error = NetworkError.timedOut(host: "jsonplaceholder.typicode.com")
    let feature = PostsListFeature(client: client().with { $0.posts = { _ in throw error } })
    var state = PostsListFeature.State()

    let effect = feature.reduce(into: &state, action: .list(.load))

    let failure = LoadFailure(message: error.description, networkError: error)
    #expect(await effect.actions() == [.list(.pageResponse(.failure(failure)))])
  }

  @Test func aResponseShowsThePageOrTheFailure() {
    let feature = PostsListFeature(client: .unimplemented)
    var state = PostsListFeature.State()
    let failure = LoadFailure(message: "server answered HTTP 500")

    #expect(
      feature.reduce(into: &state, action: .list(.pageResponse(.success(Page(items: summaries)))))
        .isNone)
    #expect(state.posts == .loaded(Page(items: summaries)))
    #expect(state.visiblePosts == summaries)

    #expect(feature.reduce(into: &state, action: .list(.pageResponse(.failure(failure)))).isNone)
    #expect(state.posts == .failed(failure))
    #expect(state.visiblePosts.isEmpty)
  }

  // MARK: search

  @Test func searchTextChangedFiltersTheLoadedPostsWithoutARequest() {
    let feature = PostsListFeature(client: .unimplemented)
    var state = PostsListFeature.State(posts: .loaded(Page(items: summaries)))

    let effect = feature.reduce(into: &state, action: .searchTextChanged("SEC"))

    #expect(effect.isNone)
    #expect(state.search == SearchText("SEC"))
    #expect(state.visiblePosts == [summaries[1]])
  }

  @Test(
    arguments: [
      ("first", [1]), ("zurich", [1]), ("ZÜRICH", [1]), ("o", [1, 2, 3]), ("", [1, 2, 3]),
      ("Leanne", []), ("nothing", []),
    ] as [(String, [Int])])
  func searchMatchesTitleAndBodyOnly(text: String, ids: [Int]) {
    let state = PostsListFeature.State(posts: .loaded(Page(items: summaries)), searchText: text)

    #expect(state.visiblePosts.map(\.post.id.rawValue) == ids)
  }

  @Test func aSearchSurvivesAReload() async {
    let store = Store(
      initialState: PostsListFeature.State(searchText: "orphan"),
      reducer: PostsListFeature(client: client()))

    await store.send(.list(.load))

    #expect(await store.state.visiblePosts == [summaries[2]])
  }

  // MARK: through a store

  @Test func loadEndsLoadedWithEveryPostAndItsAuthor() async {
    let store = Store(
      initialState: PostsListFeature.State(), reducer: PostsListFeature(client: client()))

    await store.send(.list(.load))

    #expect(await store.state.posts == .loaded(Page(items: summaries, totalCount: 30, size: 3)))
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client()
    } operation: {
      PostsListFeature()
    }
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.list(.load))

    #expect(await store.state.visiblePosts == summaries)
  }

  @Test func loadEndsFailedKeepingTheNetworkError() async throws {
    let error = NetworkError.unreachable(host: "jsonplaceholder.typicode.com", reason: "offline")
    let feature = PostsListFeature(client: client().with { $0.users = { _ in throw error } })
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.list(.load))

    let failure = try #require(await store.state.posts.failure)
    #expect(failure.networkError == error)
    #expect(failure.message == "cannot reach jsonplaceholder.typicode.com: offline")
  }

  @Test func retryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = PostsListFeature(
      client: client().with { [posts] client in
        client.posts = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
          return Page(items: posts)
        }
      }
    )
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.list(.load))
    #expect(await store.state.posts.failure?.networkError == .timedOut(host: "api"))

    await store.send(.list(.retry))
    #expect(await store.state.posts == .loaded(Page(items: summaries)))
    #expect(attempts.entries == [1, 2])
  }

  @Test func aPagePastTheEndEndsLoadedEmptyWithTheTotal() async {
    let feature = PostsListFeature(
      client: client().with {
        $0.posts = { query in Page(items: [], totalCount: 100, number: query.options.page, size: 10)
        }
      })
    let query = PostQuery(options: ListOptions(page: 11, perPage: 10))
    let store = Store(initialState: PostsListFeature.State(query: query), reducer: feature)

    await store.send(.list(.load))

    #expect(
      await store.state.posts == .loaded(Page(items: [], totalCount: 100, number: 11, size: 10)))
  }

  @Test func queryChangedTurnsThePage() async {
    let queries = Log<PostQuery>()
    let store = Store(
      initialState: PostsListFeature.State(),
      reducer: PostsListFeature(client: client(queries: queries)))
    let next = PostQuery(options: ListOptions(page: 2, perPage: 3))

    await store.send(.list(.queryChanged(next)))

    #expect(await store.state.list.query == next)
    #expect(await store.state.posts.value?.number == 2)
    #expect(queries.entries == [next])
  }

  @Test func anEndpointTheClientLacksEndsFailedNamingIt() async throws {
    let feature = PostsListFeature(
      client: .unimplemented.with { $0.users = { _ in Page(items: []) } })
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.list(.load))

    let failure = try #require(await store.state.posts.failure)
    #expect(failure.networkError == nil)
    #expect(failure.message.contains("posts"))
  }

  @Test(.timeLimit(.minutes(1)))
  func aSecondLoadDropsTheFirstResponse() async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let feature = PostsListFeature(
      client: client().with { [posts] client in
        client.posts = { _ in
          requests.append(requests.entries.count + 1)
          if requests.entries.count == 1 {
            try await firstRequest.pass()
            return Page(items: [])
          }
          return Page(items: posts)
        }
      }
    )
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    let firstLoad = Task { await store.send(.list(.load)) }
    await arrivals.next()
    await store.send(.list(.load))
    await firstLoad.value

    #expect(firstRequest.cancellations == 1)
    #expect(await store.state.posts == .loaded(Page(items: summaries)))
  }
}
