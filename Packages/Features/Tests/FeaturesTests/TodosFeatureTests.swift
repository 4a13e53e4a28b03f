import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct TodosFeatureTests {
  let items = [Sample.todo(3, title: "Write", completed: true)]

  func client(queries: Log<TodoQuery>) -> NetworkClient {
    NetworkClient.unimplemented.with { [items] in
      $0.todos = { query in
        queries.append(query)
        return Page(items: items, totalCount: 42, number: query.options.page, size: 2)
      }
    }
  }

  @Test func loadRequestsTheTodosOfTheQueryFromTheClient() async {
    let queries = Log<TodoQuery>()
    let query = TodoQuery(userID: 1, completed: true, options: ListOptions(page: 2, perPage: 2))
    let store = Store(
      initialState: TodosFeature.State(query: query),
      reducer: TodosFeature(client: client(queries: queries)))

    await store.send(.load)

    #expect(
      await store.state.page == .loaded(Page(items: items, totalCount: 42, number: 2, size: 2)))
    #expect(queries.entries == [query])
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let queries = Log<TodoQuery>()
    let feature = withDependencies {
      $0.networkClient = client(queries: queries)
    } operation: {
      TodosFeature()
    }
    let store = Store(
      initialState: TodosFeature.State(
        query: TodoQuery(userID: 1, completed: true, options: ListOptions(page: 2, perPage: 2))),
      reducer: feature)

    await store.send(.load)

    #expect(await store.state.page.value?.items == items)
    #expect(queries.entries.count == 1)
  }

  @Test func aFailureEndsFailedAndRetryEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = TodosFeature(
      client: NetworkClient.unimplemented.with { [items] in
        $0.todos = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else {
            throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "oops")
          }
          return Page(items: items)
        }
      })
    let store = Store(
      initialState: TodosFeature.State(
        query: TodoQuery(userID: 1, completed: true, options: ListOptions(page: 2, perPage: 2))),
      reducer: feature)

    await store.send(.load)
    #expect(
      await store.state.page.failure?.networkError
        == .unexpectedStatus(code: 500, bodyExcerpt: "oops"))

    await store.send(.retry)
    #expect(await store.state.page == .loaded(Page(items: items)))
  }

  @Test func anEndpointTheClientLacksEndsFailedNamingIt() async throws {
    let store = Store(
      initialState: TodosFeature.State(
        query: TodoQuery(userID: 1, completed: true, options: ListOptions(page: 2, perPage: 2))),
      reducer: TodosFeature(client: .unimplemented))

    await store.send(.load)

    let failure = try #require(await store.state.page.failure)
    #expect(failure.message.contains("todos"))
  }
}

@Suite struct TodosFeatureFilterTests {
  @Test(
    arguments: [(TodoFilter.all, nil), (.done, true), (.pending, false)] as [(TodoFilter, Bool?)])
  func changingTheFilterAsksTheServerForIt(filter: TodoFilter, completed: Bool?) async {
    let queries = Log<TodoQuery>()
    let feature = TodosFeature(
      client: NetworkClient.unimplemented.with {
        $0.todos = { query in
          queries.append(query)
          return Page(items: [])
        }
      })
    var query = TodoQuery(userID: 2)
    let store = Store(initialState: TodosFeature.State(query: query), reducer: feature)

    query.filter = filter
    await store.send(.queryChanged(query))

    #expect(queries.entries.map(\.completed) == [completed])
    #expect(await store.state.query.filter == filter)
    #expect(await store.state.query.userID == 2)
  }
}
