import HTTPClient

/// An infinite-scroll feed: pages of items appended one after another as the person nears the
/// end, until a page says there is no more.
///
/// The feed pages any collection, whatever its shape: numbered pages, offsets, cursors or links.
/// It asks its fetch for the first page with a `PageRequest` that has no continuation, and for
/// each later page with the `PageContinuation` that the page before gave as its `next`; a page
/// whose `next` is `nil` ends the feed. The feed never reads a continuation, except to ask for
/// pages that can be addressed without the one before (numbered or offset pages) several at a
/// time.
///
/// Every page is taken by `PageWalk`'s rules, whichever way it was asked for: a page that
/// starts as the one before did is not appended, and fails the feed, as does a next page named
/// before; an empty page after the first ends the feed, and so does a first page of more items
/// than asked for with no next page linked or named by a cursor (every item, sent at once).
///
/// ``Action/loadNextPage`` asks for the page after the last one loaded, at most one at a time;
/// its answer is appended once. The count the server gives (`X-Total-Count`) is only shown,
/// since a server may get it wrong. ``Action/refreshInPlace`` loads the first page again and
/// keeps the items shown until it comes, then replaces them. ``Action/revalidate`` asks again
/// for every page loaded, the first page first, then the others with the continuation the
/// first gave this time: several at a time when they can be addressed without the one before,
/// one after another otherwise. It updates each page's items in place, in order, as the
/// answers come, so that a cursor on an item finds it where it was.
/// ``Action/appendStoredPages`` appends at once the pages a client has stored after the last
/// one loaded, without asking the server. ``Action/loadRemainingPages`` loads every page after
/// the last one loaded and appends each in order: at most ``RemainingPages/maximumInFlight`` at
/// once when the pages can be addressed without the one before and the server gave a count,
/// one after another otherwise; a page already being loaded is taken over, not asked again.
/// While a page is slow, the pages after it are asked for and held only within a window of
/// twice ``RemainingPages/maximumInFlight`` (8) pages past the last one appended: with page 1
/// appended and page 2 slow, pages 3 to 9 are held at most, and page 10 is asked for once
/// page 2 comes.
///
/// ```swift
/// struct Note: Sendable, Hashable {
///   var id: String
/// }
///
/// // A client of an API that answers `{"notes": […], "next_cursor": "…"}`.
/// let notes: @Sendable (_ after: String?, _ limit: Int) async throws -> ([Note], String?) = {
///   _, _ in ([Note(id: "n1")], nil)
/// }
/// let store = Store(
///   initialState: FeedFeature<Note>.State(pageSize: 20),
///   reducer: FeedFeature { request in
///     let (items, cursor) = try await notes(request.continuation?.cursor, request.size)
///     return Page(items: items, next: cursor.map(PageContinuation.cursor))
///   })
/// await store.send(.loadNextPage)
/// let hasMore = await store.state.hasMore
/// // hasMore == false: the page gave no cursor
/// ```
public struct FeedFeature<Item: Sendable & Hashable>: Reducer {
  public struct State: Sendable, Hashable {
    /// How many items a page is asked for with: the size the feed was made with, or the most
    /// the server named when it refused the first page for asking more.
    public internal(set) var pageSize: Int
    /// Every item loaded, in the server's order.
    public var items: [Item] = []
    /// How many of the ``items`` each page loaded brought, in order: one count a page loaded.
    public var pageItemCounts: [Int] = []
    /// How to ask for the page after the last one loaded, as that page said; `nil` once a page
    /// said that none follows, and before the first page is loaded (see ``hasMore``).
    public var next: PageContinuation?
    /// How many items the server has, when its last page said.
    public var total: Int?
    /// How many pages of ``pageSize`` the server has, when its last page said so in place of a
    /// count of items (see `Page.lastPage`).
    public var lastPage: Int?
    public var mode = Mode.idle
    /// How many items the pages asked for again so far changed, added or removed.
    public var revalidationChanges = 0
    /// How the pages load: as the client's policy says, or asking the server again after a
    /// refresh or a retry.
    public var freshness = ReadFreshness.standard

    /// How many items ``Action/loadRemainingPages`` asks for at a time, where it asks for
    /// several pages at once: a multiple of ``pageSize``, or `nil` for ``pageSize``.
    public let remainingPageSize: Int?

    /// Creates an empty feed that asks for `pageSize` items at a time; at least one. With
    /// `remainingPageSize`, ``Action/loadRemainingPages`` asks for as many of those pages as
    /// fit in it with one request, as one page of `remainingPageSize` items (numbered pages
    /// once they line up with it: pages 2 to 20 of 50 one by one, then page 2 of 1,000, which
    /// is pages 21 to 40; offsets at once), and appends each answer as the pages of `pageSize`
    /// it holds, so that the pages loaded stay those ``Action/loadNextPage`` and
    /// ``Action/revalidate`` ask for.
    public init(pageSize: Int, remainingPageSize: Int?) {
      self.pageSize = max(pageSize, 1)
      self.remainingPageSize = remainingPageSize
    }

    /// Creates an empty feed that asks for `pageSize` items at a time, the remaining pages
    /// too; at least one.
    public init(pageSize: Int) {
      self.init(pageSize: pageSize, remainingPageSize: nil)
    }

    /// How many pages of ``pageSize`` one request of the remaining pages asks for.
    var pagesPerRemainingRequest: Int {
      max(1, (remainingPageSize ?? pageSize) / pageSize)
    }

    public var loadedPages: Int {
      pageItemCounts.count
    }

    public var isLoading: Bool {
      loadingPage != nil
    }

    public var isRevalidating: Bool {
      revalidatingPage != nil
    }

    /// The page being loaded, counted from 1 as the feed loads them, if any: for pages asked
    /// for several at a time, the next one to append or update.
    public var loadingPage: Int? {
      switch mode {
      case .idle, .failed: nil
      case .loading(let page), .loadingInTurn(let page), .appendingStoredPages(let page): page
      case .loadingRemaining: loadedPages + 1
      case .replacing: 1
      case .revalidating(let page, _): page
      }
    }

    /// Why the last page could not be loaded, until a load starts again.
    public var failure: LoadFailure? {
      guard case .failed(let failure) = mode else { return nil }
      return failure
    }

    public var isReplacing: Bool {
      mode == .replacing
    }

    /// The next page whose new answer updates the items shown in place, while the pages loaded
    /// are asked for again.
    public var revalidatingPage: Int? {
      guard case .revalidating(let page, _) = mode else { return nil }
      return page
    }

    /// The pages after the first asked for again several at a time, if any.
    public var revalidatedPages: RemainingPages? {
      guard case .revalidating(_, let pages) = mode else { return nil }
      return pages
    }

    /// The pages after the last one loaded asked for several at a time, if any.
    public var remainingPages: RemainingPages? {
      guard case .loadingRemaining(let pages) = mode else { return nil }
      return pages
    }

    /// Whether each page answered asks for the next, for pages loaded one after another.
    public var loadsRemainingInTurn: Bool {
      guard case .loadingInTurn = mode else { return false }
      return true
    }

    public var isAppendingStoredPages: Bool {
      guard case .appendingStoredPages = mode else { return false }
      return true
    }

    /// Whether the server may have items that are not loaded yet: no page is loaded, or the
    /// last one said how to ask for the next.
    public var hasMore: Bool {
      pageItemCounts.isEmpty || next != nil
    }

    /// Whether the items are the whole list, as far as its pages tell: no page follows, none
    /// failed or stopped the reading short, and there are no fewer items than the ``total``
    /// stated.
    public var isWhole: Bool {
      !hasMore && failure == nil && total.map { items.count >= $0 } ?? true
    }

    /// The request for the page after the last one loaded; `nil` once the feed has ended.
    public var nextRequest: PageRequest? {
      hasMore ? PageRequest(continuation: next, size: pageSize) : nil
    }

    /// The number of items to show as the feed's length: the count the server gave while it is
    /// above what is loaded and more may come, the number loaded otherwise; `nil` while more
    /// may come beyond a count that the pages have proven wrong.
    public var shownTotal: Int? {
      guard hasMore else { return items.count }
      guard let total, total > items.count else { return nil }
      return total
    }

    mutating func append(_ page: Page<Item>) {
      items += page.items
      pageItemCounts.append(page.items.count)
      total = page.totalCount
      lastPage = page.lastPage
      next = page.next
    }
  }

  public enum Action: Sendable, Hashable {
    /// Loads the next page, if there may be one and nothing is loading or failed.
    case loadNextPage
    /// Loads every page after the last one loaded, ignored when the feed has ended or failed:
    /// for pages that can be addressed without the one before (numbered or offset pages) and
    /// a count from the server, at most ``RemainingPages/maximumInFlight`` pages at once, and
    /// none past twice as many (8) after the last page appended, each appended in order once
    /// the pages before it are; otherwise one after another. A page that
    /// ``loadNextPage`` is loading is taken over, its answer awaited rather than asked for again;
    /// any other load under way (a refresh, a revalidation, stored pages) makes it ignored. A
    /// failure keeps the pages appended and stops there, as ``loadNextPage``'s.
    case loadRemainingPages
    /// Loads the page that failed again, asking the server again; ignored without a failure.
    /// After a failure while the pages were asked for again, with none to load after them,
    /// asks for them all again as ``revalidate`` does.
    case retry
    /// Appends at once every page stored after the last one loaded, read one after another
    /// with `ReadFreshness.storedOnly` up to the first that is not stored, cannot be read,
    /// or ends the feed; the server is not asked. The feed is loading meanwhile. Ignored when
    /// ``loadNextPage`` would be.
    case appendStoredPages
    /// Loads the first page again, asking the server again, and keeps the items shown until it
    /// comes: then it replaces them, and the next pages load as they are needed.
    case refreshInPlace
    /// Asks the server again for every page loaded: the first, then the others with the
    /// continuation the first gave in its new answer, at most
    /// ``RemainingPages/maximumInFlight`` at once when they can be addressed without the one
    /// before, one after another (each with the continuation the page before gave) otherwise.
    /// Each answer updates its page's items in place, in order, and the items shown stay
    /// meanwhile. A page that says none follows ends the feed there. Without a page loaded, the
    /// same as ``refreshInPlace``.
    case revalidate
    /// Forgets every page and loads the first again, this page and the next ones as fresh as
    /// the freshness says.
    case refresh(ReadFreshness)
    /// The answer for page `page`, counted from 1 as the feed loads them; one for a page that
    /// is no longer asked for is dropped.
    case pageResponse(page: Int, Result<Page<Item>, LoadFailure>)
    /// The pages stored after page `after`, in order, for ``appendStoredPages``; dropped
    /// unless they are still asked for.
    case storedPagesResponse(after: Int, [Page<Item>])
  }

  enum CancelID {
    case load
  }

  private let fetch: @Sendable (PageRequest) async throws -> Page<Item>

  /// Creates the feed, loading each page with `fetch`: the first with a request that has no
  /// continuation, each later one with the continuation the page before gave.
  public init(fetch: @escaping @Sendable (PageRequest) async throws -> Page<Item>) {
    self.fetch = fetch
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loadNextPage:
      guard state.hasMore, state.mode == .idle else { return .none }
      let page = state.loadedPages + 1
      return load(page: page, continuation: state.next, as: .loading(page: page), &state)

    case .loadRemainingPages:
      return loadRemainingPages(&state)

    case .pageResponse(let number, let result) where isRemaining(number, state):
      return remainingPageArrived(number, result, &state)

    case .pageResponse(let number, let result) where isRevalidated(number, state):
      return revalidatedPageArrived(number, result, &state)

    case .appendStoredPages:
      guard state.hasMore, state.mode == .idle else { return .none }
      return loadStoredPages(&state)

    case .storedPagesResponse(let after, let pages):
      guard state.mode == .appendingStoredPages(page: after + 1), state.loadedPages == after
      else { return .none }
      state.mode = .idle
      for page in pages {
        guard state.take(page, askedWith: state.next) else { break }
      }
      return .none

    case .retry:
      guard state.failure != nil else { return .none }
      guard state.hasMore else { return reduce(into: &state, action: .revalidate) }
      state.freshness = .revalidated
      let page = state.loadedPages + 1
      return load(page: page, continuation: state.next, as: .loading(page: page), &state)

    case .refreshInPlace:
      state.freshness = .revalidated
      return load(page: 1, continuation: nil, as: .replacing, &state)

    case .revalidate:
      guard state.loadedPages > 0 else { return reduce(into: &state, action: .refreshInPlace) }
      state.freshness = .revalidated
      state.revalidationChanges = 0
      return load(
        page: 1, continuation: nil, as: .revalidating(page: 1, several: nil), &state)

    case .refresh(let freshness):
      state = State(pageSize: state.pageSize, remainingPageSize: state.remainingPageSize)
      state.freshness = freshness
      return load(page: 1, continuation: nil, as: .loading(page: 1), &state)

    case .pageResponse(let number, .success(let page)):
      guard number == state.loadingPage else { return .none }
      let mode = state.mode
      state.mode = .idle
      if mode == .revalidating(page: number, several: nil) {
        return revalidated(page: number, with: page, &state)
      }
      if mode == .replacing {
        state.items = []
        state.pageItemCounts = []
        state.next = nil
      }
      guard state.take(page, askedWith: number == 1 ? nil : state.next),
        mode == .loadingInTurn(page: number), state.hasMore
      else { return .none }
      return load(
        page: number + 1, continuation: state.next, as: .loadingInTurn(page: number + 1), &state)

    case .pageResponse(let number, .failure(let failure)):
      guard number == state.loadingPage else { return .none }
      // A first page refused for its size is asked for again at the most the server names.
      if number == 1, state.loadedPages == 0, state.mode == .loading(page: 1),
        let most = failure.networkError?.mostPageSize, most >= 1, most < state.pageSize
      {
        state.pageSize = most
        return load(page: 1, continuation: nil, as: .loading(page: 1), &state)
      }
      state.mode = .failed(failure)
      return .none
    }
  }

  /// Puts `page`, the server's page `number` now, in place of that page's items, and asks for
  /// the pages loaded after it, if any, with the continuation `page` gives: several at once
  /// after the first page when they can be addressed without the one before, the next one
  /// otherwise. A page that says none follows ends the items there.
  private func revalidated(page number: Int, with page: Page<Item>, _ state: inout State)
    -> Effect<Action>
  {
    guard replace(page: number, with: page, &state), let next = page.next else {
      return .none
    }
    let following = number + 1
    guard number == 1, next.advanced(by: 1, size: state.pageSize) != nil else {
      return load(
        page: following, continuation: next, as: .revalidating(page: following, several: nil),
        &state)
    }
    state.mode = .revalidating(
      page: following,
      several: RemainingPages(
        firstPage: following, continuation: next, lastPage: state.loadedPages))
    return askForRevalidatedPages(&state)
  }

  /// Puts `page`, the server's page `number` now, in place of that page's items, counting the
  /// items that differ; whether pages loaded after it are left to ask for again. A page that
  /// says none follows ends the items there, and so does a page past those loaded.
  func replace(page number: Int, with page: Page<Item>, _ state: inout State) -> Bool {
    let index = number - 1
    guard state.pageItemCounts.indices.contains(index) else { return false }
    let start = Self.clampedSum(state.pageItemCounts[..<index], atMost: state.items.count)
    let isLast = page.next == nil
    let end =
      isLast
      ? state.items.count
      : Self.clampedSum([start, state.pageItemCounts[index]], atMost: state.items.count)
    let replaced = state.items[start..<end]
    let differing = zip(replaced, page.items).count { $0 != $1 }
    let changes = state.revalidationChanges.addingReportingOverflow(
      differing + abs(replaced.count - page.items.count))
    state.revalidationChanges = changes.overflow ? .max : changes.partialValue
    state.items.replaceSubrange(start..<end, with: page.items)
    state.total = page.totalCount
    state.lastPage = page.lastPage
    if isLast {
      state.pageItemCounts = Array(state.pageItemCounts[..<index]) + [page.items.count]
      state.next = nil
      return false
    }
    state.pageItemCounts[index] = page.items.count
    guard number < state.loadedPages else {
      state.next = page.next
      return false
    }
    return true
  }

  /// The sum of `counts`, negative ones taken as none, and at most `limit`.
  private static func clampedSum(_ counts: some Sequence<Int>, atMost limit: Int) -> Int {
    var sum = 0
    for count in counts {
      let (total, overflow) = sum.addingReportingOverflow(max(count, 0))
      guard !overflow, total < limit else { return limit }
      sum = total
    }
    return sum
  }

  /// Marks the page after the last one loaded as loading, and reads the pages stored from
  /// there, each with the continuation the one before gave, as long as one follows.
  private func loadStoredPages(_ state: inout State) -> Effect<Action> {
    let after = state.loadedPages
    state.mode = .appendingStoredPages(page: after + 1)
    return .run { [fetch, first = state.nextRequest, walk = state.walk] send in
      let stored: @Sendable (PageRequest) async -> Page<Item>? = { request in
        try? await ReadFreshness.$current.withValue(.storedOnly) { try await fetch(request) }
      }
      var (pages, walk, request) = ([Page<Item>](), walk, first)
      while let asked = request, !Task.isCancelled, let page = await stored(asked) {
        let step = walk.follow(page, askedWith: asked.continuation)
        if case .end(let end) = step, !end.keepsPage { break }
        pages.append(page)
        guard case .next(let next) = step else { break }
        request = PageRequest(continuation: next, size: asked.size)
      }
      guard !Task.isCancelled else { return }
      await send(.storedPagesResponse(after: after, pages))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// Puts the feed in `mode`, loading `page` once, and asks for it with `continuation` in place
  /// of what was asked for before.
  func load(
    page: Int, continuation: PageContinuation?, as mode: Mode, _ state: inout State
  ) -> Effect<Action> {
    state.mode = mode
    return request(
      page: page, PageRequest(continuation: continuation, size: state.pageSize),
      freshness: state.freshness
    )
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  func request(page: Int, _ request: PageRequest, freshness: ReadFreshness) -> Effect<Action> {
    .run { [fetch] send in
      do {
        let answer = try await ReadFreshness.$current.withValue(freshness) {
          try await fetch(request)
        }
        await send(.pageResponse(page: page, .success(answer)))
      } catch {
        await send(.pageResponse(page: page, .failure(LoadFailure(error))))
      }
    }
  }
}
