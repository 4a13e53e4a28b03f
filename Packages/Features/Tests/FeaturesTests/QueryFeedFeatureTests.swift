import Dependencies
import FeaturesTesting
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import Features

/// The feed of a query the person types, on servers that page by cursor, number, offset or
/// link: the text goes to the fetch once typing pauses, a new query cancels the page in flight
/// and pages again from the first.
@Suite(.timeLimit(.minutes(1)))
struct QueryFeedFeatureTests {
  private typealias Feature = QueryFeedFeature<NoteTextQuery, Note>

  /// A query of notes by the text of their titles.
  struct NoteTextQuery: SearchQuery {
    var text = ""

    var searchText: String { text }
    func searching(_ text: String) -> NoteTextQuery { NoteTextQuery(text: text) }
  }

  private static let notes = [
    Note(id: 1, title: "Harbour lights"),
    Note(id: 2, title: "Zoe's garden"),
    Note(id: 3, title: "Harbour at night"),
    Note(id: 4, title: "Harbour wall"),
  ]

  private let clock = TestClock()
  private let requests = Log<String>()
  /// What the request for the text `slow` waits for.
  private let gate = Gate()

  /// The server's page of `query` after the cursor `request` names, `limit` notes long, whose
  /// next cursor is its last note's id while more follow (`starting_after`, `has_more`).
  private static func page(_ query: NoteTextQuery, _ request: PageRequest) -> Page<Note> {
    let found = notes.filter {
      query.text.isEmpty || $0.title.lowercased().contains(query.text.lowercased())
    }
    let after = request.continuation?.cursor.flatMap(Int.init)
    let rest = found.drop { note in after.map { note.id <= $0 } ?? false }
    let items = Array(rest.prefix(request.size))
    let hasMore = rest.count > items.count
    return Page(items: items, next: hasMore ? items.last.map { .cursor("\($0.id)") } : nil)
  }

  private func store(_ query: NoteTextQuery = NoteTextQuery()) -> TestStore<Feature> {
    TestStore(
      initialState: Feature.State(query: query, pageSize: 2),
      reducer: Feature(debounce: .milliseconds(300), clock: clock) {
        [requests, gate] query, request in
        requests.append("\(query.text)@\(request.continuation?.cursor ?? "-")")
        if query.text == "slow" {
          try await gate.pass()
        }
        return Self.page(query, request)
      })
  }

  /// The feed's state once `page` is the first page of a new query.
  private static func first(_ page: Page<Note>) -> FeedFeature<Note>.State {
    var feed = FeedFeature<Note>.State(pageSize: 2)
    feed.items = page.items
    feed.pageItemCounts = [page.items.count]
    feed.next = page.next
    return feed
  }

  @Test func typingPagesTheQueryByCursorFromItsFirstPageAfterThePause() async {
    let store = store()
    let harbour = NoteTextQuery(text: "harbour")
    let firstPage = Self.page(harbour, PageRequest(size: 2))
    let secondPage = Self.page(harbour, PageRequest(continuation: .cursor("3"), size: 2))

    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 1) }
    await store.receive(.feed(.pageResponse(page: 1, .success(Self.page(.init(), .init(size: 2))))))
    {
      $0.feed = Self.first(Self.page(.init(), .init(size: 2)))
    }
    await store.send(.searchTextChanged("harb")) { $0.search = SearchText("harb") }
    await store.send(.searchTextChanged("harbour ")) { $0.search = SearchText("harbour ") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(299))
    checkEqual(requests.entries, ["@-"])
    await clock.advance(by: .milliseconds(1))
    await store.receive(.queryChanged(harbour)) {
      $0.query = harbour
      $0.feed = FeedFeature<Note>.State(pageSize: 2)
      $0.feed.mode = .loading(page: 1)
    }
    await store.receive(.feed(.pageResponse(page: 1, .success(firstPage)))) {
      $0.feed = Self.first(firstPage)
    }
    await store.send(.feed(.loadNextPage)) { $0.feed.mode = .loading(page: 2) }
    await store.receive(.feed(.pageResponse(page: 2, .success(secondPage)))) {
      $0.feed.mode = .idle
      $0.feed.items = [Self.notes[0], Self.notes[2], Self.notes[3]]
      $0.feed.pageItemCounts = [2, 1]
      $0.feed.next = nil
    }
    await store.finish()

    checkEqual(requests.entries, ["@-", "harbour@-", "harbour@3"])
    check(!store.state.feed.hasMore)
  }

  @Test func aNewQueryCancelsThePageInFlight() async {
    let store = store()
    let slow = NoteTextQuery(text: "slow")
    let garden = NoteTextQuery(text: "garden")
    let found = Self.page(garden, PageRequest(size: 2))
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(.searchTextChanged("slow")) { $0.search = SearchText("slow") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.queryChanged(slow)) {
      $0.query = slow
      $0.feed.mode = .loading(page: 1)
    }
    _ = await arrivals.next()
    await store.send(.searchTextChanged("garden")) { $0.search = SearchText("garden") }
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))
    await store.receive(.queryChanged(garden)) { $0.query = garden }
    await store.receive(.feed(.pageResponse(page: 1, .success(found)))) {
      $0.feed = Self.first(found)
    }
    await store.finish()

    checkEqual(requests.entries, ["slow@-", "garden@-"])
    checkEqual(gate.cancellations, 1)
    checkEqual(store.state.feed.items.map(\.id), [2])
  }

  @Test func typingBackTheTextSearchedAsksNothing() async {
    let store = store(NoteTextQuery(text: "harbour"))

    await store.send(.searchTextChanged("harbou")) { $0.search = SearchText("harbou") }
    await clock.waitForSleepers()
    await store.send(.searchTextChanged(" harbour")) { $0.search = SearchText(" harbour") }
    await store.finish()

    check(requests.entries.isEmpty)
    checkEqual(clock.sleeperCount, 0)
  }

  @Test func emptyingTheSearchPagesEveryNoteAtOnce() async {
    let store = store(NoteTextQuery(text: "harbour"))
    let all = NoteTextQuery()
    let found = Self.page(all, PageRequest(size: 2))

    await store.send(.searchTextChanged("")) {
      $0.search = SearchText("")
      $0.query = all
      $0.feed.mode = .loading(page: 1)
    }
    await store.receive(.feed(.pageResponse(page: 1, .success(found)))) {
      $0.feed = Self.first(found)
    }
    await store.finish()

    checkEqual(requests.entries, ["@-"])
  }

  @Test func aQueryOfNumberedPagesLoadsItsRemainingPagesSeveralAtATime() async {
    let asked = Log<Int?>()
    let feature = Feature(debounce: .milliseconds(300), clock: clock) { query, request in
      asked.append(request.number)
      let number = request.number ?? 1
      let found = Note.numbered(1...5).filter { $0.title.lowercased().contains(query.text) }
      let items = Array(found.dropFirst((number - 1) * 2).prefix(2))
      let next = number * 2 < found.count ? PageContinuation.number(number + 1) : nil
      return Page(items: items, totalCount: found.count, number: number, size: 2, next: next)
    }
    var state = Feature.State(query: NoteTextQuery(text: "note"), pageSize: 2)
    var asksAtOnce: [Int] = []

    for action in [Feature.Action.feed(.loadNextPage), .feed(.loadRemainingPages)] {
      var pending = [action]
      while !pending.isEmpty {
        let effect = feature.reduce(into: &state, action: pending.removeFirst())
        asksAtOnce.append(effect.cancellations.count)
        pending += await effect.actions()
      }
    }

    checkEqual(state.feed.items, Note.numbered(1...5))
    checkEqual(asked.entries, [1, 2, 3])
    checkEqual(asksAtOnce.max(), 2, "pages 2 and 3 asked for together")
  }

  /// Five harbour notes and three garden notes, for the shapes of pages a store pages to the
  /// end.
  private static let catalogue =
    (1...5).map { Note(id: $0, title: "Harbour \($0)") }
    + (6...8).map { Note(id: $0, title: "Garden \($0)") }

  /// The catalogue's notes whose titles contain `text`, ignoring case.
  private static func found(_ text: String) -> [Note] {
    catalogue.filter { text.isEmpty || $0.title.lowercased().contains(text.lowercased()) }
  }

  /// A store of the catalogue whose pauses in typing end at once, answered by `fetch`; each
  /// request is logged as `text@continuation`, `first` for a first page.
  private static func store(
    _ asked: Log<String>,
    fetch: @escaping @Sendable (NoteTextQuery, PageRequest) throws -> Page<Note>
  ) -> Store<Feature> {
    Store(
      initialState: Feature.State(query: NoteTextQuery(), pageSize: 2),
      reducer: Feature(debounce: .milliseconds(300), clock: ImmediateClock()) { query, request in
        asked.append("\(query.text)@\(request.continuation?.description ?? "first")")
        return try fetch(query, request)
      })
  }

  @Test func aQueryOfOffsetPagesIsPagedFromOffsetZeroToItsEnd() async {
    let asked = Log<String>()
    let store = Self.store(asked) { query, request in
      let offset = try #require(request.offset, "an offset, not \(String(describing: request))")
      let found = Self.found(query.text)
      let items = Array(found.dropFirst(offset).prefix(request.size))
      let end = offset + items.count
      return Page(
        items: items, totalCount: found.count, next: end < found.count ? .offset(end) : nil)
    }

    await store.send(.feed(.loadNextPage))
    await store.send(.feed(.loadNextPage))
    await store.send(.searchTextChanged("harbour"))
    await store.send(.feed(.loadRemainingPages))
    let state = await store.state

    checkEqual(Array(asked.entries.prefix(3)), ["@first", "@offset 2", "harbour@first"])
    checkEqual(asked.entries.dropFirst(3).sorted(), ["harbour@offset 2", "harbour@offset 4"])
    checkEqual(state.feed.items, Self.found("harbour"))
    checkEqual(state.feed.pageItemCounts, [2, 2, 1])
    check(!state.feed.hasMore)
  }

  /// The link to page `page` of the notes whose titles contain `text`.
  private static func link(_ text: String, page: Int) -> PageContinuation? {
    var components = URLComponents(string: "https://notes.example.com/notes")
    components?.queryItems = [
      URLQueryItem(name: "q", value: text), .init(name: "page", value: "\(page)"),
    ]
    return components?.url.map(PageContinuation.url)
  }

  @Test func aQueryOfLinkedPagesFollowsOnlyItsOwnLinks() async {
    let asked = Log<String>()
    let store = Self.store(asked) { query, request in
      var text = query.text
      var page = 1
      if let url = request.continuation?.url {
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        text = try #require(items.first { $0.name == "q" }?.value)
        page = try #require(items.first { $0.name == "page" }?.value.flatMap(Int.init))
      }
      let found = Self.found(text)
      let items = Array(found.dropFirst((page - 1) * request.size).prefix(request.size))
      let more = page * request.size < found.count
      return Page(items: items, next: more ? Self.link(text, page: page + 1) : nil)
    }

    await store.send(.feed(.loadNextPage))
    await store.send(.searchTextChanged("harbour"))
    await store.send(.feed(.loadRemainingPages))
    let state = await store.state

    checkEqual(
      asked.entries,
      [
        "@first", "harbour@first",
        "harbour@https://notes.example.com/notes?q=harbour&page=2",
        "harbour@https://notes.example.com/notes?q=harbour&page=3",
      ])
    checkEqual(state.feed.items, Self.found("harbour"))
    check(!state.feed.hasMore)
  }

  @Test func aStateSearchesItsQuerysText() {
    let state = Feature.State(query: NoteTextQuery(text: "moor"), pageSize: 0)

    checkEqual(state.search, SearchText("moor"))
    checkEqual(state.feed.pageSize, 1)
    check(state.feed.hasMore)
  }
}
