import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("QueryFeedFeature(client:debounce:clock:)", .timeLimit(.minutes(1)))
struct QueryFeedFeatureResourceClientTests {
  @Test("a query feed asks for the query typed")
  func queryFeed() async {
    let store = Store(
      initialState: QueryFeedFeature<RecordQuery, Note>.State(query: RecordQuery(), pageSize: 5),
      reducer: QueryFeedFeature(client: NoteRecords.client(count: 12), debounce: .zero))

    await store.send(.queryChanged(RecordQuery().searching("2")))
    await store.send(.feed(.loadRemainingPages))

    await checkEqual(store.state.feed.items.map(\.id), [2, 12])
  }
}
