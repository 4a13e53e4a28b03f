import Dependencies
import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite("SearchableListFeature(client:)", .timeLimit(.minutes(1)))
struct SearchableListFeatureResourceClientTests {
  @Test("a search asks the client for the first page of what it finds, once typing pauses")
  func search() async {
    let clock = TestClock()
    let store = Store(
      initialState: SearchableListFeature<RecordQuery, Note>.State(
        searchingOnServer: RecordQuery(page: PageRequest(continuation: .number(2), size: 2))),
      reducer: SearchableListFeature(client: NoteRecords.client(count: 25), clock: clock))
    await store.send(.list(.load))
    let second = await store.state.visibleItems.map(\.id)

    let typing = Task { await store.send(.searchTextChanged("5")) }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await typing.value
    let state = await store.state

    checkEqual(second, [3, 4])
    checkEqual(state.requestedQuery, RecordQuery("5", page: PageRequest(size: 2)))
    checkEqual(state.visibleItems.map(\.id), [5, 15])
    checkEqual(state.result.value?.next, .number(2))
  }
}
