import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct UserDetailFeatureTests {
  let albums = [Sample.album(1, title: "Summer")]
  let todos = [
    Sample.todo(1, title: "Write", completed: true),
    Sample.todo(2, title: "Read", completed: false),
  ]

  var detail: UserDetail {
    UserDetail(user: Sample.leanne, albums: albums, todos: todos)
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
    #expect(state.id == 1)
    #expect(state.detail == .loading)

    state.userID = 2
    #expect(state.id == 2)
    #expect(state == UserDetailFeature.State(id: 2))
  }

  // MARK: reduce

  @Test func loadShowsLoadingAndRequestsTheUsersDetail() async {
    let feature = UserDetailFeature(client: client)
    var state = UserDetailFeature.State(userID: 1, detail: .failed(LoadFailure(message: "old")))

    let effect = feature.reduce(into: &state, action: .load)

    #expect(state.detail == .loading)
    #expect(await effect.actions() == [.detailResponse(.success(detail))])
    #expect(effect.cancellations.first??.cancelInFlight == true)
  }

  @Test func retryShowsLoadingAndRequestsAgain() async {
    let feature = UserDetailFeature(client: client)
    var state = UserDetailFeature.State(userID: 1, detail: .failed(LoadFailure(message: "x")))

    let effect = feature.reduce(into: &state, action: .retry)

    #expect(state.detail == .loading)
    #expect(await effect.actions() == [.detailResponse(.success(detail))])
  }

  @Test func aResponseShowsTheDetailOrTheFailureWithoutMoreWork() {
    let feature = UserDetailFeature(client: .unimplemented)
    var state = UserDetailFeature.State(userID: 1)
    let failure = LoadFailure(message: "offline")

    #expect(feature.reduce(into: &state, action: .detailResponse(.success(detail))).isNone)
    #expect(state.detail == .loaded(detail))

    #expect(feature.reduce(into: &state, action: .detailResponse(.failure(failure))).isNone)
    #expect(state.detail == .failed(failure))
  }

  // MARK: through a store

  @Test func loadEndsLoadedWithTheAlbumsAndTodos() async {
    let store = Store(
      initialState: UserDetailFeature.State(userID: 1), reducer: UserDetailFeature(client: client))

    await store.send(.load)

    #expect(await store.state.detail == .loaded(detail))
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client
    } operation: {
      UserDetailFeature()
    }
    let store = Store(initialState: UserDetailFeature.State(userID: 1), reducer: feature)

    await store.send(.load)

    #expect(await store.state.detail == .loaded(detail))
  }

  @Test func anUnknownUserEndsFailedNotFound() async throws {
    let store = Store(
      initialState: UserDetailFeature.State(userID: 99), reducer: UserDetailFeature(client: client))

    await store.send(.load)

    let failure = try #require(await store.state.detail.failure)
    #expect(failure.networkError == .notFound(resource: "user", id: "99"))
  }

  @Test func aFailedTodosRequestFailsTheDetailAndRetryRecovers() async {
    let attempts = Log<Int>()
    let feature = UserDetailFeature(
      client: client.with { [todos] in
        $0.todos = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
          return Page(items: todos)
        }
      })
    let store = Store(initialState: UserDetailFeature.State(userID: 1), reducer: feature)

    await store.send(.load)
    #expect(await store.state.detail.failure?.networkError == .timedOut(host: "api"))

    await store.send(.retry)
    #expect(await store.state.detail == .loaded(detail))
  }

  @Test func aUserWithoutAlbumsOrTodosEndsLoadedEmpty() async {
    let feature = UserDetailFeature(
      client: client.with {
        $0.albums = { _ in Page(items: []) }
        $0.todos = { _ in Page(items: []) }
      })
    let store = Store(initialState: UserDetailFeature.State(userID: 1), reducer: feature)

    await store.send(.load)

    #expect(
      await store.state.detail == .loaded(UserDetail(user: Sample.leanne, albums: [], todos: [])))
  }
}
