import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct FeedFeatureTests {
  private typealias Feature = FeedFeature<Album>

  private static func albums(_ ids: ClosedRange<Int>) -> [Album] {
    ids.map { Sample.album(Album.ID($0), title: "Album \($0)") }
  }

  /// A server with `count` albums that says it has `total`.
  private static func feature(
    count: Int, total: Int?, requests: Log<(ListOptions, ReadFreshness)> = Log()
  ) -> Feature {
    Feature { options in
      requests.append((options, ReadFreshness.current))
      let size = options.perPage ?? count
      let first = ((options.page ?? 1) - 1) * size + 1
      let last = min(first + size - 1, count)
      return Page(items: first <= last ? albums(first...last) : [], totalCount: total)
    }
  }

  @Test func appendsPagesUntilAShortPageEndsTheFeed() async {
    let requests = Log<(ListOptions, ReadFreshness)>()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Self.feature(count: 3, total: 3, requests: requests))
    let first = Page(items: Self.albums(1...2), totalCount: 3)
    let second = Page(items: Self.albums(3...3), totalCount: 3)

    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.receive(.pageResponse(page: 1, .success(first))) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...2)
      $0.loadedPages = 1
      $0.total = 3
    }
    #expect(store.state.hasMore)
    #expect(store.state.shownTotal == 3)
    await store.send(.loadNextPage) { $0.loadingPage = 2 }
    await store.receive(.pageResponse(page: 2, .success(second))) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...3)
      $0.loadedPages = 2
      $0.lastPageWasFull = false
    }
    await store.send(.loadNextPage)
    await store.finish()

    #expect(!store.state.hasMore)
    #expect(store.state.shownTotal == 3)
    #expect(requests.entries.map(\.0) == [1, 2].map { ListOptions(page: $0, perPage: 2) })
    #expect(requests.entries.map(\.1) == [.standard, .standard])
  }

  @Test func thePagesAreTrustedOverACountThatIsTooSmall() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2), reducer: Self.feature(count: 5, total: 1))

    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.receive(
      .pageResponse(page: 1, .success(Page(items: Self.albums(1...2), totalCount: 1)))
    ) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...2)
      $0.loadedPages = 1
      $0.total = 1
    }
    await store.finish()

    #expect(store.state.hasMore, "a full page says more may come")
    #expect(store.state.shownTotal == nil, "the count is proven wrong")
  }

  @Test func aCountEqualToTheItemsLoadedEndsTheFeedAfterAFullPage() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2), reducer: Self.feature(count: 2, total: 2))

    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.receive(
      .pageResponse(page: 1, .success(Page(items: Self.albums(1...2), totalCount: 2)))
    ) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...2)
      $0.loadedPages = 1
      $0.total = 2
    }
    await store.send(.loadNextPage)
    await store.finish()

    #expect(!store.state.hasMore)
  }

  @Test func aPageIsAskedForOnceAndAStaleAnswerIsDropped() async {
    let gate = Gate()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { _ in
        try await gate.pass()
        return Page(items: Self.albums(1...2))
      })

    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.send(.loadNextPage)
    await store.send(.pageResponse(page: 2, .success(Page(items: Self.albums(3...4)))))
    await store.send(.refresh(.standard))
    gate.open()
    await store.receive(.pageResponse(page: 1, .success(Page(items: Self.albums(1...2))))) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...2)
      $0.loadedPages = 1
    }
    await store.finish()
  }

  @Test func aFailureStopsTheFeedUntilARetryThatAsksTheServerAgain() async {
    let requests = Log<(ListOptions, ReadFreshness)>()
    let failing = Log<Int>()
    let failure = LoadFailure(NetworkError.unreachable(host: "example.com", reason: "offline"))
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { options in
        requests.append((options, ReadFreshness.current))
        failing.append(0)
        if failing.entries.count == 1 {
          throw NetworkError.unreachable(host: "example.com", reason: "offline")
        }
        return Page(items: Self.albums(1...1))
      })

    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.receive(.pageResponse(page: 1, .failure(failure))) {
      $0.loadingPage = nil
      $0.failure = failure
    }
    await store.send(.loadNextPage)
    await store.send(.retry) {
      $0.failure = nil
      $0.loadingPage = 1
      $0.freshness = .revalidated
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Self.albums(1...1))))) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...1)
      $0.loadedPages = 1
      $0.lastPageWasFull = false
    }
    await store.finish()

    #expect(requests.entries.map(\.1) == [.standard, .revalidated])
  }

  @Test func aRefreshInPlaceKeepsTheItemsUntilTheFirstPageReplacesThem() async {
    var loaded = Feature.State(pageSize: 2)
    loaded.items = Self.albums(1...4)
    loaded.loadedPages = 2
    loaded.total = 4
    let fresh = [Sample.album(9, title: "New"), Sample.album(1, title: "Album 1")]
    let store = TestStore(
      initialState: loaded, reducer: Feature { _ in Page(items: fresh, totalCount: 5) })

    await store.send(.refreshInPlace) {
      $0.isReplacing = true
      $0.loadingPage = 1
      $0.freshness = .revalidated
    }
    #expect(store.state.items == Self.albums(1...4))
    await store.receive(.pageResponse(page: 1, .success(Page(items: fresh, totalCount: 5)))) {
      $0.isReplacing = false
      $0.loadingPage = nil
      $0.items = fresh
      $0.loadedPages = 1
      $0.total = 5
    }
    await store.finish()
  }

  @Test func aRefreshForgetsEveryPage() async {
    var loaded = Feature.State(pageSize: 2)
    loaded.items = Self.albums(1...1)
    loaded.loadedPages = 1
    loaded.lastPageWasFull = false
    let store = TestStore(
      initialState: loaded, reducer: Self.feature(count: 1, total: nil))

    await store.send(.refresh(.storedIfAvailable)) {
      $0.items = []
      $0.loadedPages = 0
      $0.lastPageWasFull = true
      $0.loadingPage = 1
      $0.freshness = .storedIfAvailable
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Self.albums(1...1))))) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...1)
      $0.loadedPages = 1
      $0.lastPageWasFull = false
    }
    await store.finish()
  }

  @Test func theFeedOfPostsAsksForEachPageWithItsAuthors() async {
    let queries = Log<PostQuery>()
    let post = Sample.post(1, by: 1, title: "Hello")
    let client = NetworkClient.unimplemented.with {
      $0.posts = { query in
        queries.append(query)
        return Page(items: [post], totalCount: 1)
      }
      $0.users = { _ in Page(items: [Sample.leanne]) }
    }
    let summary = PostSummary(post: post, author: Sample.leanne)
    let store = TestStore(
      initialState: FeedFeature<PostSummary>.State(pageSize: 20),
      reducer: FeedFeature(client: client))

    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.receive(.pageResponse(page: 1, .success(Page(items: [summary], totalCount: 1)))) {
      $0.loadingPage = nil
      $0.items = [summary]
      $0.loadedPages = 1
      $0.total = 1
      $0.lastPageWasFull = false
    }
    await store.finish()

    #expect(queries.entries == [PostQuery(options: ListOptions(page: 1, perPage: 20))])
  }

  @Test func revalidateUpdatesEachPageInPlaceAndCountsWhatChanged() async {
    let requests = Log<(ListOptions, ReadFreshness)>()
    let renamed = Self.albums(1...5).map { album in
      album.id == 3 ? Sample.album(3, title: "Renamed") : album
    }
    let store = TestStore(
      initialState: Self.loaded(Self.albums(1...4), pages: 2, pageSize: 2),
      reducer: Feature { options in
        requests.append((options, ReadFreshness.current))
        let page = options.page ?? 1
        return Page(items: Array(renamed[(page - 1) * 2..<page * 2]), totalCount: 5)
      })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.revalidatingPage = 1
      $0.loadingPage = 1
    }
    await store.receive(
      .pageResponse(page: 1, .success(Page(items: Self.albums(1...2), totalCount: 5)))
    ) {
      $0.total = 5
      $0.revalidatingPage = 2
      $0.loadingPage = 2
    }
    #expect(store.state.isRevalidating)
    await store.receive(
      .pageResponse(page: 2, .success(Page(items: Array(renamed[2...3]), totalCount: 5)))
    ) {
      $0.items = Array(renamed[0...3])
      $0.revalidationChanges = 1
      $0.revalidatingPage = nil
      $0.loadingPage = nil
    }
    await store.finish()
    #expect(requests.entries.map(\.0) == [1, 2].map { ListOptions(page: $0, perPage: 2) })
    #expect(requests.entries.map(\.1) == [.revalidated, .revalidated])
  }

  @Test func aShortPageWhileRevalidatingEndsTheItemsThere() async {
    let store = TestStore(
      initialState: Self.loaded(Self.albums(1...4), pages: 2, pageSize: 2),
      reducer: Feature { _ in Page(items: Self.albums(1...1)) })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.revalidatingPage = 1
      $0.loadingPage = 1
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Self.albums(1...1))))) {
      $0.items = Self.albums(1...1)
      $0.revalidationChanges = 3
      $0.revalidatingPage = nil
      $0.loadingPage = nil
      $0.loadedPages = 1
      $0.lastPageWasFull = false
      $0.total = nil
    }
    await store.finish()
    #expect(!store.state.hasMore)
  }

  @Test func aFailureWhileRevalidatingStopsItAndKeepsTheItems() async {
    let store = TestStore(
      initialState: Self.loaded(Self.albums(1...2), pages: 1, pageSize: 2),
      reducer: Feature { _ in throw NetworkError.unreachable(host: "api.test", reason: "down") })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.revalidatingPage = 1
      $0.loadingPage = 1
    }
    let firstPageFailed: @Sendable (Feature.Action) -> Bool = {
      if case .pageResponse(1, .failure) = $0 { true } else { false }
    }
    await store.receive(matching: firstPageFailed) {
      $0.revalidatingPage = nil
      $0.loadingPage = nil
      $0.failure = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down"))
    }
    await store.finish()
    #expect(store.state.items == Self.albums(1...2))
  }

  @Test func revalidateWithNothingLoadedLoadsTheFirstPage() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { _ in Page(items: Self.albums(1...2)) })

    await store.send(.revalidate) {
      $0.freshness = .revalidated
      $0.isReplacing = true
      $0.loadingPage = 1
    }
    await store.receive(.pageResponse(page: 1, .success(Page(items: Self.albums(1...2))))) {
      $0.isReplacing = false
      $0.items = Self.albums(1...2)
      $0.loadedPages = 1
      $0.loadingPage = nil
    }
    await store.finish()
  }

  /// A feed of `pageSize` with `items` loaded in `pages` pages.
  private static func loaded(_ items: [Album], pages: Int, pageSize: Int) -> Feature.State {
    var state = Feature.State(pageSize: pageSize)
    state.items = items
    state.loadedPages = pages
    return state
  }

  /// A server with `count` albums, all counted, in pages of two, whose store holds the pages
  /// up to `stored`: a stored-only read of a later page finds nothing.
  private static func storing(
    count: Int, pages stored: Int, requests: Log<(ListOptions, ReadFreshness)>
  ) -> Feature {
    Feature { options in
      requests.append((options, ReadFreshness.current))
      let page = options.page ?? 1
      if ReadFreshness.current == .storedOnly, page > stored {
        throw NetworkError.notStored(request: "GET /albums?_page=\(page)")
      }
      let first = (page - 1) * 2 + 1
      let last = min(first + 1, count)
      return Page(items: first <= last ? albums(first...last) : [], totalCount: count)
    }
  }

  /// Loads the first page, two of `total` albums, into `store`.
  private static func loadFirstPage(of store: TestStore<Feature>, total: Int) async {
    await store.send(.loadNextPage) { $0.loadingPage = 1 }
    await store.receive(
      .pageResponse(page: 1, .success(Page(items: albums(1...2), totalCount: total)))
    ) {
      $0.loadingPage = nil
      $0.items = albums(1...2)
      $0.loadedPages = 1
      $0.total = total
    }
  }

  @Test func appendsTheStoredPagesAtOnceUpToTheFirstThatIsNotStored() async {
    let requests = Log<(ListOptions, ReadFreshness)>()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Self.storing(count: 10, pages: 3, requests: requests))
    let stored = [
      Page(items: Self.albums(3...4), totalCount: 10),
      Page(items: Self.albums(5...6), totalCount: 10),
    ]

    await Self.loadFirstPage(of: store, total: 10)
    await store.send(.appendStoredPages) { $0.loadingPage = 2 }
    #expect(store.state.isLoading)
    await store.receive(.storedPagesResponse(after: 1, stored)) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...6)
      $0.loadedPages = 3
    }
    await store.finish()

    #expect(store.state.hasMore)
    #expect(requests.entries.map(\.0) == [1, 2, 3, 4].map { ListOptions(page: $0, perPage: 2) })
    #expect(requests.entries.map(\.1) == [.standard, .storedOnly, .storedOnly, .storedOnly])
  }

  @Test func storedPagesEndAtAShortPage() async {
    let requests = Log<(ListOptions, ReadFreshness)>()
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Self.storing(count: 5, pages: 10, requests: requests))
    let stored = [
      Page(items: Self.albums(3...4), totalCount: 5),
      Page(items: Self.albums(5...5), totalCount: 5),
    ]

    await Self.loadFirstPage(of: store, total: 5)
    await store.send(.appendStoredPages) { $0.loadingPage = 2 }
    await store.receive(.storedPagesResponse(after: 1, stored)) {
      $0.loadingPage = nil
      $0.items = Self.albums(1...5)
      $0.loadedPages = 3
      $0.lastPageWasFull = false
    }
    await store.send(.appendStoredPages)
    await store.finish()

    #expect(!store.state.hasMore)
    #expect(requests.entries.count == 3, "no page is asked for after the short one")
  }

  @Test func storedPagesNoLongerAskedForAreDropped() async {
    let store = TestStore(
      initialState: Feature.State(pageSize: 2), reducer: Self.feature(count: 4, total: 4))

    await store.send(.storedPagesResponse(after: 0, [Page(items: Self.albums(1...2))]))
    await store.finish()

    #expect(store.state.items.isEmpty)
  }

}
