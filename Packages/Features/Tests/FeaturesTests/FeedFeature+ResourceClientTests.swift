import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("FeedFeature(client:search:)", .timeLimit(.minutes(1)))
struct FeedFeatureResourceClientTests {
  @Test("a feed pages every record of its search")
  func feed() async {
    let store = Store(
      initialState: FeedFeature<Note>.State(pageSize: 2),
      reducer: FeedFeature(client: NoteRecords.client(count: 12), query: RecordQuery("1")))

    await store.send(.loadRemainingPages)

    await checkEqual(store.state.items.map(\.id), [1, 11])
    check(await !store.state.hasMore)
  }
}
