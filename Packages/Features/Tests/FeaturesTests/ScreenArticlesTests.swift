import Dependencies
import FeaturesTesting
import HTTPClient
import Synchronization
import TestSupport
import Testing

@testable import Features

/// The code of the articles for screen teams (`Features.docc`), unchanged but for what checks it:
/// it runs, and what its comments say holds. `Scripts/check-doc-examples` compiles the articles.
@Suite(.timeLimit(.minutes(1)))
struct ScreenArticlesTests {
  @Test func aPagedListWithSearch() async {
    struct Note: Sendable, Hashable, Searchable {
      var id: Int
      var title: String

      var searchableFields: [String] { [title] }
    }

    let notes = (1...45).map { Note(id: $0, title: "Note \($0)") }

    let numbered = Store(
      initialState: FeedFeature<Note>.State(pageSize: 20),
      reducer: FeedFeature { request in
        Page.slice(of: notes, number: request.number ?? 1, size: request.size)
      })
    await numbered.send(.loadNextPage)
    await numbered.send(.loadNextPage)
    await numbered.send(.loadNextPage)
    let shown = await numbered.state.items.count
    let more = await numbered.state.hasMore
    // shown == 45, more == false

    let cursored = Store(
      initialState: FeedFeature<Note>.State(pageSize: 20),
      reducer: FeedFeature { request in
        let after = request.continuation?.cursor.flatMap { Int($0) } ?? 0
        let page = Array(notes.filter { $0.id > after }.prefix(request.size))
        let hasMore = page.last.map { $0.id < notes.count } ?? false
        return Page(items: page, next: hasMore ? page.last.map { .cursor("\($0.id)") } : nil)
      })
    await cursored.send(.loadRemainingPages)
    let all = await cursored.state.items.count
    // all == 45, the pages asked for one after another: a cursor comes only with the page before

    struct NoteQuery: ListQuery {
      var page: Int?

      var requestedPage: (number: Int, size: Int)? { page.map { ($0, 10) } }
      var wholeCollection: NoteQuery { NoteQuery() }
    }

    let list = Store(
      initialState: SearchableListFeature<NoteQuery, Note>.State(query: NoteQuery(page: 1)),
      reducer: SearchableListFeature { query in
        guard let requested = query.requestedPage else {
          return Page(items: notes, totalCount: notes.count)
        }
        return Page.slice(of: notes, number: requested.number, size: requested.size)
      })
    await list.send(.list(.load))
    let firstPage = await list.state.result.value?.items.count
    // firstPage == 10
    await list.send(.searchTextChanged("note 4"))
    let matches = await list.state.result.value?.items.map(\.title)
    // matches == ["Note 4", "Note 40", "Note 41", "Note 42", "Note 43", "Note 44", "Note 45"]

    struct NoteSearch: ServerSearchQuery {
      var text = ""
      var page = 1

      var requestedPage: (number: Int, size: Int)? { (page, 10) }
      var wholeCollection: NoteSearch { self }
      var searchText: String { text }
      func searching(_ text: String) -> NoteSearch { NoteSearch(text: text) }
    }

    let clock = TestClock()
    let search = TestStore(
      initialState: SearchableListFeature<NoteSearch, Note>.State(
        searchingOnServer: NoteSearch(), page: .loaded(Page(items: notes))),
      reducer: SearchableListFeature(debounce: .milliseconds(300), clock: clock) { query in
        // the server's own search: here, the titles that end with the text
        let found = notes.filter { $0.title.hasSuffix(query.text) }
        return Page.slice(of: found, number: query.page, size: 10)
      })
    let asked = NoteSearch(text: "44")
    let answer = Page.slice(of: [notes[43]], number: 1, size: 10)

    await search.send(.searchTextChanged("4")) { $0.search = SearchText("4") }
    await search.send(.searchTextChanged("44")) { $0.search = SearchText("44") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await search.receive(.list(.queryChanged(asked))) {
      $0.requestedQuery = asked
      $0.list.query = asked
      $0.list.page = .loading
    }
    await search.receive(.list(.pageResponse(.success(answer)))) { $0.list.page = .loaded(answer) }
    await search.finish()
    // one request, for the text once typing paused: the first keystroke's was cancelled

    checkEqual(search.state.result.value?.items.map(\.title), ["Note 44"])
    checkEqual(shown, 45)
    check(!more)
    checkEqual(all, 45)
    await checkEqual(cursored.state.loadedPages, 3)
    checkEqual(firstPage, 10)
    checkEqual(
      matches, ["Note 4", "Note 40", "Note 41", "Note 42", "Note 43", "Note 44", "Note 45"])
  }

  @Test func testingAFeed() async {
    struct Producer: Sendable, Hashable {
      var id: Int
      var name: String
    }

    let catalogue = (1...3).map { Producer(id: $0, name: "Producer \($0)") }
    let feed = FeedFeature<Producer> { request in
      Page.slice(of: catalogue, number: request.number ?? 1, size: request.size)
    }

    let store = TestStore(initialState: FeedFeature<Producer>.State(pageSize: 2), reducer: feed)
    let first = Page.slice(of: catalogue, number: 1, size: 2)
    let second = Page.slice(of: catalogue, number: 2, size: 2)

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(first))) {
      $0.mode = .idle
      $0.items = Array(catalogue[0..<2])
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 3
    }
    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.receive(.pageResponse(page: 2, .success(second))) {
      $0.mode = .idle
      $0.items = catalogue
      $0.pageItemCounts = [2, 1]
      $0.next = nil
    }
    await store.send(.loadNextPage)
    await store.finish()

    let attempts = Mutex(0)
    let flaky = FeedFeature<Producer> { request in
      let attempt = attempts.withLock {
        $0 += 1
        return $0
      }
      guard attempt > 1 else { throw NetworkError.timedOut(host: "catalogue.example") }
      return Page.slice(of: catalogue, number: request.number ?? 1, size: request.size)
    }
    let retrying = TestStore(
      initialState: FeedFeature<Producer>.State(pageSize: 2), reducer: flaky)
    let timedOut = LoadFailure(NetworkError.timedOut(host: "catalogue.example"))

    await retrying.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await retrying.receive(.pageResponse(page: 1, .failure(timedOut))) {
      $0.mode = .failed(timedOut)
    }
    await retrying.send(.retry) {
      $0.mode = .loading(page: 1)
      $0.freshness = .revalidated
    }
    await retrying.receive(.pageResponse(page: 1, .success(first))) {
      $0.mode = .idle
      $0.items = Array(catalogue[0..<2])
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 3
    }
    await retrying.finish()

    checkEqual(store.state.items, catalogue)
    checkEqual(retrying.state.items, Array(catalogue[0..<2]))
  }

  @Test func testingAFeatureWithATestClock() async {
    let clock = TestClock()
    let store = TestStore(
      initialState: SearchBox.State(),
      reducer: SearchBox(clock: clock, search: { text in ["\(text) noodles"] }))
    await store.send(.textChanged("ram")) { $0.text = "ram" }
    await store.send(.textChanged("ramen")) { $0.text = "ramen" }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.searched(["ramen noodles"])) { $0.results = ["ramen noodles"] }
    await store.finish()

    let careless = TestStore(
      initialState: SearchBox.State(),
      reducer: SearchBox(clock: clock, search: { _ in [] }))
    await withKnownIssue {
      await careless.send(.searched(["udon noodles"]))
    }
    // fails: the results changed, and the test said nothing changed
  }
}

/// The feature of the testing article.
private struct SearchBox: Reducer {
  struct State: Sendable, Equatable {
    var text = ""
    var results: [String] = []
  }

  enum Action: Sendable, Equatable {
    case textChanged(String)
    case searched([String])
  }

  enum CancelID { case search }

  let clock: any Clock<Duration>
  let search: @Sendable (String) async -> [String]

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .run { [clock, search] send in
        do {
          try await clock.sleep(for: .milliseconds(300))
        } catch {
          return
        }
        await send(.searched(await search(text)))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case .searched(let results):
      state.results = results
      return .none
    }
  }
}
