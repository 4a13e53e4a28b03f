import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct CommentsFeatureTests {
  let items = [Sample.comment(1, on: 9, name: "Hi", email: "a@b.c", body: "Nice")]

  func client(queries: Log<CommentQuery>) -> NetworkClient {
    NetworkClient.unimplemented.with { [items] in
      $0.comments = { query in
        queries.append(query)
        return Page(items: items, totalCount: 42, number: query.options.page, size: 2)
      }
    }
  }

  @Test func loadRequestsTheCommentsOfTheQueryFromTheClient() async {
    let queries = Log<CommentQuery>()
    let query = CommentQuery(postID: 9, options: ListOptions(page: 2, perPage: 2))
    let store = Store(
      initialState: CommentsFeature.State(query: query),
      reducer: CommentsFeature(client: client(queries: queries)))

    await store.send(.load)

    #expect(
      await store.state.page == .loaded(Page(items: items, totalCount: 42, number: 2, size: 2)))
    #expect(queries.entries == [query])
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let queries = Log<CommentQuery>()
    let feature = withDependencies {
      $0.networkClient = client(queries: queries)
    } operation: {
      CommentsFeature()
    }
    let store = Store(
      initialState: CommentsFeature.State(
        query: CommentQuery(postID: 9, options: ListOptions(page: 2, perPage: 2))), reducer: feature
    )

    await store.send(.load)

    #expect(await store.state.page.value?.items == items)
    #expect(queries.entries.count == 1)
  }

  @Test func aFailureEndsFailedAndRetryEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = CommentsFeature(
      client: NetworkClient.unimplemented.with { [items] in
        $0.comments = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else {
            throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "oops")
          }
          return Page(items: items)
        }
      })
    let store = Store(
      initialState: CommentsFeature.State(
        query: CommentQuery(postID: 9, options: ListOptions(page: 2, perPage: 2))), reducer: feature
    )

    await store.send(.load)
    #expect(
      await store.state.page.failure?.networkError
        == .unexpectedStatus(code: 500, bodyExcerpt: "oops"))

    await store.send(.retry)
    #expect(await store.state.page == .loaded(Page(items: items)))
  }

  @Test func anEndpointTheClientLacksEndsFailedNamingIt() async throws {
    let store = Store(
      initialState: CommentsFeature.State(
        query: CommentQuery(postID: 9, options: ListOptions(page: 2, perPage: 2))),
      reducer: CommentsFeature(client: .unimplemented))

    await store.send(.load)

    let failure = try #require(await store.state.page.failure)
    #expect(failure.message.contains("comments"))
  }
}
