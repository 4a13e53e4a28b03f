import Dependencies
import Features
import FeaturesTesting
import GitHubIssues
import HTTPClient
import Testing

/// The search that GitHub runs, asserted step by step with an exhaustive `TestStore` and a
/// `TestClock`: one request once typing pauses, the text in the query.
@Suite(.timeLimit(.minutes(1)))
struct IssueSearchFeatureTests {
  let log = RequestLog()
  let clock = TestClock()

  @Test func typingAsksGitHubOnceThePauseIsOver() async {
    let store = TestStore(
      initialState: IssueSearchFeature.State(
        searchingOnServer: RecordQuery(page: PageRequest(size: 2)),
        page: .loaded(Fixtures.searchPage(RecordQuery(page: PageRequest(size: 2))))),
      reducer: IssueSearchFeature(client: Fixtures.client(log: log), clock: clock))
    let query = RecordQuery("issue 4", page: PageRequest(size: 2))
    let found = Fixtures.searchPage(query)

    await store.send(.searchTextChanged("issue")) { $0.search = SearchText("issue") }
    await store.send(.searchTextChanged("issue 4")) { $0.search = SearchText("issue 4") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.list(.queryChanged(query))) {
      $0.requestedQuery = query
      $0.list.query = query
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(found)))) { $0.list.page = .loaded(found) }
    await store.finish()

    #expect(log.all == [.search(query)])
    #expect(
      IssueSearchScreen.lines(store.state) == [
        "Search: issue 4", "#4 Issue 4", "    by ada · bug · 3 comments",
        "page 1 of 1 (1 issue)",
      ])
  }

  @Test func whileTypingTheScreenSaysWhatItWillLookFor() {
    var state = IssueSearchFeature.State(
      searchingOnServer: RecordQuery("crash", page: PageRequest(size: 30)),
      page: .loaded(Page(items: [], totalCount: 0, number: 1, size: 30)))
    state.search = SearchText("crash on")

    #expect(
      IssueSearchScreen.lines(state) == [
        "Search: crash", "Searching for crash on…", "No open issue matches.",
      ])
  }
}
