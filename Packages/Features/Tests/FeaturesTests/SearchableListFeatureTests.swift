import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct SearchableListFeatureTests {
  private typealias Feature = SearchableListFeature<NoteQuery, Note>

  private static let notes = [
    Note(id: 1, title: "Harbour lights"),
    Note(id: 2, title: "Zoe's garden"),
    Note(id: 3, title: "Harbour at night"),
    Note(id: 4, title: "Mountains"),
  ]
  private static let firstPage = NoteQuery(tag: "1", page: 1, perPage: 2)

  private static func feature(queries: Log<NoteQuery>) -> Feature {
    Feature { query in
      queries.append(query)
      guard query.perPage == nil else {
        return Page(items: Array(notes.prefix(2)), totalCount: notes.count, number: 1, size: 2)
      }
      return Page(items: notes, totalCount: notes.count)
    }
  }

  @Test func loadsThePageWithoutASearch() async {
    let queries = Log<NoteQuery>()
    let store = TestStore(
      initialState: Feature.State(query: Self.firstPage), reducer: Self.feature(queries: queries))
    let page = Page(items: Array(Self.notes.prefix(2)), totalCount: 4, number: 1, size: 2)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [Self.firstPage])
    checkEqual(store.state.result, .loaded(page))
  }

  @Test func aSearchLoadsTheWholeCollectionAndPagesTheMatches() async throws {
    let queries = Log<NoteQuery>()
    let store = TestStore(
      initialState: Feature.State(query: Self.firstPage), reducer: Self.feature(queries: queries))
    let collection = Page(items: Self.notes, totalCount: 4)

    await store.send(.searchTextChanged("harbour")) {
      $0.search = SearchText("harbour")
      $0.list.query = Self.firstPage.wholeCollection
    }
    await store.receive(.list(.pageResponse(.success(collection)))) {
      $0.list.page = .loaded(collection)
    }
    await store.finish()

    checkEqual(queries.entries, [Self.firstPage.wholeCollection])
    let result = try #require(store.state.result.value)
    checkEqual(result.items.map(\.id), [1, 3])
    checkEqual(result.totalCount, 2)

    await store.send(.searchTextChanged("Harbour")) { $0.search = SearchText("Harbour") }
    checkEqual(queries.entries.count, 1)
  }

  @Test func endingTheSearchLoadsTheRequestedPageAgain() async {
    let queries = Log<NoteQuery>()
    let store = TestStore(
      initialState: Feature.State(
        query: Self.firstPage, page: .loaded(Page(items: Self.notes)), searchText: "zoe"),
      reducer: Self.feature(queries: queries))
    let page = Page(items: Array(Self.notes.prefix(2)), totalCount: 4, number: 1, size: 2)

    checkEqual(store.state.visibleItems.map(\.id), [2])
    await store.send(.searchTextChanged("")) {
      $0.search = SearchText("")
      $0.list.query = Self.firstPage
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()
  }

  @Test func anEmbeddingFilterRequiresTheWholeCollectionAndRunsBeforeTheSearch() {
    let state = Feature.State(
      query: Self.firstPage, page: .loaded(Page(items: Self.notes)), searchText: "harbour",
      requiresWholeCollection: true)

    checkEqual(state.fetchedQuery, Self.firstPage.wholeCollection)
    let kept = state.result { $0.filter { $0.id != 1 } }.value?.items.map(\.id)
    checkEqual(kept, [3])

    var withoutSearch = state
    withoutSearch.search = SearchText("")
    check(withoutSearch.filtersWholeCollection)
    checkEqual(withoutSearch.result.value?.items.map(\.id), [1, 2])
  }

  @Test func aQueryForTheWholeCollectionShowsEveryMatchOnOnePage() {
    let state = Feature.State(
      query: NoteQuery(tag: "1"), page: .loaded(Page(items: Self.notes)), searchText: "harbour")

    let page = state.result.value
    checkEqual(page?.items.map(\.id), [1, 3])
    check(page?.totalCount == 2 && page?.number == nil && page?.next == nil)
  }

  @Test func theMatchesArePagedAsTheQueryAsks() {
    let state = Feature.State(
      query: NoteQuery(page: 1, perPage: 1), page: .loaded(Page(items: Self.notes)),
      searchText: "harbour")

    let page = state.result.value
    checkEqual(page?.items.map(\.id), [1])
    check(page?.totalCount == 2 && page?.number == 1 && page?.next == .number(2))
  }
}
