import Dependencies
import Models
import NetworkClient

/// An infinite-scroll feed: pages of items appended one after another as the person nears the
/// end, until the pages say there is no more.
///
/// ``Action/loadNextPage`` asks for the page after the last one loaded, at most one at a time;
/// its answer is appended once. The pages decide when the feed ends: an empty page, or one
/// shorter than ``State/pageSize``, ends it. The count the server gives (`X-Total-Count`) is
/// only shown, and only ends the feed when it is exactly the number of items loaded, since a
/// server may get it wrong. ``Action/refreshInPlace`` loads the first page again and keeps the
/// items shown until it comes, then replaces them. ``Action/revalidate`` asks again for every
/// page loaded, one after another, and updates each page's items in place as its answer comes,
/// so that a cursor on an item finds it where it was. ``Action/appendStoredPages`` appends at
/// once the pages a client has stored after the last one loaded, without asking the server.
/// ``Action/loadRemainingPages`` loads every page after the last one loaded, at most
/// ``RemainingPages/maximumInFlight`` at once when the server gave a count, and appends each
/// in order.
///
/// ```swift
/// let client = NetworkClient.unimplemented
/// let store = Store(
///   initialState: FeedFeature<Album>.State(pageSize: 20),
///   reducer: FeedFeature { options in try await client.albums(AlbumQuery(options: options)) })
/// await store.send(.loadNextPage)
/// ```
///
/// ``FeedFeature/init(client:)`` is the feed of posts, each with its author.
public struct FeedFeature<Item: Sendable & Hashable>: Reducer {
  /// What a feed shows.
  public struct State: Sendable, Hashable {
    /// Items asked for at a time.
    public let pageSize: Int
    /// Every item loaded, in the server's order.
    public internal(set) var items: [Item] = []
    /// How many items the server has, when its last page said.
    public internal(set) var total: Int?
    /// How many pages are loaded.
    public internal(set) var loadedPages = 0
    /// Whether the last page loaded was full, so that another may follow.
    public internal(set) var lastPageWasFull = true
    /// The page being loaded, if any.
    public internal(set) var loadingPage: Int?
    /// Why the last page could not be loaded, until a load starts again.
    public internal(set) var failure: LoadFailure?
    /// Whether the first page is being loaded again to replace the items shown, which stay
    /// until it comes.
    public internal(set) var isReplacing = false
    /// The page being asked for again to update the items shown in place, one page after
    /// another up to the last one loaded, while the items shown stay.
    public internal(set) var revalidatingPage: Int?
    /// How many items the pages asked for again so far changed, added or removed.
    public internal(set) var revalidationChanges = 0
    /// How the pages load: as the client's policy says, or asking the server again after a
    /// refresh or a retry.
    public internal(set) var freshness = ReadFreshness.standard
    /// The pages after the last one loaded asked for several at a time, while
    /// ``Action/loadRemainingPages`` loads them.
    public internal(set) var remainingPages: RemainingPages?
    /// Whether each page answered asks for the next, for ``Action/loadRemainingPages`` on a
    /// server that gave no count.
    var loadsRemainingInTurn = false

    /// Creates an empty feed that asks for `pageSize` items at a time; at least one.
    public init(pageSize: Int) {
      self.pageSize = max(pageSize, 1)
    }

    /// Whether a page is being loaded.
    public var isLoading: Bool {
      loadingPage != nil
    }

    /// Whether the pages loaded are being asked for again, one after another.
    public var isRevalidating: Bool {
      revalidatingPage != nil
    }

    /// Whether the server may have items that are not loaded yet: the last page was full, and
    /// the count the server gave is not exactly the number loaded.
    public var hasMore: Bool {
      lastPageWasFull && total != items.count
    }

    /// The number of items to show as the feed's length: the count the server gave while it is
    /// above what is loaded and more may come, the number loaded otherwise; `nil` while more
    /// may come beyond a count that the pages have proven wrong.
    public var shownTotal: Int? {
      guard hasMore else { return items.count }
      guard let total, total > items.count else { return nil }
      return total
    }
  }

  /// What can happen to a feed.
  public enum Action: Sendable, Hashable {
    /// Loads the next page, if there may be one and nothing is loading or failed.
    case loadNextPage
    /// Loads every page after the last one loaded, ignored when ``loadNextPage`` would be:
    /// with the count the server gave, at most ``RemainingPages/maximumInFlight`` pages at
    /// once, each appended in order once the pages before it are; without it, one after
    /// another. A failure keeps the pages appended and stops there, as ``loadNextPage``'s.
    case loadRemainingPages
    /// Loads the page that failed again, asking the server again; ignored without a failure.
    case retry
    /// Appends at once every page stored after the last one loaded, read one after another
    /// with `ReadFreshness.storedOnly` up to the first that is not stored, cannot be read,
    /// or ends the feed; the server is not asked. The feed is loading meanwhile. Ignored when
    /// ``loadNextPage`` would be.
    case appendStoredPages
    /// Loads the first page again, asking the server again, and keeps the items shown until it
    /// comes: then it replaces them, and the next pages load as they are needed.
    case refreshInPlace
    /// Asks the server again for every page loaded, from the first, one after another; each
    /// answer updates its page's items in place, and the items shown stay meanwhile. A page
    /// that is not full ends the feed there. Without a page loaded, the same as
    /// ``refreshInPlace``.
    case revalidate
    /// Forgets every page and loads the first again, this page and the next ones as fresh as
    /// the freshness says.
    case refresh(ReadFreshness)
    /// The answer for page `page`; one for a page that is no longer asked for is dropped.
    case pageResponse(page: Int, Result<Page<Item>, LoadFailure>)
    /// The pages stored after page `after`, in order, for ``appendStoredPages``; dropped
    /// unless they are still asked for.
    case storedPagesResponse(after: Int, [Page<Item>])
  }

  enum CancelID {
    case load
  }

  private let fetch: @Sendable (ListOptions) async throws -> Page<Item>

  /// Creates the feed, loading the page that `ListOptions` names with `fetch`.
  public init(fetch: @escaping @Sendable (ListOptions) async throws -> Page<Item>) {
    self.fetch = fetch
  }

  /// Applies `action`.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loadNextPage:
      guard state.hasMore, !state.isLoading, state.failure == nil else { return .none }
      return load(page: state.loadedPages + 1, &state)

    case .loadRemainingPages:
      return loadRemainingPages(&state)

    case .pageResponse(let number, let result) where isRemaining(number, state):
      return remainingPageArrived(number, result, &state)

    case .appendStoredPages:
      guard state.hasMore, !state.isLoading, state.failure == nil else { return .none }
      return loadStoredPages(&state)

    case .storedPagesResponse(let after, let pages):
      guard state.loadingPage == after + 1, state.loadedPages == after,
        !state.isReplacing, !state.isRevalidating
      else { return .none }
      state.loadingPage = nil
      for page in pages {
        state.items += page.items
        state.total = page.totalCount
        state.lastPageWasFull = page.items.count >= state.pageSize
      }
      state.loadedPages = after + pages.count
      return .none

    case .retry:
      guard state.failure != nil else { return .none }
      state.freshness = .revalidated
      return load(page: state.loadedPages + 1, &state)

    case .refreshInPlace:
      state.loadsRemainingInTurn = false
      state.freshness = .revalidated
      state.isReplacing = true
      return load(page: 1, &state)

    case .revalidate:
      guard state.loadedPages > 0 else { return reduce(into: &state, action: .refreshInPlace) }
      state.loadsRemainingInTurn = false
      state.freshness = .revalidated
      state.isReplacing = false
      state.revalidatingPage = 1
      state.revalidationChanges = 0
      return load(page: 1, &state)

    case .refresh(let freshness):
      let pageSize = state.pageSize
      state = State(pageSize: pageSize)
      state.freshness = freshness
      return load(page: 1, &state)

    case .pageResponse(let number, .success(let page)):
      guard number == state.loadingPage else { return .none }
      state.loadingPage = nil
      if state.revalidatingPage == number {
        return revalidated(page: number, with: page, &state)
      }
      if state.isReplacing {
        state.items = []
        state.isReplacing = false
      }
      state.items += page.items
      state.loadedPages = number
      state.total = page.totalCount
      state.lastPageWasFull = page.items.count >= state.pageSize
      guard state.loadsRemainingInTurn, state.hasMore else {
        state.loadsRemainingInTurn = false
        return .none
      }
      return load(page: number + 1, &state)

    case .pageResponse(let number, .failure(let failure)):
      guard number == state.loadingPage else { return .none }
      state.loadingPage = nil
      state.loadsRemainingInTurn = false
      state.isReplacing = false
      state.revalidatingPage = nil
      state.failure = failure
      return .none
    }
  }

  /// Puts `page`, the server's page `number` now, in place of that page's items, counting the
  /// items that differ, and asks for the next page loaded, if any; a page that is not full
  /// ends the items there.
  private func revalidated(page number: Int, with page: Page<Item>, _ state: inout State)
    -> Effect<Action>
  {
    let isFull = page.items.count >= state.pageSize
    let offset = (number - 1).multipliedReportingOverflow(by: state.pageSize)
    let start = offset.overflow ? state.items.count : min(state.items.count, offset.partialValue)
    let reach = start.addingReportingOverflow(state.pageSize)
    let pageEnd = reach.overflow ? state.items.count : min(state.items.count, reach.partialValue)
    let end = isFull ? pageEnd : state.items.count
    let replaced = Array(state.items[start..<end])
    let differing = zip(replaced, page.items).count { $0 != $1 }
    let changes = state.revalidationChanges.addingReportingOverflow(
      differing + abs(replaced.count - page.items.count))
    state.revalidationChanges = changes.overflow ? .max : changes.partialValue
    state.items.replaceSubrange(start..<end, with: page.items)
    state.total = page.totalCount
    if !isFull || number >= state.loadedPages {
      state.loadedPages = number
      state.lastPageWasFull = isFull
      state.revalidatingPage = nil
      return .none
    }
    state.revalidatingPage = number + 1
    return load(page: number + 1, &state)
  }

  /// Marks the page after the last one loaded as loading, and reads the pages stored from
  /// there, as long as each is full and more may come.
  private func loadStoredPages(_ state: inout State) -> Effect<Action> {
    let after = state.loadedPages
    state.loadingPage = after + 1
    return .run { [fetch, pageSize = state.pageSize, loaded = state.items.count] send in
      let stored: @Sendable (ListOptions) async -> Page<Item>? = { options in
        try? await ReadFreshness.$current.withValue(.storedOnly) { try await fetch(options) }
      }
      var pages: [Page<Item>] = []
      var count = loaded
      while !Task.isCancelled {
        let options = ListOptions(page: after + pages.count + 1, perPage: pageSize)
        guard let page = await stored(options) else { break }
        pages.append(page)
        count += page.items.count
        if page.items.count < pageSize || page.totalCount == count { break }
      }
      guard !Task.isCancelled else { return }
      await send(.storedPagesResponse(after: after, pages))
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// Marks `page` loading, so that it is asked for once, and asks for it in place of what was
  /// asked for before.
  func load(page: Int, _ state: inout State) -> Effect<Action> {
    state.loadingPage = page
    state.remainingPages = nil
    state.failure = nil
    return request(page: page, freshness: state.freshness, pageSize: state.pageSize)
      .cancellable(id: CancelID.load, cancelInFlight: true)
  }

  /// Asks for `page` as fresh as `freshness` says, and sends its answer.
  func request(page: Int, freshness: ReadFreshness, pageSize: Int) -> Effect<Action> {
    let options = ListOptions(page: page, perPage: pageSize)
    return .run { [fetch] send in
      do {
        let answer = try await ReadFreshness.$current.withValue(freshness) {
          try await fetch(options)
        }
        await send(.pageResponse(page: page, .success(answer)))
      } catch {
        await send(.pageResponse(page: page, .failure(LoadFailure(error))))
      }
    }
  }
}

extension FeedFeature where Item == PostSummary {
  /// Creates the feed of posts, each joined to its author, loading through `client`: by
  /// default the current `DependencyValues.networkClient`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init { options in try await client.postSummaries(PostQuery(options: options)) }
  }
}
