import Features
import FeaturesTesting
import Models
import NetworkClient
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct TodosFeatureTests {
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
    let original = TodoQuery(userID: 2)
    let query = {
      var query = original
      query.filter = filter
      return query
    }()
    let store = TestStore(initialState: TodosFeature.State(query: original), reducer: feature)

    await store.send(.queryChanged(query)) { $0.query = query }
    await store.receive(.pageResponse(.success(Page(items: [])))) {
      $0.page = .loaded(Page(items: []))
    }
    await store.finish()

    checkEqual(queries.entries.map(\.completed), [completed])
    checkEqual(store.state.query.filter, filter)
    checkEqual(store.state.query.userID, 2)
  }
}
