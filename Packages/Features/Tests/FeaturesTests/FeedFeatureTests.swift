import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct FeedFeatureTests {
  private typealias Feature = FeedFeature<Note>

  /// Numbered page `number` of `size` notes of `count`, the server counting `total`, read as
  /// a numbered API's page is: the next number unless it is the last.
  private static func page(_ number: Int, size: Int = 2, count: Int, total: Int?) -> Page<Note> {
    let first = (number - 1) * size + 1
    let last = min(first + size - 1, count)
    let head = HTTPResponseHead(
      status: 200, headers: total.map { ["X-Total-Count": "\($0)"] } ?? [:])
    return Page(
      ListPayload(items: first <= last ? Note.numbered(first...last) : []), response: head,
      number: number, size: size)
  }

  /// A numbered server with `count` notes that says it has `total`.
  private static func feature(
    count: Int, total: Int?, requests: Log<(PageRequest, ReadFreshness)> = Log()
  ) -> Feature {
    Feature { request in
      requests.append((request, ReadFreshness.current))
      return page(request.number ?? 1, size: request.size, count: count, total: total)
    }
  }

  @Test func appendsPagesUntilAPageSaysItIsTheLast() async {
    let requests = Log<(PageRequest, ReadFreshness)>()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Self.feature(count: 3, total: 3, requests: requests))

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(Self.page(1, count: 3, total: 3)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 3
    }
    check(store.state.hasMore)
    checkEqual(store.state.shownTotal, 3)
    checkEqual(store.state.nextRequest, PageRequest(continuation: .number(2), size: 2))
    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.receive(.pageResponse(page: 2, .success(Self.page(2, count: 3, total: 3)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...3)
      $0.pageItemCounts = [2, 1]
      $0.next = nil
    }
    await store.send(.loadNextPage)
    await store.finish()

    check(!store.state.hasMore)
    checkEqual(store.state.nextRequest, nil)
    checkEqual(store.state.shownTotal, 3)
    checkEqual(
      requests.entries.map(\.0),
      [
        PageRequest(size: 2), PageRequest(continuation: .number(2), size: 2),
      ])
    checkEqual(requests.entries.map(\.1), [.standard, .standard])
  }

  @Test func aFirstPageRefusedForItsSizeIsAskedForAgainAtTheServersMost() async {
    let requests = Log<(PageRequest, ReadFreshness)>()
    let refusal = NetworkError.unexpectedStatus(
      code: 400, bodyExcerpt: "Page size must not exceed the server's maximum: 2")
    let store = TestStore(
      initialState: Feature.State(pageSize: 5),
      reducer: Feature { request in
        requests.append((request, ReadFreshness.current))
        guard request.size <= 2 else { throw refusal }
        return Self.page(request.number ?? 1, size: request.size, count: 3, total: 3)
      })

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .failure(LoadFailure(refusal)))) {
      $0.pageSize = 2
    }
    await store.receive(.pageResponse(page: 1, .success(Self.page(1, count: 3, total: 3)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 3
    }
    await store.finish()

    checkEqual(requests.entries.map(\.0.size), [5, 2])
    checkEqual(store.state.nextRequest, PageRequest(continuation: .number(2), size: 2))
  }

  @Test func thePagesAreTrustedOverACountThatIsTooSmall() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2), reducer: Self.feature(count: 5, total: 1))

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(Self.page(1, count: 5, total: 1)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 1
    }
    await store.finish()

    check(store.state.hasMore, "the page says another follows")
    checkEqual(store.state.shownTotal, nil, "the count is proven wrong")
  }

  @Test func aCountEqualToTheItemsLoadedEndsTheFeedAfterAFullPage() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2), reducer: Self.feature(count: 2, total: 2))

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(Self.page(1, count: 2, total: 2)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.total = 2
    }
    await store.send(.loadNextPage)
    await store.finish()

    check(!store.state.hasMore)
  }

  @Test func eachPageIsAskedForWithTheCursorThePageBeforeGave() async {
    let requests = Log<PageRequest>()
    let pages = [
      nil: Page(items: Note.numbered(1...2), next: .cursor("after-2")),
      "after-2": Page(items: Note.numbered(3...3), next: .cursor("after-3")),
      "after-3": Page(items: [], next: nil),
    ]
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { request in
        requests.append(request)
        return pages[request.continuation?.cursor] ?? Page(items: [])
      })

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(pages[nil] ?? Page(items: [])))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .cursor("after-2")
    }
    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.receive(.pageResponse(page: 2, .success(pages["after-2"] ?? Page(items: [])))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...3)
      $0.pageItemCounts = [2, 1]
      $0.next = .cursor("after-3")
    }
    check(store.state.hasMore, "a short page of a cursor API ends nothing by itself")
    await store.send(.loadNextPage) { $0.mode = .loading(page: 3) }
    await store.receive(.pageResponse(page: 3, .success(Page(items: [])))) {
      $0.mode = .idle
      $0.pageItemCounts = [2, 1, 0]
      $0.next = nil
    }
    await store.finish()

    checkEqual(
      requests.entries.map(\.continuation), [nil, .cursor("after-2"), .cursor("after-3")])
  }

  @Test func aPageThatNamesItselfAsTheNextIsAFailureNotALoop() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { request in
        Page(items: Note.numbered(1...2), next: .cursor("same"))
      })
    let repeating = Page(items: Note.numbered(1...2), next: .cursor("same"))
    let failure = LoadFailure(
      message: "page 2 repeated the page before it (the server ignored the page asked for)")

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingInTurn(page: 1)
    }
    await store.receive(.pageResponse(page: 1, .success(repeating))) {
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .cursor("same")
      $0.mode = .loadingInTurn(page: 2)
    }
    await store.receive(.pageResponse(page: 2, .success(repeating))) {
      $0.mode = .failed(failure)
    }
    await store.finish()

    checkEqual(store.state.items, Note.numbered(1...2), "the same page is not appended again")
  }

  @Test func aPageIsAskedForOnceAndAStaleAnswerIsDropped() async {
    let gate = Gate()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { _ in
        try await gate.pass()
        return Page(items: Note.numbered(1...2))
      })

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.send(.loadNextPage)
    await store.send(.pageResponse(page: 2, .success(Page(items: Note.numbered(3...4)))))
    await store.send(.refresh(.standard))
    gate.open()
    await store.receive(.pageResponse(page: 1, .success(Page(items: Note.numbered(1...2))))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
    }
    await store.finish()
  }

  @Test func aFailureStopsTheFeedUntilARetryThatAsksTheServerAgain() async {
    let requests = Log<(PageRequest, ReadFreshness)>()
    let failure = LoadFailure(NetworkError.unreachable(host: "example.com", reason: "offline"))
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { request in
        requests.append((request, ReadFreshness.current))
        if requests.entries.count == 1 {
          throw NetworkError.unreachable(host: "example.com", reason: "offline")
        }
        return Page(items: Note.numbered(1...1))
      })

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .failure(failure))) {
      $0.mode = .failed(failure)
    }
    await store.send(.loadNextPage)
    await store.send(.retry) {
      $0.mode = .loading(page: 1)
      $0.freshness = .revalidated
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Note.numbered(1...1))))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...1)
      $0.pageItemCounts = [1]
    }
    await store.finish()

    checkEqual(requests.entries.map(\.1), [.standard, .revalidated])
  }

  @Test func aRefreshInPlaceKeepsTheItemsUntilTheFirstPageReplacesThem() async {
    let loaded = Self.loaded(Note.numbered(1...4), pages: [2, 2], pageSize: 2)
    let fresh = [Note(id: 9, title: "New"), Note(id: 1, title: "Note 1")]
    let store = TestStore(
      initialState: loaded,
      reducer: Feature { _ in Page(items: fresh, totalCount: 5, next: .number(2)) })

    await store.send(.refreshInPlace) {
      $0.mode = .replacing
      $0.freshness = .revalidated
    }
    checkEqual(store.state.items, Note.numbered(1...4))
    await store.receive(
      .pageResponse(page: 1, .success(Page(items: fresh, totalCount: 5, next: .number(2))))
    ) {
      $0.mode = .idle
      $0.items = fresh
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 5
    }
    await store.finish()
  }

  @Test func aRefreshForgetsEveryPage() async {
    var loaded = Feature.State(pageSize: 2)
    loaded.items = Note.numbered(1...1)
    loaded.pageItemCounts = [1]
    let store = TestStore(initialState: loaded, reducer: Self.feature(count: 1, total: nil))

    await store.send(.refresh(.storedIfAvailable)) {
      $0.items = []
      $0.pageItemCounts = []
      $0.mode = .loading(page: 1)
      $0.freshness = .storedIfAvailable
    }
    await store.receive(.pageResponse(page: 1, .success(Self.page(1, count: 1, total: nil)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...1)
      $0.pageItemCounts = [1]
    }
    await store.finish()
  }

  @Test func revalidateUpdatesEachPageInPlaceAndCountsWhatChanged() async {
    let requests = Log<(PageRequest, ReadFreshness)>()
    let renamed = Note.numbered(1...5).map { note in
      note.id == 3 ? Note(id: 3, title: "Renamed") : note
    }
    let answer: @Sendable (Int) -> Page<Note> = { number in
      Page(
        items: Array(renamed[(number - 1) * 2..<number * 2]), totalCount: 5,
        next: .number(number + 1))
    }
    let store = TestStore(
      initialState: Self.loaded(Note.numbered(1...4), pages: [2, 2], pageSize: 2),
      reducer: Feature { request in
        requests.append((request, ReadFreshness.current))
        return answer(request.number ?? 1)
      })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.pageResponse(page: 1, .success(answer(1)))) {
      $0.total = 5
      // The pages after the first are numbered: asked for several at a time.
      $0.mode = .revalidating(
        page: 2,
        several: Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 2, nextPage: 3, inFlight: [2]))
    }
    check(store.state.isRevalidating)
    await store.receive(.pageResponse(page: 2, .success(answer(2)))) {
      $0.items = Array(renamed[0...3])
      $0.next = .number(3)
      $0.revalidationChanges = 1
      $0.mode = .idle
    }
    await store.finish()
    checkEqual(
      requests.entries.map(\.0),
      [
        PageRequest(size: 2), PageRequest(continuation: .number(2), size: 2),
      ])
    checkEqual(requests.entries.map(\.1), [.revalidated, .revalidated])
  }

  @Test func revalidationAsksForThePagesAfterTheFirstSeveralAtATimeAndTakesThemInOrder() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...4).map { ($0, Gate()) })
    let requests = Log<(PageRequest, ReadFreshness)>()
    let renamed = Note.numbered(1...8).map { note in
      note.id == 5 ? Note(id: 5, title: "Renamed") : note
    }
    let answer: @Sendable (Int) -> Page<Note> = { number in
      Page(
        items: Array(renamed[(number - 1) * 2..<number * 2]), totalCount: 8,
        next: number < 4 ? .number(number + 1) : nil)
    }
    let store = TestStore(
      initialState: Self.loaded(Note.numbered(1...8), pages: [2, 2, 2, 2], pageSize: 2),
      reducer: Feature { request in
        requests.append((request, ReadFreshness.current))
        let number = request.number ?? 1
        try await gates[number]?.pass()
        return answer(number)
      })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.pageResponse(page: 1, .success(answer(1)))) {
      $0.total = 8
      $0.mode = .revalidating(
        page: 2,
        several: Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 4, nextPage: 5, inFlight: [2, 3, 4]))
    }
    gates[3]?.open()
    await store.receive(.pageResponse(page: 3, .success(answer(3)))) {
      $0.mode.changePages { pages in pages.inFlight = [2, 4] }
      $0.mode.changePages { pages in pages.arrived = [3: answer(3)] }
    }
    checkEqual(store.state.items, Note.numbered(1...8), "page 3 waits for page 2")
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(answer(2)))) {
      $0.items = Array(renamed)
      $0.revalidationChanges = 1
      $0.mode = .revalidating(page: 4, several: $0.revalidatedPages)
      $0.mode.changePages { pages in pages.inFlight = [4] }
      $0.mode.changePages { pages in pages.arrived = [:] }
    }
    gates[4]?.open()
    await store.receive(.pageResponse(page: 4, .success(answer(4)))) {
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()
    checkEqual(requests.entries.compactMap(\.0.number).sorted(), [1, 2, 3, 4], "each page once")
    check(requests.entries.allSatisfy { $0.1 == .revalidated })
  }

  @Test func aFailureOfAPageAskedForAgainAtOnceStopsTheRestAndKeepsTheItems() async {
    // Page 3 never answers: the failure of page 2 cancels it.
    let never = Gate()
    let store = TestStore(
      initialState: Self.loaded(Note.numbered(1...6), pages: [2, 2, 2], pageSize: 2),
      reducer: Feature { request in
        let number = request.number ?? 1
        if number == 3 { try await never.pass() }
        guard number == 1 else {
          throw NetworkError.unreachable(host: "api.test", reason: "down")
        }
        return Page(items: Note.numbered(1...2), totalCount: 6, next: .number(2))
      })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(
      .pageResponse(
        page: 1, .success(Page(items: Note.numbered(1...2), totalCount: 6, next: .number(2))))
    ) {
      $0.total = 6
      $0.mode = .revalidating(
        page: 2,
        several: Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 3, nextPage: 4, inFlight: [2, 3]))
    }
    let failed: @Sendable (Feature.Action) -> Bool = {
      if case .pageResponse(_, .failure) = $0 { true } else { false }
    }
    await store.receive(matching: failed) {
      $0.mode = .failed(LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down")))
    }
    await store.finish()
    checkEqual(store.state.items, Note.numbered(1...6))
    checkEqual(never.cancellations, 1)
  }

  @Test func revalidationFollowsTheCursorsOfTheNewAnswersAndThePagesNewLengths() async {
    let requests = Log<PageRequest>()
    // Note 2 was deleted since the pages were loaded: the first page now ends at note 3, and
    // the second page starts after it.
    let first = Page(
      items: [Note(id: 1, title: "Note 1"), Note(id: 3, title: "Note 3")], next: .cursor("n3"))
    let second = Page(items: Note.numbered(4...5), next: .cursor("n5"))
    var loaded = Self.loaded(Note.numbered(1...4), pages: [2, 2], pageSize: 2)
    loaded.next = .cursor("n4")
    let store = TestStore(
      initialState: loaded,
      reducer: Feature { request in
        requests.append(request)
        return request.continuation == nil ? first : second
      })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.pageResponse(page: 1, .success(first))) {
      $0.items =
        [Note(id: 1, title: "Note 1"), Note(id: 3, title: "Note 3")] + Note.numbered(3...4)
      $0.revalidationChanges = 1
      $0.mode = .revalidating(page: 2, several: nil)
    }
    await store.receive(.pageResponse(page: 2, .success(second))) {
      $0.items =
        [Note(id: 1, title: "Note 1"), Note(id: 3, title: "Note 3")] + Note.numbered(4...5)
      $0.next = .cursor("n5")
      $0.revalidationChanges = 3
      $0.mode = .idle
    }
    await store.finish()

    checkEqual(requests.entries.map(\.continuation), [nil, .cursor("n3")])
  }

  @Test func aPageThatSaysItIsTheLastWhileRevalidatingEndsTheItemsThere() async {
    let store = TestStore(
      initialState: Self.loaded(Note.numbered(1...4), pages: [2, 2], pageSize: 2),
      reducer: Feature { _ in Page(items: Note.numbered(1...1)) })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Note.numbered(1...1))))) {
      $0.items = Note.numbered(1...1)
      $0.pageItemCounts = [1]
      $0.next = nil
      $0.revalidationChanges = 3
      $0.mode = .idle
      $0.total = nil
    }
    await store.finish()
    check(!store.state.hasMore)
  }

  @Test func aFailureWhileRevalidatingStopsItAndKeepsTheItems() async {
    let store = TestStore(
      initialState: Self.loaded(Note.numbered(1...2), pages: [2], pageSize: 2),
      reducer: Feature { _ in throw NetworkError.unreachable(host: "api.test", reason: "down") })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .revalidating(page: 1, several: nil)
    }
    let firstPageFailed: @Sendable (Feature.Action) -> Bool = {
      if case .pageResponse(1, .failure) = $0 { true } else { false }
    }
    await store.receive(matching: firstPageFailed) {
      $0.mode = .failed(LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down")))
    }
    await store.finish()
    checkEqual(store.state.items, Note.numbered(1...2))
  }

  @Test func aRetryAfterAFailedRevalidationOfEveryPageRevalidatesAgain() async {
    var failed = Self.loaded(Note.numbered(1...2), pages: [2], pageSize: 2)
    failed.next = nil
    failed.freshness = .revalidated
    failed.mode = .failed(LoadFailure(message: "down"))
    let store = TestStore(
      initialState: failed, reducer: Feature { _ in Page(items: Note.numbered(1...2)) })

    await store.send(.retry) {
      $0.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Note.numbered(1...2))))) {
      $0.mode = .idle
    }
    await store.finish()
  }

  @Test func revalidateWithNothingLoadedLoadsTheFirstPage() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { _ in Page(items: Note.numbered(1...2)) })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.mode = .replacing
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Note.numbered(1...2))))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
    }
    await store.finish()
  }

  /// A feed of `pageSize` with `items` loaded in pages of `pages` items each, the last one
  /// naming the next number.
  private static func loaded(_ items: [Note], pages: [Int], pageSize: Int) -> Feature.State {
    var state = Feature.State(pageSize: pageSize)
    state.items = items
    state.pageItemCounts = pages
    state.next = .number(pages.count + 1)
    return state
  }

  /// A numbered server with `count` notes, all counted, in pages of two, whose store holds
  /// the pages up to `stored`: a stored-only read of a later page finds nothing.
  private static func storing(
    count: Int, pages stored: Int, requests: Log<(PageRequest, ReadFreshness)>
  ) -> Feature {
    Feature { request in
      requests.append((request, ReadFreshness.current))
      let number = request.number ?? 1
      if ReadFreshness.current == .storedOnly, number > stored {
        throw NetworkError.notStored(request: "GET /notes")
      }
      return page(number, count: count, total: count)
    }
  }

  /// Loads the first page, two of `total` notes, into `store`.
  private static func loadFirstPage(of store: TestStore<Feature>, total: Int) async {
    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(page(1, count: total, total: total)))) {
      $0.mode = .idle
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = total
    }
  }

  @Test func appendsTheStoredPagesAtOnceUpToTheFirstThatIsNotStored() async {
    let requests = Log<(PageRequest, ReadFreshness)>()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Self.storing(count: 10, pages: 3, requests: requests))
    let stored = [Self.page(2, count: 10, total: 10), Self.page(3, count: 10, total: 10)]

    await Self.loadFirstPage(of: store, total: 10)
    await store.send(.appendStoredPages) {
      $0.mode = .appendingStoredPages(page: 2)
    }
    check(store.state.isLoading)
    await store.receive(.storedPagesResponse(after: 1, stored)) {
      $0.mode = .idle
      $0.items = Note.numbered(1...6)
      $0.pageItemCounts = [2, 2, 2]
      $0.next = .number(4)
    }
    await store.finish()

    check(store.state.hasMore)
    checkEqual(requests.entries.map(\.0.number), [1, 2, 3, 4])
    checkEqual(requests.entries.map(\.1), [.standard, .storedOnly, .storedOnly, .storedOnly])
  }

  @Test func storedPagesEndAtAPageThatSaysItIsTheLast() async {
    let requests = Log<(PageRequest, ReadFreshness)>()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Self.storing(count: 5, pages: 10, requests: requests))
    let stored = [Self.page(2, count: 5, total: 5), Self.page(3, count: 5, total: 5)]

    await Self.loadFirstPage(of: store, total: 5)
    await store.send(.appendStoredPages) {
      $0.mode = .appendingStoredPages(page: 2)
    }
    await store.receive(.storedPagesResponse(after: 1, stored)) {
      $0.mode = .idle
      $0.items = Note.numbered(1...5)
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
    }
    await store.send(.appendStoredPages)
    await store.finish()

    check(!store.state.hasMore)
    checkEqual(requests.entries.count, 3, "no page is asked for after the last one")
  }

  @Test func storedPagesNoLongerAskedForAreDropped() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2), reducer: Self.feature(count: 4, total: 4))

    await store.send(.storedPagesResponse(after: 0, [Page(items: Note.numbered(1...2))]))
    await store.finish()

    check(store.state.items.isEmpty)
  }
}
