import FeaturesTesting
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct FeedFeatureRemainingPagesTests {
  private typealias Feature = FeedFeature<Note>

  /// The response head of a server that counts `total` items, if it says.
  private static func head(total: Int?) -> HTTPResponseHead {
    HTTPResponseHead(status: 200, headers: total.map { ["X-Total-Count": "\($0)"] } ?? [:])
  }

  /// Numbered page `number` of two notes of `count`, the server counting `total`, read as a
  /// numbered API's page is read: the next number unless it is the last.
  private static func page(_ number: Int, count: Int = 12, total: Int? = 12) -> Page<Note> {
    let first = (number - 1) * 2 + 1
    let last = min(first + 1, count)
    let notes = first <= last ? Note.numbered(first...last) : []
    return Page(ListPayload(items: notes), response: head(total: total), number: number, size: 2)
  }

  /// A feed of two notes a page whose first page is loaded, the server saying it has `total`
  /// and that the next page is `next`.
  private static func firstPageLoaded(
    total: Int?, next: PageContinuation = .number(2)
  ) -> Feature.State {
    var state = Feature.State(pageSize: 2)
    state.items = Note.numbered(1...2)
    state.pageItemCounts = [2]
    state.next = next
    state.total = total
    return state
  }

  /// A numbered server whose page `n` waits for `gates[n]`, or fails when `failing` says so.
  private static func feature(
    gates: [Int: Gate], failing: Int? = nil, requests: Log<PageRequest> = Log()
  ) -> Feature {
    Feature { request in
      requests.append(request)
      let number = request.number ?? 0
      try await gates[number]?.pass()
      if number == failing { throw NetworkError.unreachable(host: "example.com", reason: "down") }
      return page(number)
    }
  }

  /// With a larger size for the remaining pages, the numbered pages are asked for one by one
  /// until they line up with it, then as larger pages (pages 4 to 6 of two notes are page 2 of
  /// six), each answer appended as the pages of two it holds: the feed's pages stay those
  /// `loadNextPage` and `revalidate` ask for.
  @Test func aLargerSizeAsksForLargerPagesOnceTheyLineUpAndKeepsThePagesOfTheFeed() async {
    let notes = Note.numbered(1...20)
    let requests = Log<PageRequest>()
    var state = Feature.State(pageSize: 2, remainingPageSize: 6)
    state.items = Note.numbered(1...2)
    state.pageItemCounts = [2]
    state.next = .number(2)
    state.total = 20
    let store = Store(
      initialState: state,
      reducer: Feature { request in
        requests.append(request)
        let number = request.number ?? 0
        let first = min((number - 1) * request.size, notes.count)
        let items = Array(notes[first..<min(first + request.size, notes.count)])
        return Page(
          ListPayload(items: items), response: Self.head(total: 20), number: number,
          size: request.size)
      })

    await store.send(.loadRemainingPages)
    let loaded = await store.state
    checkEqual(loaded.items, notes)
    checkEqual(loaded.pageItemCounts, Array(repeating: 2, count: 10))
    check(loaded.next == nil && loaded.mode == .idle)
    let asked = Set(requests.entries.map { "\($0.number ?? 0)×\($0.size)" })
    checkEqual(asked, ["2×2", "3×2", "2×6", "3×6", "4×6"])
    checkEqual(requests.entries.count, 5)
  }

  /// An API that numbers its pages from 0 and gives a count of pages alone, declared once with
  /// its endpoint (`Paging`): the feed counts its pages from 1 as ever, and every page, the
  /// first included, is asked for once by the API's own number, several at once from the count
  /// of pages, larger pages lining up as they do for pages from 1.
  @Test func zeroBasedPagesDeclaredWithTheirEndpointAreEachAskedForOnceFromPageZero() async {
    let notes = Note.numbered(1...20)
    let asked = Log<String>()
    let paging = Paging.numbered(
      page: "page", size: "size", from: 0, total: .pages(at: "page.totalPages"))
    let store = Store(
      initialState: Feature.State(pageSize: 2, remainingPageSize: 6),
      reducer: Feature { request in
        let endpoint = Endpoint<Page<Note>>.page(
          ["notes"], resource: "notes", member: "_embedded.notes", paging: paging,
          request: request)
        let query = Dictionary(
          endpoint.queryItems.map { ($0.name, Int($0.value ?? "") ?? -1) },
          uniquingKeysWith: { $1 })
        let (number, size) = (query["page"] ?? -1, query["size"] ?? 0)
        asked.append("\(number)×\(size)")
        let records = notes.dropFirst(max(number, 0) * size).prefix(size).map {
          #"{"id": \#($0.id), "title": "\#($0.title)"}"#
        }
        let pages = (notes.count + size - 1) / size
        let body =
          #"{"_embedded": {"notes": [\#(records.joined(separator: ","))]}, "page": {"totalPages": \#(pages)}}"#
        return try endpoint.decode(
          Data(body.utf8), from: HTTPResponseHead(status: 200), using: JSONDecoder())
      })

    await store.send(.loadNextPage)
    await checkEqual(store.state.lastPage, 10)
    await store.send(.loadRemainingPages)
    let loaded = await store.state
    checkEqual(loaded.items, notes)
    check(loaded.next == nil && loaded.mode == .idle && loaded.failure == nil)
    checkEqual(asked.entries.first, "0×2")
    checkEqual(Set(asked.entries), ["0×2", "1×2", "2×2", "1×6", "2×6", "3×6"])
    checkEqual(asked.entries.count, 6)
  }

  @Test func asksForFourNumberedPagesAtOnceAndAppendsThemInOrderAsTheyCome() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...6).map { ($0, Gate()) })
    let requests = Log<PageRequest>()
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 12),
      reducer: Self.feature(gates: gates, requests: requests))

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingRemaining(
        Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 6, nextPage: 6, inFlight: [2, 3, 4, 5]))
    }
    gates[3]?.open()
    await store.receive(.pageResponse(page: 3, .success(Self.page(3)))) {
      $0.mode.changePages { pages in pages.inFlight = [2, 4, 5, 6] }
      $0.mode.changePages { pages in pages.nextPage = 7 }
      $0.mode.changePages { pages in pages.arrived = [3: Self.page(3)] }
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.page(2)))) {
      $0.items = Note.numbered(1...6)
      $0.pageItemCounts = [2, 2, 2]
      $0.next = .number(4)
      $0.mode.changePages { pages in pages.inFlight = [4, 5, 6] }
      $0.mode.changePages { pages in pages.arrived = [:] }
    }
    gates[6]?.open()
    await store.receive(.pageResponse(page: 6, .success(Self.page(6)))) {
      $0.mode.changePages { pages in pages.inFlight = [4, 5] }
      $0.mode.changePages { pages in pages.arrived = [6: Self.page(6)] }
    }
    gates[5]?.open()
    await store.receive(.pageResponse(page: 5, .success(Self.page(5)))) {
      $0.mode.changePages { pages in pages.inFlight = [4] }
      $0.mode.changePages { pages in pages.arrived = [5: Self.page(5), 6: Self.page(6)] }
    }
    gates[4]?.open()
    await store.receive(.pageResponse(page: 4, .success(Self.page(4)))) {
      $0.items = Note.numbered(1...12)
      $0.pageItemCounts = [2, 2, 2, 2, 2, 2]
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    check(!store.state.hasMore)
    checkEqual(Set(requests.entries.map(\.continuation)), Set((2...6).map { .number($0) }))
  }

  @Test func offsetPagesAreAskedForSeveralAtOnceToo() async {
    let gates = [2: Gate(), 4: Gate()]
    let requests = Log<PageRequest>()
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 5, next: .offset(2)),
      reducer: Feature { request in
        requests.append(request)
        let offset = request.offset ?? 0
        try await gates[offset]?.pass()
        return Self.offsetPage(offset)
      })

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingRemaining(
        Feature.RemainingPages(
          firstPage: 2, continuation: .offset(2), lastPage: 3, nextPage: 4, inFlight: [2, 3]))
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.offsetPage(2)))) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = .offset(4)
      $0.mode.changePages { pages in pages.inFlight = [3] }
    }
    gates[4]?.open()
    await store.receive(.pageResponse(page: 3, .success(Self.offsetPage(4)))) {
      $0.items = Note.numbered(1...5)
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    checkEqual(Set(requests.entries.map(\.continuation)), [.offset(2), .offset(4)])
  }

  /// The page of two notes of five after the first `offset`, as an API that pages by offset
  /// answers it.
  private static func offsetPage(_ offset: Int) -> Page<Note> {
    Page(
      items: Note.numbered(offset + 1...min(offset + 2, 5)), totalCount: 5,
      next: offset + 2 < 5 ? .offset(offset + 2) : nil)
  }

  @Test func aPageThatSaysItIsTheLastEndsTheFeedBeforeTheCount() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...6).map { ($0, Gate()) })
    // The server counts 12 notes but has 5: page 3 is short.
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 12),
      reducer: Feature { request in
        let number = request.number ?? 0
        try await gates[number]?.pass()
        return Self.page(number, count: 5)
      })

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingRemaining(
        Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 6, nextPage: 6, inFlight: [2, 3, 4, 5]))
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.page(2, count: 5)))) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = .number(3)
      $0.mode.changePages { pages in pages.inFlight = [3, 4, 5, 6] }
      $0.mode.changePages { pages in pages.nextPage = 7 }
    }
    gates[3]?.open()
    await store.receive(.pageResponse(page: 3, .success(Self.page(3, count: 5)))) {
      $0.items = Note.numbered(1...5)
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
      $0.mode = .idle
    }
    // The pages after it, held at their gates, are no longer asked for.
    await store.finish()

    check(!store.state.hasMore)
  }

  @Test func aFailedPageStopsThereAndKeepsThePagesBeforeIt() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...6).map { ($0, Gate()) })
    let failure = LoadFailure(NetworkError.unreachable(host: "example.com", reason: "down"))
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 12),
      reducer: Self.feature(gates: gates, failing: 3))

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingRemaining(
        Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 6, nextPage: 6, inFlight: [2, 3, 4, 5]))
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.page(2)))) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = .number(3)
      $0.mode.changePages { pages in pages.inFlight = [3, 4, 5, 6] }
      $0.mode.changePages { pages in pages.nextPage = 7 }
    }
    gates[3]?.open()
    await store.receive(.pageResponse(page: 3, .failure(failure))) {
      $0.mode = .failed(failure)
    }
    // The pages after the failure, held at their gates, are no longer asked for.
    await store.finish()

    checkEqual(store.state.items, Note.numbered(1...4))
  }

  @Test func whileAPageIsSlowAtMostAWindowOfLaterPagesIsAskedForAndHeld() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...20).map { ($0, Gate()) })
    let failure = LoadFailure(NetworkError.unreachable(host: "example.com", reason: "down"))
    let requests = Log<PageRequest>()
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 40),
      reducer: Feature { request in
        requests.append(request)
        let number = request.number ?? 0
        try await gates[number]?.pass()
        if number == 2 { throw NetworkError.unreachable(host: "example.com", reason: "down") }
        return Self.page(number, count: 40, total: 40)
      })

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingRemaining(
        Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 20, nextPage: 6,
          inFlight: [2, 3, 4, 5]))
    }
    // Every page after page 2 is answered as soon as it is asked for; page 2 hangs.
    for number in 3...9 {
      gates[number]?.open()
      let next = min(number + 4, 10)
      await store.receive(
        .pageResponse(page: number, .success(Self.page(number, count: 40, total: 40)))
      ) {
        $0.mode.changePages { pages in
          pages.arrived[number] = Self.page(number, count: 40, total: 40)
        }
        $0.mode.changePages { pages in pages.inFlight = Set([2] + Array((number + 1)..<next)) }
        $0.mode.changePages { pages in pages.nextPage = next }
      }
    }

    checkEqual(store.state.remainingPages?.arrived.count, 7, "pages 3 to 9, a window of 8 past 1")
    checkEqual(store.state.remainingPages?.nextPage, 10)
    checkEqual(requests.entries.count, 8)
    checkEqual(Set(requests.entries.map(\.continuation)), Set((2...9).map { .number($0) }))
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .failure(failure))) {
      $0.mode = .failed(failure)
    }
    await store.finish()
  }

  @Test func withoutACountThePagesAreAskedForOneAfterAnother() async {
    let requests = Log<PageRequest>()
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: nil),
      reducer: Feature { request in
        requests.append(request)
        return Self.page(request.number ?? 0, count: 5, total: nil)
      })

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingInTurn(page: 2)
    }
    await store.receive(.pageResponse(page: 2, .success(Self.page(2, count: 5, total: nil)))) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = .number(3)
      $0.mode = .loadingInTurn(page: 3)
    }
    await store.receive(.pageResponse(page: 3, .success(Self.page(3, count: 5, total: nil)))) {
      $0.items = Note.numbered(1...5)
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    checkEqual(requests.entries.map(\.continuation), [.number(2), .number(3)])
  }

  @Test func cursorPagesWithACountAreAskedForOneAfterAnotherEachWithTheCursorBefore() async {
    let requests = Log<PageRequest>()
    let feature = Feature { request in
      requests.append(request)
      switch request.continuation?.cursor {
      case "n2": return Page(items: Note.numbered(3...4), totalCount: 5, next: .cursor("n4"))
      default: return Page(items: Note.numbered(5...5), totalCount: 5)
      }
    }
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 5, next: .cursor("n2")), reducer: feature)

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingInTurn(page: 2)
    }
    await store.receive(
      .pageResponse(
        page: 2, .success(Page(items: Note.numbered(3...4), totalCount: 5, next: .cursor("n4"))))
    ) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = .cursor("n4")
      $0.mode = .loadingInTurn(page: 3)
    }
    await store.receive(
      .pageResponse(page: 3, .success(Page(items: Note.numbered(5...5), totalCount: 5)))
    ) {
      $0.items = Note.numbered(1...5)
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    checkEqual(requests.entries.map(\.continuation), [.cursor("n2"), .cursor("n4")])
  }

  @Test func takesOverThePageInFlightRatherThanAskingForItAgain() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...6).map { ($0, Gate()) })
    let requests = Log<PageRequest>()
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 12),
      reducer: Self.feature(gates: gates, requests: requests))

    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.send(.loadRemainingPages) {
      $0.mode = .loadingRemaining(
        Feature.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 6, nextPage: 6, inFlight: [2, 3, 4, 5]))
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.page(2)))) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = .number(3)
      $0.mode.changePages { pages in pages.inFlight = [3, 4, 5, 6] }
      $0.mode.changePages { pages in pages.nextPage = 7 }
    }
    for number in 3...5 {
      gates[number]?.open()
      await store.receive(.pageResponse(page: number, .success(Self.page(number)))) {
        $0.items = Note.numbered(1...(number * 2))
        $0.pageItemCounts = Array(repeating: 2, count: number)
        $0.next = .number(number + 1)
        $0.mode.changePages { pages in pages.inFlight.remove(number) }
      }
    }
    gates[6]?.open()
    await store.receive(.pageResponse(page: 6, .success(Self.page(6)))) {
      $0.items = Note.numbered(1...12)
      $0.pageItemCounts = Array(repeating: 2, count: 6)
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    checkEqual(
      requests.entries.compactMap(\.continuation?.number).sorted(), Array(2...6),
      "page 2 was asked for once")
  }

  @Test func withoutACountAPageInFlightGoesOnToTheNextInTurn() async {
    var state = Self.firstPageLoaded(total: nil)
    state.mode = .loading(page: 2)
    let store = TestStore(initialState: state, reducer: Self.feature(gates: [:]))

    await store.send(.loadRemainingPages) { $0.mode = .loadingInTurn(page: 2) }
    await store.finish()
  }

  @Test func isIgnoredWhileStoredPagesAreReadOrThePagesAreAskedForAgain() async {
    var reading = Self.firstPageLoaded(total: 12)
    reading.mode = .appendingStoredPages(page: 2)
    var revalidating = Self.firstPageLoaded(total: 12)
    revalidating.mode = .revalidating(page: 1, several: nil)
    for state in [reading, revalidating] {
      let store = TestStore(initialState: state, reducer: Self.feature(gates: [:]))
      await store.send(.loadRemainingPages)
      await store.finish()
    }
  }

  @Test(
    arguments: [
      (PageContinuation.number(2), 12, 2, 5), (.number(7), 12, 2, 0), (.offset(4), 9, 2, 3),
      (.offset(12), 9, 2, 0), (.cursor("a"), 9, 2, nil), (.number(.min), 9, 2, nil),
      (.offset(.min), 9, 2, nil),
    ] as [(PageContinuation, Int, Int, Int?)])
  func theRemainingPagesAreCountedOnlyForAddressablePages(
    continuation: PageContinuation, total: Int, size: Int, expected: Int?
  ) {
    checkEqual(
      Feature.pageCount(from: continuation, total: total, lastPage: nil, size: size), expected)
  }

  @Test(
    arguments: [
      (PageContinuation.number(2), 5, 2, 4), (.number(6), 5, 2, 0), (.offset(4), 5, 2, 3),
      (.offset(10), 5, 2, 0), (.cursor("a"), 5, 2, nil),
    ] as [(PageContinuation, Int, Int, Int?)])
  func aLastPageTheServerGaveCountsTheRemainingPagesWithoutATotal(
    continuation: PageContinuation, lastPage: Int, size: Int, expected: Int?
  ) {
    checkEqual(
      Feature.pageCount(from: continuation, total: nil, lastPage: lastPage, size: size), expected)
  }
}
