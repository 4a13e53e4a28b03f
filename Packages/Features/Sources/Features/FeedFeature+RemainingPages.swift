import NetworkClient

extension FeedFeature {
  /// The pages after the last one loaded that ``Action/loadRemainingPages`` asks for, several at
  /// a time: which are in flight, and which came before the pages ahead of them.
  public struct RemainingPages: Sendable, Hashable {
    /// The most pages asked for at once.
    public static var maximumInFlight: Int { 4 }
    /// The most pages asked for or kept beyond the last one loaded, so that a slow page does
    /// not leave a growing heap of later pages waiting for it.
    static var window: Int { maximumInFlight * 2 }

    /// The last page there is, from the count the server gave.
    public let lastPage: Int
    /// The next page to ask for.
    public internal(set) var nextPage: Int
    /// The pages asked for and not answered yet.
    public internal(set) var inFlight: Set<Int> = []
    /// The pages answered before a page ahead of them, until that one comes.
    var arrived: [Int: Page<Item>] = [:]
  }

  /// Starts loading every page after the last one loaded: at most
  /// ``RemainingPages/maximumInFlight`` at once when the server gave a count, one after another
  /// when it did not.
  func loadRemainingPages(_ state: inout State) -> Effect<Action> {
    guard state.hasMore, !state.isLoading, state.failure == nil else { return .none }
    guard let total = state.total, total > state.items.count else {
      state.loadsRemainingInTurn = true
      return load(page: state.loadedPages + 1, &state)
    }
    let (pages, rest) = total.quotientAndRemainder(dividingBy: state.pageSize)
    let first = state.loadedPages + 1
    state.remainingPages = RemainingPages(lastPage: pages + (rest > 0 ? 1 : 0), nextPage: first)
    state.loadingPage = first
    state.failure = nil
    return askForRemainingPages(&state)
  }

  /// Whether `page` is one of the remaining pages asked for.
  func isRemaining(_ page: Int, _ state: State) -> Bool {
    state.remainingPages?.inFlight.contains(page) == true
  }

  /// Takes remaining page `number`'s answer: the pages answered are appended in order as soon
  /// as every page before them is, and the next pages are asked for. A failure stops there,
  /// keeping the pages appended; a page that is not full ends the feed.
  func remainingPageArrived(
    _ number: Int, _ result: Result<Page<Item>, LoadFailure>, _ state: inout State
  ) -> Effect<Action> {
    guard var remaining = state.remainingPages else { return .none }
    remaining.inFlight.remove(number)
    switch result {
    case .failure(let failure):
      state.remainingPages = nil
      state.loadingPage = nil
      state.failure = failure
      return .cancel(id: CancelID.load)
    case .success(let page):
      remaining.arrived[number] = page
    }
    while let page = remaining.arrived.removeValue(forKey: state.loadedPages + 1) {
      state.items += page.items
      state.loadedPages += 1
      state.total = page.totalCount
      state.lastPageWasFull = page.items.count >= state.pageSize
      guard state.lastPageWasFull else {
        state.remainingPages = nil
        state.loadingPage = nil
        return .cancel(id: CancelID.load)
      }
    }
    state.remainingPages = remaining
    state.loadingPage = state.loadedPages + 1
    let next = askForRemainingPages(&state)
    if state.remainingPages?.inFlight.isEmpty == true {
      state.remainingPages = nil
      state.loadingPage = nil
    }
    return next
  }

  /// Asks for the next remaining pages, up to the most in flight at once.
  private func askForRemainingPages(_ state: inout State) -> Effect<Action> {
    guard var remaining = state.remainingPages else { return .none }
    let windowEnd = state.loadedPages.addingReportingOverflow(RemainingPages.window)
    var effects: [Effect<Action>] = []
    while remaining.inFlight.count < RemainingPages.maximumInFlight,
      remaining.nextPage <= remaining.lastPage,
      windowEnd.overflow || remaining.nextPage <= windowEnd.partialValue
    {
      let page = remaining.nextPage
      remaining.inFlight.insert(page)
      remaining.nextPage += 1
      effects.append(request(page: page, freshness: state.freshness, pageSize: state.pageSize))
    }
    state.remainingPages = remaining
    return .merge(effects).cancellable(id: CancelID.load)
  }
}
