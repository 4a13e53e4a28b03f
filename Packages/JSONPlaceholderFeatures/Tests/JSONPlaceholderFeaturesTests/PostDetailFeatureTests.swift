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
struct PostDetailFeatureTests {
  let post = Sample.post(7, by: 1, title: "Hello", body: "Line one\nLine two")
  let comments = [
    Sample.comment(1, on: 7, name: "Nice", email: "a@example.com", body: "Agreed."),
    Sample.comment(2, on: 7, name: "Meh", email: "b@example.com", body: "Not sure."),
  ]

  var detail: PostDetail {
    PostDetail(post: post, author: Sample.leanne, comments: comments)
  }

  func store(
    postID: Post.ID = 7, detail: Loadable<PostDetail> = .loading, client: NetworkClient? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<PostDetailFeature> {
    TestStore(
      initialState: PostDetailFeature.State(postID: postID, detail: detail),
      reducer: PostDetailFeature(client: client ?? self.client), sourceLocation: sourceLocation)
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
    checkEqual(state.id, 7)
    checkEqual(state.detail, .loading)

    state.postID = 8
    checkEqual(state.id, 8)
    checkEqual(state, PostDetailFeature.State(id: 8))
  }

  // MARK: loading

  @Test(arguments: [PostDetailFeature.Action.load, .retry])
  func loadAndRetryShowLoadingAndRequestThePostOfTheState(
    action: PostDetailFeature.Action
  ) async {
    let store = store(detail: .failed(LoadFailure(message: "x")))

    await store.send(action) { $0.detail = .loading }
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()
  }

  @Test func aSuccessfulResponseShowsTheDetail() async {
    let store = store(client: .unimplemented)

    await store.send(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()
  }

  @Test func aFailedResponseShowsTheFailure() async {
    let store = store(client: .unimplemented)
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()
  }

  // MARK: end to end

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client
    } operation: {
      PostDetailFeature()
    }
    let store = TestStore(initialState: PostDetailFeature.State(postID: 7), reducer: feature)

    await store.send(.load)
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()
  }

  @Test func aPostTheServerDoesNotKnowEndsFailedAsNotFound() async {
    let store = store(postID: 999)
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "999"))

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()

    checkEqual(failure.networkError, .notFound(resource: "post", id: "999"))
    checkEqual(failure.message, "post 999 not found")
  }

  @Test func loadEndsFailedKeepingTheNetworkError() async {
    let error = NetworkError.unexpectedStatus(code: 503, bodyExcerpt: "busy")
    let store = store(client: client.with { $0.comments = { _ in throw error } })
    let failure = LoadFailure(error)

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()

    checkEqual(failure.networkError, error)
  }

  @Test func retryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let error = NetworkError.unreachable(host: "api", reason: "offline")
    let store = store(
      client: client.with { [post] client in
        client.post = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw error }
          return post
        }
      })
    let failure = LoadFailure(error)

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.send(.retry) { $0.detail = .loading }
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()

    checkEqual(failure.message, "cannot reach api: offline")
    checkEqual(attempts.entries, [1, 2])
  }

  @Test func aSecondLoadDropsTheFirstResponse() async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let store = store(
      client: client.with { [post] client in
        client.post = { _ in
          requests.append(requests.entries.count + 1)
          if requests.entries.count == 1 {
            try await firstRequest.pass()
          }
          return post
        }
      })
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    await store.send(.load)
    await arrivals.next()
    await store.send(.load)
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()

    checkEqual(firstRequest.cancellations, 1)
  }
}
