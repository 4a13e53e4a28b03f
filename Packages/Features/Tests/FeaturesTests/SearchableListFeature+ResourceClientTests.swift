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
      initialState: SearchableListFeature<RecordPageQuery, Note>.State(
        searchingOnServer: RecordPageQuery(
          RecordSearch(), request: PageRequest(continuation: .number(2), size: 2))),
      reducer: SearchableListFeature(client: NoteRecords.client(count: 25), clock: clock))
    await store.send(.list(.load))
    let second = await store.state.visibleItems.map(\.id)

    let typing = Task { await store.send(.searchTextChanged("5")) }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await typing.value
    let state = await store.state

    checkEqual(second, [3, 4])
    checkEqual(state.requestedQuery, RecordPageQuery(RecordSearch("5"), size: 2))
    checkEqual(state.visibleItems.map(\.id), [5, 15])
    checkEqual(state.result.value?.next, .number(2))
  }
}

@Suite("RecordPageQuery: ServerSearchQuery")
struct RecordPageQueryServerSearchQueryTests {
  @Test("a numbered page is requested by its number; a search starts from the first page")
  func numbered() {
    let query = RecordPageQuery(
      RecordSearch("ada", filters: [.init(name: "role", value: "admin")]),
      request: PageRequest(continuation: .number(3), size: 20))

    check(query.requestedPage?.number == 3 && query.requestedPage?.size == 20)
    check(query.searchText == "ada" && query.wholeCollection == query)
    checkEqual(
      query.searching("alan"),
      RecordPageQuery(
        RecordSearch("alan", filters: [.init(name: "role", value: "admin")]), size: 20))
  }

  @Test("a page a cursor names has no number")
  func cursor() {
    let query = RecordPageQuery(
      RecordSearch(), request: PageRequest(continuation: .cursor("c_7"), size: 20))

    check(query.requestedPage == nil)
  }
}
