import Dependencies
import Models
import NetworkClient
import Testing

@testable import Features

@Suite struct PostsListFeatureTests {
  let posts = [
    Fixtures.post(1, by: 1, title: "First"),
    Fixtures.post(2, by: 2, title: "Second"),
    Fixtures.post(3, by: 9, title: "Orphan"),
  ]

  var summaries: [PostSummary] {
    [
      PostSummary(post: posts[0], author: Fixtures.leanne),
      PostSummary(post: posts[1], author: Fixtures.ervin),
      PostSummary(post: posts[2], author: nil),
    ]
  }

  var client: NetworkClient {
    NetworkClient.unimplemented.with { [posts] in
      $0.posts = { posts }
      $0.users = { [Fixtures.leanne, Fixtures.ervin] }
    }
  }

  // MARK: reduce

  @Test func loadShowsLoadingAndRequestsThePostsWithTheirAuthors() async {
    let feature = PostsListFeature(client: client)
    var state = PostsListFeature.State(posts: .loaded([]))

    let effect = feature.reduce(into: &state, action: .load)

    #expect(state.posts == .loading)
    #expect(await effect.actions() == [.postsResponse(.success(summaries))])
  }

  @Test func retryAfterAFailureShowsLoadingAndRequestsAgain() async {
    let feature = PostsListFeature(client: client)
    var state = PostsListFeature.State(posts: .failed(LoadFailure(message: "offline")))

    let effect = feature.reduce(into: &state, action: .retry)

    #expect(state.posts == .loading)
    #expect(await effect.actions() == [.postsResponse(.success(summaries))])
  }

  @Test func loadCancelsTheRequestInFlight() {
    let feature = PostsListFeature(client: client)
    var state = PostsListFeature.State()

    let effect = feature.reduce(into: &state, action: .load)

    #expect(effect.cancellations.count == 1)
    #expect(effect.cancellations.first??.cancelInFlight == true)
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    let error = NetworkError.timedOut(host: "jsonplaceholder.typicode.com")
    let feature = PostsListFeature(client: client.with { $0.posts = { throw error } })
    var state = PostsListFeature.State()

    let effect = feature.reduce(into: &state, action: .load)

    let failure = LoadFailure(message: error.description, networkError: error)
    #expect(await effect.actions() == [.postsResponse(.failure(failure))])
  }

  @Test func aSuccessfulResponseShowsThePosts() {
    let feature = PostsListFeature(client: .unimplemented)
    var state = PostsListFeature.State()

    let effect = feature.reduce(into: &state, action: .postsResponse(.success(summaries)))

    #expect(state.posts == .loaded(summaries))
    #expect(effect.isNone)
  }

  @Test func aFailedResponseShowsTheFailure() {
    let feature = PostsListFeature(client: .unimplemented)
    var state = PostsListFeature.State()
    let failure = LoadFailure(message: "server answered HTTP 500")

    let effect = feature.reduce(into: &state, action: .postsResponse(.failure(failure)))

    #expect(state.posts == .failed(failure))
    #expect(effect.isNone)
  }

  // MARK: through a store

  @Test func loadEndsLoadedWithEveryPostAndItsAuthor() async {
    let store = Store(
      initialState: PostsListFeature.State(), reducer: PostsListFeature(client: client))

    await store.send(.load)

    #expect(await store.state.posts == .loaded(summaries))
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client
    } operation: {
      PostsListFeature()
    }
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.load)

    #expect(await store.state.posts == .loaded(summaries))
  }

  @Test func loadEndsFailedKeepingTheNetworkError() async throws {
    let error = NetworkError.unreachable(host: "jsonplaceholder.typicode.com", reason: "offline")
    let feature = PostsListFeature(client: client.with { $0.users = { throw error } })
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.load)

    let failure = try #require(await store.state.posts.failure)
    #expect(failure.networkError == error)
    #expect(failure.message == "cannot reach jsonplaceholder.typicode.com: offline")
  }

  @Test func retryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = PostsListFeature(
      client: client.with { [posts] client in
        client.posts = {
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
          return posts
        }
      }
    )
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.load)
    #expect(await store.state.posts.failure?.networkError == .timedOut(host: "api"))

    await store.send(.retry)
    #expect(await store.state.posts == .loaded(summaries))
    #expect(attempts.entries == [1, 2])
  }

  @Test func noPostsEndsLoadedEmpty() async {
    let feature = PostsListFeature(client: client.with { $0.posts = { [] } })
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.load)

    #expect(await store.state.posts == .loaded([]))
  }

  @Test func anEndpointTheClientLacksEndsFailedNamingIt() async throws {
    let feature = PostsListFeature(client: .unimplemented.with { $0.users = { [] } })
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)

    await store.send(.load)

    let failure = try #require(await store.state.posts.failure)
    #expect(failure.networkError == nil)
    #expect(failure.message.contains("posts was called"))
  }

  @Test(.timeLimit(.minutes(1)))
  func aSecondLoadDropsTheFirstResponse() async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let feature = PostsListFeature(
      client: client.with { [posts] client in
        client.posts = {
          requests.append(requests.entries.count + 1)
          if requests.entries.count == 1 {
            try await firstRequest.pass()
            return []
          }
          return posts
        }
      }
    )
    let store = Store(initialState: PostsListFeature.State(), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    let firstLoad = Task { await store.send(.load) }
    await arrivals.next()
    await store.send(.load)
    await firstLoad.value

    #expect(firstRequest.cancellations == 1)
    #expect(await store.state.posts == .loaded(summaries))
  }
}
