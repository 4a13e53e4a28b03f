import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct PhotosFeatureTests {
  let items = [Sample.photo(7, in: 4, title: "Sea", url: "https://img.example/7")]

  func client(queries: Log<PhotoQuery>) -> NetworkClient {
    NetworkClient.unimplemented.with { [items] in
      $0.photos = { query in
        queries.append(query)
        return Page(items: items, totalCount: 42, number: query.options.page, size: 2)
      }
    }
  }

  @Test func loadRequestsThePhotosOfTheQueryFromTheClient() async {
    let queries = Log<PhotoQuery>()
    let query = PhotoQuery(albumID: 4, options: ListOptions(page: 2, perPage: 2))
    let store = Store(
      initialState: PhotosFeature.State(query: query),
      reducer: PhotosFeature(client: client(queries: queries)))

    await store.send(.load)

    #expect(
      await store.state.page == .loaded(Page(items: items, totalCount: 42, number: 2, size: 2)))
    #expect(queries.entries == [query])
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let queries = Log<PhotoQuery>()
    let feature = withDependencies {
      $0.networkClient = client(queries: queries)
    } operation: {
      PhotosFeature()
    }
    let store = Store(
      initialState: PhotosFeature.State(
        query: PhotoQuery(albumID: 4, options: ListOptions(page: 2, perPage: 2))), reducer: feature)

    await store.send(.load)

    #expect(await store.state.page.value?.items == items)
    #expect(queries.entries.count == 1)
  }

  @Test func aFailureEndsFailedAndRetryEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = PhotosFeature(
      client: NetworkClient.unimplemented.with { [items] in
        $0.photos = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else {
            throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "oops")
          }
          return Page(items: items)
        }
      })
    let store = Store(
      initialState: PhotosFeature.State(
        query: PhotoQuery(albumID: 4, options: ListOptions(page: 2, perPage: 2))), reducer: feature)

    await store.send(.load)
    #expect(
      await store.state.page.failure?.networkError
        == .unexpectedStatus(code: 500, bodyExcerpt: "oops"))

    await store.send(.retry)
    #expect(await store.state.page == .loaded(Page(items: items)))
  }

  @Test func anEndpointTheClientLacksEndsFailedNamingIt() async throws {
    let store = Store(
      initialState: PhotosFeature.State(
        query: PhotoQuery(albumID: 4, options: ListOptions(page: 2, perPage: 2))),
      reducer: PhotosFeature(client: .unimplemented))

    await store.send(.load)

    let failure = try #require(await store.state.page.failure)
    #expect(failure.message.contains("photos"))
  }
}
