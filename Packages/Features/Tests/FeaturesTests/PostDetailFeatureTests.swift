import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct PostDetailFeatureTests {
  let post = Sample.post(7, by: 1, title: "Hello", body: "Line one\nLine two")
  let comments = [
    Sample.comment(1, on: 7, name: "Nice", email: "a@example.com", body: "Agreed."),
    Sample.comment(2, on: 7, name: "Meh", email: "b@example.com", body: "Not sure."),
  ]

  var detail: PostDetail {
    PostDetail(post: post, author: Sample.leanne, comments: comments)
  }

  /// A client that knows post 7, its comments and user 1, and nothing else.
  var client: NetworkClient {
    NetworkClient.unimplemented.with { [post, comments] in
      $0.post = { id in
        guard id == post.id else { throw NetworkError.notFound(resource: "post", id: "\(id)") }
        return post
      }
      $0.comments = { query in Page(items: query.postID == post.id ? comments : []) }
      $0.user = { id in
        guard id == Sample.leanne.id else {
          throw NetworkError.notFound(resource: "user", id: "\(id)")
        }
        return Sample.leanne
      }
    }
  }

  // MARK: state

  @Test func thePostIDIsTheStatesID() {
    var state = PostDetailFeature.State(postID: 7)
    #expect(state.id == 7)
    #expect(state.detail == .loading)

    state.postID = 8
    #expect(state.id == 8)
    #expect(state == PostDetailFeature.State(id: 8))
  }

  // MARK: reduce

  @Test func loadShowsLoadingAndRequestsThePostOfTheState() async {
    let feature = PostDetailFeature(client: client)
    var state = PostDetailFeature.State(postID: 7, detail: .failed(LoadFailure(message: "x")))

    let effect = feature.reduce(into: &state, action: .load)

    #expect(state.detail == .loading)
    #expect(await effect.actions() == [.detailResponse(.success(detail))])
    #expect(effect.cancellations.first??.cancelInFlight == true)
  }

  @Test func retryShowsLoadingAndRequestsAgain() async {
    let feature = PostDetailFeature(client: client)
    var state = PostDetailFeature.State(postID: 7, detail: .failed(LoadFailure(message: "x")))

    let effect = feature.reduce(into: &state, action: .retry)

    #expect(state.detail == .loading)
    #expect(await effect.actions() == [.detailResponse(.success(detail))])
  }

  @Test func aSuccessfulResponseShowsTheDetail() {
    let feature = PostDetailFeature(client: .unimplemented)
    var state = PostDetailFeature.State(postID: 7)

    let effect = feature.reduce(into: &state, action: .detailResponse(.success(detail)))

    #expect(state == PostDetailFeature.State(postID: 7, detail: .loaded(detail)))
    #expect(effect.isNone)
  }

  @Test func aFailedResponseShowsTheFailure() {
    let feature = PostDetailFeature(client: .unimplemented)
    var state = PostDetailFeature.State(postID: 7)
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    let effect = feature.reduce(into: &state, action: .detailResponse(.failure(failure)))

    #expect(state.detail == .failed(failure))
    #expect(effect.isNone)
  }

  // MARK: through a store

  @Test func loadEndsLoadedWithTheAuthorAndComments() async {
    let store = Store(
      initialState: PostDetailFeature.State(postID: 7), reducer: PostDetailFeature(client: client))

    await store.send(.load)

    #expect(await store.state.detail == .loaded(detail))
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client
    } operation: {
      PostDetailFeature()
    }
    let store = Store(initialState: PostDetailFeature.State(postID: 7), reducer: feature)

    await store.send(.load)

    #expect(await store.state.detail == .loaded(detail))
  }

  @Test func aPostTheServerDoesNotKnowEndsFailedAsNotFound() async throws {
    let store = Store(
      initialState: PostDetailFeature.State(postID: 999), reducer: PostDetailFeature(client: client)
    )

    await store.send(.load)

    let failure = try #require(await store.state.detail.failure)
    #expect(failure.networkError == .notFound(resource: "post", id: "999"))
    #expect(failure.message == "post 999 not found")
  }

  @Test func loadEndsFailedKeepingTheNetworkError() async throws {
    let error = NetworkError.unexpectedStatus(code: 503, bodyExcerpt: "busy")
    let feature = PostDetailFeature(client: client.with { $0.comments = { _ in throw error } })
    let store = Store(initialState: PostDetailFeature.State(postID: 7), reducer: feature)

    await store.send(.load)

    #expect(await store.state.detail.failure == LoadFailure(error))
    #expect(await store.state.detail.failure?.networkError == error)
  }

  @Test func retryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = PostDetailFeature(
      client: client.with { [post] client in
        client.post = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else {
            throw NetworkError.unreachable(host: "api", reason: "offline")
          }
          return post
        }
      }
    )
    let store = Store(initialState: PostDetailFeature.State(postID: 7), reducer: feature)

    await store.send(.load)
    #expect(await store.state.detail.failure?.message == "cannot reach api: offline")

    await store.send(.retry)
    #expect(await store.state.detail == .loaded(detail))
    #expect(attempts.entries == [1, 2])
  }

  @Test(.timeLimit(.minutes(1)))
  func aSecondLoadDropsTheFirstResponse() async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let feature = PostDetailFeature(
      client: client.with { [post] client in
        client.post = { _ in
          requests.append(requests.entries.count + 1)
          if requests.entries.count == 1 {
            try await firstRequest.pass()
          }
          return post
        }
      }
    )
    let store = Store(initialState: PostDetailFeature.State(postID: 7), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    let firstLoad = Task { await store.send(.load) }
    await arrivals.next()
    await store.send(.load)
    await firstLoad.value

    #expect(firstRequest.cancellations == 1)
    #expect(await store.state.detail == .loaded(detail))
  }
}
