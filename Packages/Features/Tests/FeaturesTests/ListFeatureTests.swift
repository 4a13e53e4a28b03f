import FeaturesTesting
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct ListFeatureTests {
  typealias Feature = ListFeature<NoteQuery, Note>

  let notes = [Note(id: 1, title: "One"), Note(id: 2, title: "Two")]

  func feature(queries: Log<NoteQuery> = Log()) -> Feature {
    Feature { [notes] query in
      queries.append(query)
      return Page(items: notes, totalCount: 2, number: query.page, size: 2)
    }
  }

  @Test func theStateStartsLoading() {
    checkEqual(Feature.State(query: NoteQuery()).page, .loading)
  }

  @Test func loadShowsLoadingAndRequestsThePageOfTheQuery() async {
    let queries = Log<NoteQuery>()
    let query = NoteQuery(tag: "3", page: 1, perPage: 2)
    let store = TestStore(
      initialState: Feature.State(query: query, page: .failed(LoadFailure(message: "old"))),
      reducer: feature(queries: queries))
    let page = Page(items: notes, totalCount: 2, number: 1, size: 2)

    await store.send(.load) { $0.page = .loading }
    await store.receive(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.finish()

    checkEqual(store.state.query, query)
    checkEqual(queries.entries, [query])
  }

  @Test(arguments: [Feature.Action.load, .retry, .queryChanged(NoteQuery(tag: "2"))])
  func everyRequestCancelsTheOneInFlightAndDropsItsResponse(action: Feature.Action) async {
    let firstRequest = Gate()
    let requests = Log<NoteQuery>()
    let feature = Feature { [notes] query in
      requests.append(query)
      if requests.entries.count == 1 {
        try await firstRequest.pass()
        return Page(items: [])
      }
      return Page(items: notes)
    }
    let store = TestStore(initialState: Feature.State(query: NoteQuery()), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    await store.send(.load)
    await arrivals.next()
    await store.send(action) {
      if case .queryChanged(let query) = action { $0.query = query }
    }
    await store.receive(.pageResponse(.success(Page(items: notes)))) { [notes] in
      $0.page = .loaded(Page(items: notes))
    }
    await store.finish()

    checkEqual(firstRequest.cancellations, 1)
  }

  @Test func retryRequestsTheSameQueryAgain() async {
    let queries = Log<NoteQuery>()
    let query = NoteQuery(tag: "5")
    let store = TestStore(
      initialState: Feature.State(query: query, page: .failed(LoadFailure(message: "offline"))),
      reducer: feature(queries: queries))
    let page = Page(items: notes, totalCount: 2, size: 2)

    await store.send(.retry) { $0.page = .loading }
    await store.receive(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [query])
  }

  @Test func queryChangedReplacesTheQueryAndRequestsIt() async {
    let queries = Log<NoteQuery>()
    let next = NoteQuery(page: 2, perPage: 2)
    let store = TestStore(
      initialState: Feature.State(query: NoteQuery(), page: .loaded(Page(items: notes))),
      reducer: feature(queries: queries))
    let page = Page(items: notes, totalCount: 2, number: 2, size: 2)

    await store.send(.queryChanged(next)) {
      $0.query = next
      $0.page = .loading
    }
    await store.receive(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [next])
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    let error = NetworkError.notFound(resource: "user", id: "9")
    let store = TestStore(
      initialState: Feature.State(query: NoteQuery()), reducer: Feature { _ in throw error })
    let failure = LoadFailure(message: error.description, networkError: error)

    await store.send(.load)
    await store.receive(.pageResponse(.failure(failure))) { $0.page = .failed(failure) }
    await store.finish()
  }

  @Test func aResponseShowsThePageOrTheFailureWithoutMoreWork() async {
    let store = TestStore(initialState: Feature.State(query: NoteQuery()), reducer: feature())
    let page = Page(items: notes, totalCount: 100, number: 1, size: 2)
    let failure = LoadFailure(message: "server answered HTTP 500")

    await store.send(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.send(.pageResponse(.failure(failure))) { $0.page = .failed(failure) }
    await store.finish()
  }

  @Test func loadThenRetryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = Feature { [notes] _ in
      attempts.append(attempts.entries.count + 1)
      guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
      return Page(items: notes)
    }
    let store = TestStore(initialState: Feature.State(query: NoteQuery()), reducer: feature)
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.load)
    await store.receive(.pageResponse(.failure(failure))) { $0.page = .failed(failure) }
    await store.send(.retry) { $0.page = .loading }
    await store.receive(.pageResponse(.success(Page(items: notes)))) { [notes] in
      $0.page = .loaded(Page(items: notes))
    }
    await store.finish()

    checkEqual(failure.networkError, .timedOut(host: "api"))
  }

  @Test func anEmptyCollectionEndsLoadedEmpty() async {
    let store = TestStore(
      initialState: Feature.State(query: NoteQuery()), reducer: Feature { _ in Page(items: []) })

    await store.send(.load)
    await store.receive(.pageResponse(.success(Page(items: [])))) {
      $0.page = .loaded(Page(items: []))
    }
    await store.finish()
  }

  @Test func aPagePastTheEndEndsLoadedEmptyNotFailed() async {
    let feature = Feature { query in
      Page(items: [], totalCount: 100, number: query.page, size: 10)
    }
    let query = NoteQuery(page: 11, perPage: 10)
    let store = TestStore(initialState: Feature.State(query: query), reducer: feature)
    let page = Page<Note>(items: [], totalCount: 100, number: 11, size: 10)

    await store.send(.load)
    await store.receive(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.finish()
  }

  @Test func revalidateKeepsThePageShownUntilAChangedOneReplacesIt() async {
    let queries = Log<NoteQuery>()
    let query = NoteQuery(tag: "3", page: 1, perPage: 2)
    let shown = Page(items: [Note(id: 1, title: "Old")], totalCount: 1, number: 1, size: 2)
    let store = TestStore(
      initialState: Feature.State(query: query, page: .loaded(shown)),
      reducer: feature(queries: queries))
    let page = Page(items: notes, totalCount: 2, number: 1, size: 2)

    await store.send(.revalidate)
    await store.receive(.pageResponse(.success(page))) { $0.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [query])
  }

  @Test func revalidateWithAnUnchangedAnswerChangesNothing() async {
    let query = NoteQuery(page: 1, perPage: 2)
    let page = Page(items: notes, totalCount: 2, number: 1, size: 2)
    let store = TestStore(
      initialState: Feature.State(query: query, page: .loaded(page)), reducer: feature())

    await store.send(.revalidate)
    await store.receive(.pageResponse(.success(page)))
    await store.finish()
  }
}

/// A list of an API that counts its pages from 0, declared once with its endpoint (`Paging`):
/// the query names pages from 1 as any list's does, the API is asked for its own numbers, and
/// the footer says where the page stands as a person counts.
@Suite(.timeLimit(.minutes(1)))
struct ListFeatureZeroBasedPagesTests {
  typealias Feature = ListFeature<NoteQuery, Note>

  @Test func theQuerysPageOneIsTheAPIsPageZeroAndTheFooterCountsFromOne() async {
    let asked = Log<String>()
    let paging = Paging.numbered(
      page: "page", size: "size", from: 0, total: .items(at: "page.totalElements"))
    let feature = Feature { query in
      let (number, size) = query.requestedPage ?? (1, 2)
      let endpoint = Endpoint<Page<Note>>.page(
        ["notes"], resource: "notes", member: "_embedded.notes", paging: paging,
        request: PageRequest(continuation: .number(number), size: size))
      asked.append(
        endpoint.queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&"))
      let records = Note.numbered(1...5).dropFirst((number - 1) * size).prefix(size).map {
        #"{"id": \#($0.id), "title": "\#($0.title)"}"#
      }
      let body =
        #"{"_embedded": {"notes": [\#(records.joined(separator: ","))]}, "page": {"totalElements": 5}}"#
      return try endpoint.decode(
        Data(body.utf8), from: HTTPResponseHead(status: 200), using: JSONDecoder())
    }
    let store = Store(
      initialState: Feature.State(query: NoteQuery(page: 1, perPage: 2)), reducer: feature)

    await store.send(.load)
    let first = await store.state.page.value
    await store.send(.queryChanged(NoteQuery(page: 3, perPage: 2)))
    let last = await store.state.page.value

    checkEqual(asked.entries, ["page=0&size=2", "page=2&size=2"])
    check(first?.items == Note.numbered(1...2) && last?.items == Note.numbered(5...5))
    checkEqual(
      first.map {
        PageFooter.text(for: $0, shownCount: 2, noun: Noun(singular: "note", plural: "notes"))
      }, "page 1 of 3 (5 notes)")
    checkEqual(last?.next, nil)
  }
}
