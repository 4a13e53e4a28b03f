import Dependencies
import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

/// The searchable list whose server searches: the text goes to the fetch in the query once
/// typing pauses, on the feature's clock, and a new request cancels the one in flight.
@Suite(.timeLimit(.minutes(1)))
struct SearchableListFeatureServerSearchTests {
  private typealias Feature = SearchableListFeature<NoteSearchQuery, Note>

  private static let notes = [
    Note(id: 1, title: "Harbour lights"),
    Note(id: 2, title: "Zoe's garden"),
    Note(id: 3, title: "Harbour at night"),
  ]
  private static let everything = Page(items: notes, totalCount: 3)

  private let clock = TestClock()
  private let queries = Log<NoteSearchQuery>()
  /// What the request for the text `slow` waits for.
  private let gate = Gate()

  /// The server's answer to `query`: the notes whose title contains its text, or, for `moor`,
  /// a note whose title does not (the server searches fields the client does not know).
  private static func page(for query: NoteSearchQuery) -> Page<Note> {
    guard query.text != "moor" else { return Page(items: [notes[1]], totalCount: 1) }
    let found = notes.filter {
      query.text.isEmpty || $0.title.lowercased().contains(query.text.lowercased())
    }
    return Page(items: found, totalCount: found.count, number: query.page, size: query.perPage)
  }

  private func feature() -> Feature {
    Feature(debounce: .milliseconds(300), clock: clock) { [queries, gate] query in
      queries.append(query)
      if query.text == "slow" {
        try await gate.pass()
      }
      return Self.page(for: query)
    }
  }

  private func store(searching text: String = "") -> TestStore<Feature> {
    let query = NoteSearchQuery(text: text)
    return TestStore(
      initialState: Feature.State(
        searchingOnServer: query, page: .loaded(Self.page(for: query))),
      reducer: feature())
  }

  @Test func typingAsksOnceAfterThePauseAndShowsTheServersPage() async {
    let store = store()
    let query = NoteSearchQuery(text: "harbour")
    let found = Self.page(for: query)

    await store.send(.searchTextChanged("h")) { $0.search = SearchText("h") }
    await store.send(.searchTextChanged("ha")) { $0.search = SearchText("ha") }
    await store.send(.searchTextChanged("harbour ")) { $0.search = SearchText("harbour ") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(299))
    check(queries.entries.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.list(.queryChanged(query))) {
      $0.requestedQuery = query
      $0.list.query = query
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(found)))) { $0.list.page = .loaded(found) }
    await store.finish()

    checkEqual(queries.entries, [query])
    checkEqual(store.state.result, .loaded(found))
  }

  @Test func theServersMatchesAreShownAsTheyAre() async {
    let store = store()
    let query = NoteSearchQuery(text: "moor")
    let found = Self.page(for: query)

    await store.send(.searchTextChanged("moor")) { $0.search = SearchText("moor") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.list(.queryChanged(query))) {
      $0.requestedQuery = query
      $0.list.query = query
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(found)))) { $0.list.page = .loaded(found) }
    await store.finish()

    checkEqual(store.state.visibleItems.map(\.id), [2], "not filtered again on the client")
  }

  @Test func aNewSearchCancelsTheRequestInFlight() async {
    let store = store()
    let slow = NoteSearchQuery(text: "slow")
    let next = NoteSearchQuery(text: "harbour")
    let found = Self.page(for: next)
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(.searchTextChanged("slow")) { $0.search = SearchText("slow") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.list(.queryChanged(slow))) {
      $0.requestedQuery = slow
      $0.list.query = slow
      $0.list.page = .loading
    }
    _ = await arrivals.next()
    await store.send(.searchTextChanged("harbour")) { $0.search = SearchText("harbour") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.list(.queryChanged(next))) {
      $0.requestedQuery = next
      $0.list.query = next
    }
    await store.receive(.list(.pageResponse(.success(found)))) { $0.list.page = .loaded(found) }
    await store.finish()

    checkEqual(queries.entries, [slow, next])
    checkEqual(gate.cancellations, 1)
  }

  @Test func typingBackTheTextAskedForAsksNothing() async {
    let store = store(searching: "harbour")

    await store.send(.searchTextChanged("harbou")) { $0.search = SearchText("harbou") }
    await clock.waitForSleepers()
    await store.send(.searchTextChanged("harbour")) { $0.search = SearchText("harbour") }
    await store.finish()

    check(queries.entries.isEmpty)
    checkEqual(clock.sleeperCount, 0)
  }

  @Test func emptyingTheSearchAsksAtOnceForEveryItem() async {
    let store = store(searching: "harbour")
    let all = NoteSearchQuery()

    await store.send(.searchTextChanged("  ")) {
      $0.search = SearchText("  ")
      $0.requestedQuery = all
      $0.list.query = all
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(Self.page(for: all))))) {
      $0.list.page = .loaded(Self.page(for: all))
    }
    await store.finish()

    checkEqual(queries.entries, [all])
  }

  @Test func anotherPageOfASearchKeepsItsText() async {
    let store = store(searching: "harbour")
    let second = NoteSearchQuery(text: "harbour", page: 2, perPage: 2)

    await store.send(.list(.queryChanged(second))) {
      $0.requestedQuery = second
      $0.list.query = second
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(Self.page(for: second))))) {
      $0.list.page = .loaded(Self.page(for: second))
    }
    await store.finish()

    checkEqual(queries.entries, [second])
  }

  @Test func aStateSearchingOnTheServerFetchesItsQueryAsItIs() {
    let query = NoteSearchQuery(text: "moor", page: 1)
    var state = Feature.State(searchingOnServer: query, page: .loaded(Self.everything))

    check(state.searchesOnServer)
    checkEqual(state.search, SearchText("moor"))
    check(state.fetchedQuery == query && state.list.query == query)
    check(!state.filtersWholeCollection)
    checkEqual(state.result, .loaded(Self.everything))

    state.requiresWholeCollection = true
    checkEqual(state.result { $0.filter { $0.id != 1 } }.value?.items.map(\.id), [2, 3])
    check(!Feature.State(query: query).searchesOnServer)
  }
}
