import Dependencies
import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct PostsListFeatureTests {
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

  func store(
    _ state: PostsListFeature.State = PostsListFeature.State(),
    client: NetworkClient? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<PostsListFeature> {
    TestStore(
      initialState: state, reducer: PostsListFeature(client: client ?? self.client()),
      sourceLocation: sourceLocation)
  }

  /// A client that answers every post query with `posts`, remembering the queries.
  func client(queries: Log<PostQuery> = Log()) -> NetworkClient {
    NetworkClient.unimplemented.with { [posts] in
      $0.posts = { query in
        queries.append(query)
        return Page(items: posts, totalCount: 30, number: query.list.pageNumber, size: 3)
      }
      $0.users = { _ in Page(items: [Sample.leanne, Sample.ervin]) }
    }
  }

  // MARK: loading

  @Test func loadShowsLoadingAndRequestsThePostsOfTheQueryWithTheirAuthors() async {
    let queries = Log<PostQuery>()
    let query = PostQuery(userID: 2, list: RecordQuery(pageNumber: 2, perPage: 3))
    let store = store(
      PostsListFeature.State(query: query, posts: .loaded(Page(items: []))),
      client: client(queries: queries))
    let page = Page(items: summaries, totalCount: 30, number: 2, size: 3)

    await store.send(.list(.load)) { $0.list.page = .loading }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [query])
  }

  @Test func retryAfterAFailureShowsLoadingAndRequestsAgain() async {
    let store = store(PostsListFeature.State(posts: .failed(LoadFailure(message: "offline"))))
    let page = Page(items: summaries, totalCount: 30, size: 3)

    await store.send(.list(.retry)) { $0.list.page = .loading }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    let error = NetworkError.timedOut(host: "jsonplaceholder.typicode.com")
    let store = store(client: client().with { $0.posts = { _ in throw error } })
    let failure = LoadFailure(message: error.description, networkError: error)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.failure(failure)))) {
      $0.list.page = .failed(failure)
    }
    await store.finish()
  }

  @Test func aResponseShowsThePageOrTheFailure() async {
    let store = store(client: .unimplemented)
    let failure = LoadFailure(message: "server answered HTTP 500")
    let page = Page(items: summaries)

    await store.send(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    checkEqual(store.state.visiblePosts, summaries)

    await store.send(.list(.pageResponse(.failure(failure)))) { $0.list.page = .failed(failure) }
    check(store.state.visiblePosts.isEmpty)
    await store.finish()
  }

  // MARK: search

  @Test func searchTextChangedFiltersTheLoadedPostsWithoutARequest() async {
    let store = store(PostsListFeature.State(posts: .loaded(Page(items: summaries))))

    await store.send(.searchTextChanged("SEC")) { $0.search = SearchText("SEC") }
    await store.finish()

    checkEqual(store.state.visiblePosts, [summaries[1]])
  }

  @Test(
    arguments: [
      ("first", [1]), ("zurich", [1]), ("ZÜRICH", [1]), ("o", [1, 2, 3]), ("", [1, 2, 3]),
      ("Leanne", []), ("nothing", []),
    ] as [(String, [Int])])
  func searchMatchesTitleAndBodyOnly(text: String, ids: [Int]) {
    let state = PostsListFeature.State(posts: .loaded(Page(items: summaries)), searchText: text)

    checkEqual(state.visiblePosts.map(\.post.id.rawValue), ids)
  }

  @Test func aSearchSurvivesAReload() async {
    let store = store(PostsListFeature.State(searchText: "orphan"))
    let page = Page(items: summaries, totalCount: 30, size: 3)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(store.state.search, SearchText("orphan"))
    checkEqual(store.state.visiblePosts, [summaries[2]])
  }

  // MARK: end to end

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client()
    } operation: {
      PostsListFeature()
    }
    let store = TestStore(initialState: PostsListFeature.State(), reducer: feature)
    let page = Page(items: summaries, totalCount: 30, size: 3)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(store.state.visiblePosts, summaries)
  }

  @Test func loadEndsFailedKeepingTheNetworkError() async {
    let error = NetworkError.unreachable(host: "jsonplaceholder.typicode.com", reason: "offline")
    let store = store(client: client().with { $0.users = { _ in throw error } })
    let failure = LoadFailure(error)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.failure(failure)))) {
      $0.list.page = .failed(failure)
    }
    await store.finish()

    checkEqual(failure.networkError, error)
    checkEqual(failure.message, "cannot reach jsonplaceholder.typicode.com: offline")
  }

  @Test func retryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let store = store(
      client: client().with { [posts] client in
        client.posts = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
          return Page(items: posts)
        }
      })
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))
    let page = Page(items: summaries)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.failure(failure)))) {
      $0.list.page = .failed(failure)
    }
    await store.send(.list(.retry)) { $0.list.page = .loading }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(attempts.entries, [1, 2])
  }

  @Test func aPagePastTheEndEndsLoadedEmptyWithTheTotal() async {
    let query = PostQuery(list: RecordQuery(pageNumber: 11, perPage: 10))
    let store = store(
      PostsListFeature.State(query: query),
      client: client().with {
        $0.posts = { query in
          Page(items: [], totalCount: 100, number: query.list.pageNumber, size: 10)
        }
      })
    let page = Page<PostSummary>(items: [], totalCount: 100, number: 11, size: 10)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()
  }

  @Test func aSearchOnAPageFetchesEveryPostAndPagesTheMatches() async {
    let queries = Log<PostQuery>()
    let requested = PostQuery(userID: 1, list: RecordQuery(pageNumber: 1, perPage: 1))
    let whole = PostQuery(userID: 1)
    let loadedPage = Page(items: [summaries[0]], totalCount: 30, number: 1, size: 1)
    let store = store(
      PostsListFeature.State(query: requested, posts: .loaded(loadedPage)),
      client: client(queries: queries))
    let collection = Page(items: summaries, totalCount: 30, size: 3)

    await store.send(.searchTextChanged("n")) {
      $0.search = SearchText("n")
      $0.list.query = whole
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(collection)))) {
      $0.list.page = .loaded(collection)
    }
    await store.finish()

    checkEqual(queries.entries, [whole])
    checkEqual(store.state.visiblePosts, [summaries[1]], "page 1 of Second and Orphan")
    checkEqual(store.state.result.value?.totalCount, 2)
    checkEqual(store.state.result.value?.pageCount, 2)
  }

  @Test func queryChangedTurnsThePage() async {
    let queries = Log<PostQuery>()
    let store = store(client: client(queries: queries))
    let next = PostQuery(list: RecordQuery(pageNumber: 2, perPage: 3))
    let page = Page(items: summaries, totalCount: 30, number: 2, size: 3)

    await store.send(.list(.queryChanged(next))) {
      $0.requestedQuery = next
      $0.list.query = next
    }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [next])
  }

  @Test func anEndpointTheClientLacksEndsFailedNamingIt() async throws {
    let client = NetworkClient.unimplemented.with { $0.users = { _ in Page(items: []) } }
    let store = store(client: client)
    let error = await #expect(throws: (any Error).self) {
      try await client.postSummaries(PostQuery())
    }
    let failure = LoadFailure(try #require(error))

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.failure(failure)))) {
      $0.list.page = .failed(failure)
    }
    await store.finish()

    checkEqual(failure.networkError, nil)
    check(failure.message.contains("posts"))
  }

  @Test func aSecondLoadDropsTheFirstResponse() async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let store = store(
      client: client().with { [posts] client in
        client.posts = { _ in
          requests.append(requests.entries.count + 1)
          if requests.entries.count == 1 {
            try await firstRequest.pass()
            return Page(items: [])
          }
          return Page(items: posts)
        }
      })
    var arrivals = firstRequest.arrivals.makeAsyncIterator()
    let page = Page(items: summaries)

    await store.send(.list(.load))
    await arrivals.next()
    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(firstRequest.cancellations, 1)
  }
}
