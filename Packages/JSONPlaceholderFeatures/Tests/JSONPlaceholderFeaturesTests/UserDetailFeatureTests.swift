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
struct UserDetailFeatureTests {
  let albums = [Sample.album(1, title: "Summer")]
  let todos = [
    Sample.todo(1, title: "Write", completed: true),
    Sample.todo(2, title: "Read", completed: false),
  ]

  var detail: UserDetail {
    UserDetail(user: Sample.leanne, albums: albums, todos: todos)
  }

  func store(
    userID: User.ID = 1, detail: Loadable<UserDetail> = .loading, client: NetworkClient? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStore<UserDetailFeature> {
    TestStore(
      initialState: UserDetailFeature.State(userID: userID, detail: detail),
      reducer: UserDetailFeature(client: client ?? self.client), sourceLocation: sourceLocation)
  }

  /// A client that knows user 1 with their albums and to-dos, and nothing else.
  var client: NetworkClient {
    NetworkClient.unimplemented.with { [albums, todos] in
      $0.user = { id in
        guard id == Sample.leanne.id else {
          throw NetworkError.notFound(resource: "user", id: "\(id)")
        }
        return Sample.leanne
      }
      $0.albums = { query in Page(items: query.userID == 1 ? albums : []) }
      $0.todos = { query in Page(items: query.userID == 1 ? todos : []) }
    }
  }

  // MARK: state

  @Test func theUserIDIsTheStatesID() {
    var state = UserDetailFeature.State(userID: 1)
    checkEqual(state.id, 1)
    checkEqual(state.detail, .loading)

    state.userID = 2
    checkEqual(state.id, 2)
    checkEqual(state, UserDetailFeature.State(id: 2))
  }

  // MARK: loading

  @Test(arguments: [UserDetailFeature.Action.load, .retry])
  func loadAndRetryShowLoadingAndRequestTheUsersDetail(action: UserDetailFeature.Action) async {
    let store = store(detail: .failed(LoadFailure(message: "old")))

    await store.send(action) { $0.detail = .loading }
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()
  }

  @Test func aResponseShowsTheDetailOrTheFailureWithoutMoreWork() async {
    let store = store(client: .unimplemented)
    let failure = LoadFailure(message: "offline")

    await store.send(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.send(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()
  }

  // MARK: end to end

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client
    } operation: {
      UserDetailFeature()
    }
    let store = TestStore(initialState: UserDetailFeature.State(userID: 1), reducer: feature)

    await store.send(.load)
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()
  }

  @Test func anUnknownUserEndsFailedNotFound() async {
    let store = store(userID: 99)
    let failure = LoadFailure(NetworkError.notFound(resource: "user", id: "99"))

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()

    checkEqual(failure.networkError, .notFound(resource: "user", id: "99"))
  }

  @Test func aFailedTodosRequestFailsTheDetailAndRetryRecovers() async {
    let attempts = Log<Int>()
    let store = store(
      client: client.with { [todos] in
        $0.todos = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
          return Page(items: todos)
        }
      })
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.send(.retry) { $0.detail = .loading }
    await store.receive(.detailResponse(.success(detail))) { [detail] in
      $0.detail = .loaded(detail)
    }
    await store.finish()

    checkEqual(failure.networkError, .timedOut(host: "api"))
  }

  @Test func aUserWithoutAlbumsOrTodosEndsLoadedEmpty() async {
    let store = store(
      client: client.with {
        $0.albums = { _ in Page(items: []) }
        $0.todos = { _ in Page(items: []) }
      })
    let empty = UserDetail(user: Sample.leanne, albums: [], todos: [])

    await store.send(.load)
    await store.receive(.detailResponse(.success(empty))) { $0.detail = .loaded(empty) }
    await store.finish()
  }
}
