import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("ListFeature(client:)", .timeLimit(.minutes(1)))
struct ListFeatureResourceClientTests {
  @Test("a list shows the page its query names")
  func list() async {
    let store = Store(
      initialState: ListFeature<RecordQuery, Note>.State(
        query: RecordQuery(page: PageRequest(continuation: .number(2), size: 2))),
      reducer: ListFeature(client: NoteRecords.client()))

    await store.send(.load)

    await checkEqual(store.state.page.value?.items.map(\.id), [3, 4])
  }
}
