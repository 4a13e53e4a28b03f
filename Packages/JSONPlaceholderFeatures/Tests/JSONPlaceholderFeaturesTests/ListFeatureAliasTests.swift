import Dependencies
import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

/// One of the list features that are `ListFeature` loading from a client endpoint, with what a
/// test needs to drive it.
protocol ListAlias: Sendable {
  associatedtype Query: Sendable & Hashable
  associatedtype Item: Sendable & Hashable

  /// The endpoint's name, as an unimplemented client names it.
  static var endpoint: String { get }
  /// A query with a filter and a page.
  static var query: Query { get }
  /// Items the endpoint answers with.
  static var items: [Item] { get }
  /// The client's endpoint for this list.
  static var endpointPath:
    WritableKeyPath<NetworkClient, @Sendable (Query) async throws -> Page<Item>>
  { get }
  /// The feature, loading through `client`.
  static func feature(client: NetworkClient) -> ListFeature<Query, Item>
  /// The feature, loading through the `networkClient` dependency.
  static func featureFromDependency() -> ListFeature<Query, Item>
}

extension ListAlias {
  /// A client whose endpoint for this list is `fetch`; every other endpoint is unimplemented.
  static func client(
    fetch: @escaping @Sendable (Query) async throws -> Page<Item>
  ) -> NetworkClient {
    .unimplemented.with { $0[keyPath: endpointPath] = fetch }
  }
}

enum AlbumsAlias: ListAlias {
  static let endpoint = "albums"
  static let query = AlbumQuery(userID: 3, list: RecordQuery(pageNumber: 2, perPage: 2))
  static let items = [
    Sample.album(5, by: 3, title: "Summer"), Sample.album(6, by: 3, title: "Winter"),
  ]
  static var endpointPath:
    WritableKeyPath<NetworkClient, @Sendable (AlbumQuery) async throws -> Page<Album>>
  { \.albums }
  static func feature(client: NetworkClient) -> AlbumsFeature { AlbumsFeature(client: client) }
  static func featureFromDependency() -> AlbumsFeature { AlbumsFeature() }
}

enum PhotosAlias: ListAlias {
  static let endpoint = "photos"
  static let query = PhotoQuery(albumID: 4, list: RecordQuery(pageNumber: 2, perPage: 2))
  static let items = [Sample.photo(7, in: 4, title: "Sea", url: "https://img.example/7")]
  static var endpointPath:
    WritableKeyPath<NetworkClient, @Sendable (PhotoQuery) async throws -> Page<Photo>>
  { \.photos }
  static func feature(client: NetworkClient) -> PhotosFeature { PhotosFeature(client: client) }
  static func featureFromDependency() -> PhotosFeature { PhotosFeature() }
}

enum CommentsAlias: ListAlias {
  static let endpoint = "comments"
  static let query = CommentQuery(postID: 9, list: RecordQuery(pageNumber: 2, perPage: 2))
  static let items = [Sample.comment(1, on: 9, name: "Hi", email: "a@b.c", body: "Nice")]
  static var endpointPath:
    WritableKeyPath<NetworkClient, @Sendable (CommentQuery) async throws -> Page<Models.Comment>>
  { \.comments }
  static func feature(client: NetworkClient) -> CommentsFeature {
    CommentsFeature(client: client)
  }
  static func featureFromDependency() -> CommentsFeature { CommentsFeature() }
}

enum TodosAlias: ListAlias {
  static let endpoint = "todos"
  static let query = TodoQuery(
    userID: 1, completed: true, list: RecordQuery(pageNumber: 2, perPage: 2))
  static let items = [Sample.todo(3, title: "Write", completed: true)]
  static var endpointPath:
    WritableKeyPath<NetworkClient, @Sendable (TodoQuery) async throws -> Page<Todo>>
  { \.todos }
  static func feature(client: NetworkClient) -> TodosFeature { TodosFeature(client: client) }
  static func featureFromDependency() -> TodosFeature { TodosFeature() }
}

/// The behaviour every list alias shares, checked for each of them.
@Suite(.timeLimit(.minutes(1)))
struct ListFeatureAliasTests {
  static let aliases: [any ListAlias.Type] = [
    AlbumsAlias.self, PhotosAlias.self, CommentsAlias.self, TodosAlias.self,
  ]

  @Test(arguments: aliases)
  func loadRequestsTheItemsOfTheQueryFromTheClient(alias: any ListAlias.Type) async {
    await loadRequestsTheQuery(alias)
  }

  private func loadRequestsTheQuery<A: ListAlias>(_: A.Type) async {
    let queries = Log<A.Query>()
    let client = A.client { query in
      queries.append(query)
      return Page(items: A.items, totalCount: 42, number: 2, size: 2)
    }
    let store = TestStore(
      initialState: ListFeature.State(query: A.query), reducer: A.feature(client: client))
    let page = Page(items: A.items, totalCount: 42, number: 2, size: 2)

    await store.send(.load)
    await store.receive(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [A.query])
  }

  @Test(arguments: aliases)
  func theClientDefaultsToTheNetworkClientDependency(alias: any ListAlias.Type) async {
    await loadsThroughTheDependency(alias)
  }

  private func loadsThroughTheDependency<A: ListAlias>(_: A.Type) async {
    let queries = Log<A.Query>()
    let feature = withDependencies {
      $0.networkClient = A.client { query in
        queries.append(query)
        return Page(items: A.items)
      }
    } operation: {
      A.featureFromDependency()
    }
    let store = TestStore(initialState: ListFeature.State(query: A.query), reducer: feature)

    await store.send(.load)
    await store.receive(.pageResponse(.success(Page(items: A.items)))) {
      $0.page = .loaded(Page(items: A.items))
    }
    await store.finish()

    checkEqual(queries.entries, [A.query])
  }

  @Test(arguments: aliases)
  func aFailureEndsFailedAndRetryEndsLoaded(alias: any ListAlias.Type) async {
    await retriesAfterAFailure(alias)
  }

  private func retriesAfterAFailure<A: ListAlias>(_: A.Type) async {
    let attempts = Log<A.Query>()
    let error = NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "oops")
    let client = A.client { query in
      attempts.append(query)
      guard attempts.entries.count > 1 else { throw error }
      return Page(items: A.items)
    }
    let store = TestStore(
      initialState: ListFeature.State(query: A.query), reducer: A.feature(client: client))
    let failure = LoadFailure(error)

    await store.send(.load)
    await store.receive(.pageResponse(.failure(failure))) { $0.page = .failed(failure) }
    await store.send(.retry) { $0.page = .loading }
    await store.receive(.pageResponse(.success(Page(items: A.items)))) {
      $0.page = .loaded(Page(items: A.items))
    }
    await store.finish()

    checkEqual(failure.networkError, error)
    checkEqual(attempts.entries, [A.query, A.query])
  }

  @Test(arguments: aliases)
  func anEndpointTheClientLacksEndsFailedNamingIt(alias: any ListAlias.Type) async throws {
    try await failsNamingTheEndpoint(alias)
  }

  private func failsNamingTheEndpoint<A: ListAlias>(_: A.Type) async throws {
    let store = TestStore(
      initialState: ListFeature.State(query: A.query),
      reducer: A.feature(client: .unimplemented))
    let error = await #expect(throws: (any Error).self) {
      try await NetworkClient.unimplemented[keyPath: A.endpointPath](A.query)
    }
    let failure = LoadFailure(try #require(error))

    await store.send(.load)
    await store.receive(.pageResponse(.failure(failure))) { $0.page = .failed(failure) }
    await store.finish()

    check(failure.message.contains(A.endpoint))
  }
}
