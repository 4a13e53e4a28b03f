import HTTPClient

extension FeedFeature {
  /// Pages asked for several at a time: those after the last one loaded that
  /// ``Action/loadRemainingPages`` asks for, or those after the first that
  /// ``Action/revalidate`` asks for again; which are in flight, and which came before the pages
  /// ahead of them.
  ///
  /// Pages are counted from 1 as the feed loads them. Page ``firstPage`` is asked for with
  /// ``continuation``, and each later one with it advanced by as many pages
  /// (`PageContinuation.advanced(by:size:)`), so only pages that can be addressed without the
  /// one before are asked for this way.
  public struct RemainingPages: Sendable, Hashable {
    public static var maximumInFlight: Int { 4 }
    /// The most pages asked for or kept beyond the last one loaded, twice
    /// ``maximumInFlight``, so that a slow page does not leave a growing heap of later pages
    /// waiting for it.
    static var window: Int { maximumInFlight * 2 }

    /// The first of the pages: the page after the last one loaded when they started, or the
    /// second page when they are asked for again.
    public var firstPage: Int
    /// How to ask for ``firstPage``, as the page before it said.
    public var continuation: PageContinuation
    /// The last page there is, from the count the server gave.
    public var lastPage: Int
    public var nextPage: Int
    public var inFlight: Set<Int>
    /// The pages answered before a page ahead of them, until that one comes.
    public var arrived: [Int: Page<Item>]
    /// How many pages one request asks for, from the offset of the first
    /// (``State/remainingPageSize``); one asks for a page by its own continuation.
    public var pagesPerRequest = 1

    /// Pages `firstPage` to `lastPage`, the first asked for with `continuation`: those up to
    /// `nextPage` asked for, those of `inFlight` not answered yet, and `arrived` waiting for
    /// the pages ahead of them.
    public init(
      firstPage: Int, continuation: PageContinuation, lastPage: Int, nextPage: Int? = nil,
      inFlight: Set<Int> = [], arrived: [Int: Page<Item>] = [:]
    ) {
      self.firstPage = firstPage
      self.continuation = continuation
      self.lastPage = lastPage
      self.nextPage = nextPage ?? firstPage
      self.inFlight = inFlight
      self.arrived = arrived
    }

    func continuation(of page: Int, size: Int) -> PageContinuation? {
      continuation.advanced(by: page - firstPage, size: size)
    }

    /// How to ask for pages from `page` on in one request, and how many of them it brings:
    /// ``pagesPerRequest`` pages as one page of that many times `size` items where they make
    /// one (pages numbered from one at a multiple of ``pagesPerRequest``, or offsets), else
    /// `page` alone, so that the next request starts where a larger one lines up.
    func request(from page: Int, size: Int) -> (request: PageRequest, pages: Int)? {
      guard let continuation = continuation(of: page, size: size) else { return nil }
      let (largeSize, overflow) = size.multipliedReportingOverflow(by: pagesPerRequest)
      guard pagesPerRequest > 1, !overflow else {
        return (PageRequest(continuation: continuation, size: size), 1)
      }
      if let number = continuation.number {
        guard number > 0, (number - 1) % pagesPerRequest == 0 else {
          return (PageRequest(continuation: continuation, size: size), 1)
        }
        let large = PageContinuation.number((number - 1) / pagesPerRequest + 1)
        return (PageRequest(continuation: large, size: largeSize), pagesPerRequest)
      }
      guard continuation.offset != nil else {
        return (PageRequest(continuation: continuation, size: size), 1)
      }
      return (PageRequest(continuation: continuation, size: largeSize), pagesPerRequest)
    }
  }

  /// Starts loading every page after the last one loaded: at most
  /// ``RemainingPages/maximumInFlight`` at once when they can be addressed without the one
  /// before and the server gave a count, one after another otherwise. A page that
  /// ``Action/loadNextPage`` is loading is taken over.
  func loadRemainingPages(_ state: inout State) -> Effect<Action> {
    guard state.hasMore, state.failure == nil else { return .none }
    guard !state.isLoading else { return takeOverPageInFlight(&state) }
    let first = state.loadedPages + 1
    guard let continuation = state.next,
      let count = Self.pageCount(
        from: continuation, total: state.total, lastPage: state.lastPage, size: state.pageSize),
      count > 0
    else {
      return load(
        page: first, continuation: state.next, as: .loadingInTurn(page: first), &state)
    }
    var pages = RemainingPages(
      firstPage: first, continuation: continuation, lastPage: Self.lastPage(first, count))
    pages.pagesPerRequest = state.pagesPerRemainingRequest
    state.mode = .loadingRemaining(pages)
    return askForRemainingPages(&state)
  }

  /// Makes the page that ``Action/loadNextPage`` is loading the first of the remaining pages,
  /// awaiting its answer, and asks for the pages after it; or, for pages that can only be asked
  /// for one after another, has its answer ask for the next. Nothing for any other load.
  private func takeOverPageInFlight(_ state: inout State) -> Effect<Action> {
    let first = state.loadedPages + 1
    guard state.mode == .loading(page: first) else { return .none }
    guard let continuation = state.next,
      let count = Self.pageCount(
        from: continuation, total: state.total, lastPage: state.lastPage, size: state.pageSize),
      count > 1
    else {
      state.mode = .loadingInTurn(page: first)
      return .none
    }
    var pages = RemainingPages(
      firstPage: first, continuation: continuation, lastPage: Self.lastPage(first, count),
      nextPage: first + 1, inFlight: [first])
    pages.pagesPerRequest = state.pagesPerRemainingRequest
    state.mode = .loadingRemaining(pages)
    return askForRemainingPages(&state)
  }

  private static func lastPage(_ first: Int, _ count: Int) -> Int {
    let (last, overflow) = first.addingReportingOverflow(count - 1)
    return overflow ? .max : last
  }

  /// How many pages of `size` items there are from the one `continuation` names up to the last
  /// of `total` items, or up to page `lastPage`: for numbered or offset pages alone, which can
  /// be addressed without the page before; `nil` without a total or a last page.
  static func pageCount(
    from continuation: PageContinuation, total: Int?, lastPage: Int?, size: Int
  ) -> Int? {
    func pages(of items: Int) -> Int {
      let (quotient, remainder) = max(items, 0).quotientAndRemainder(dividingBy: size)
      return remainder > 0 ? quotient + 1 : quotient
    }
    guard let last = lastPage ?? total.map(pages(of:)) else { return nil }
    if let number = continuation.number {
      let (difference, overflow) = last.subtractingReportingOverflow(number)
      return overflow || difference == .max ? nil : difference + 1
    }
    if let offset = continuation.offset {
      guard let total else {
        let (difference, overflow) = last.subtractingReportingOverflow(offset / size)
        return overflow ? nil : max(difference, 0)
      }
      let (left, overflow) = total.subtractingReportingOverflow(offset)
      return overflow ? nil : pages(of: left)
    }
    return nil
  }

  func isRemaining(_ page: Int, _ state: State) -> Bool {
    state.remainingPages?.inFlight.contains(page) == true
  }

  /// Takes remaining page `number`'s answer: the pages answered are appended in order as soon
  /// as every page before them is, and the next pages are asked for. A failure stops there,
  /// keeping the pages appended; a page that says none follows ends the feed.
  func remainingPageArrived(
    _ number: Int, _ result: Result<Page<Item>, LoadFailure>, _ state: inout State
  ) -> Effect<Action> {
    guard var remaining = state.remainingPages else { return .none }
    remaining.inFlight.remove(number)
    switch result {
    case .failure(let failure):
      state.mode = .failed(failure)
      return .cancel(id: CancelID.load)
    case .success(let page):
      remaining.arrived[number] = page
    }
    while let page = remaining.arrived.removeValue(forKey: state.loadedPages + 1) {
      state.mode = .idle
      let goesOn =
        remaining.pagesPerRequest > 1
        ? state.take(page, splitting: remaining)
        : state.take(
          page, askedWith: remaining.continuation(of: state.loadedPages + 1, size: state.pageSize))
      guard goesOn, state.next != nil else {
        return .cancel(id: CancelID.load)
      }
    }
    state.mode = .loadingRemaining(remaining)
    let next = askForRemainingPages(&state)
    if state.remainingPages?.inFlight.isEmpty == true {
      state.mode = .idle
    }
    return next
  }

  /// Asks for the next remaining pages, up to the most in flight at once.
  private func askForRemainingPages(_ state: inout State) -> Effect<Action> {
    guard var remaining = state.remainingPages else { return .none }
    let effect = ask(&remaining, after: state.loadedPages, state)
    state.mode = .loadingRemaining(remaining)
    return effect
  }

  func isRevalidated(_ page: Int, _ state: State) -> Bool {
    state.revalidatedPages?.inFlight.contains(page) == true
  }

  /// Asks for the next pages to revalidate, up to the most in flight at once.
  func askForRevalidatedPages(_ state: inout State) -> Effect<Action> {
    guard case .revalidating(let next, var pages?) = state.mode else { return .none }
    let effect = ask(&pages, after: next - 1, state)
    state.mode = .revalidating(page: next, several: pages)
    return effect
  }

  /// Takes page `number`'s new answer: the pages answered update the items in place, in
  /// order, as soon as every page before them has, and the next pages are asked for. A failure
  /// stops there, keeping the items; a page that says none follows ends the items there.
  func revalidatedPageArrived(
    _ number: Int, _ result: Result<Page<Item>, LoadFailure>, _ state: inout State
  ) -> Effect<Action> {
    guard case .revalidating(var next, var pages?) = state.mode else { return .none }
    pages.inFlight.remove(number)
    switch result {
    case .failure(let failure):
      state.mode = .failed(failure)
      return .cancel(id: CancelID.load)
    case .success(let page):
      pages.arrived[number] = page
    }
    while let page = pages.arrived.removeValue(forKey: next) {
      guard replace(page: next, with: page, &state) else {
        state.mode = .idle
        return .cancel(id: CancelID.load)
      }
      next += 1
    }
    state.mode = .revalidating(page: next, several: pages)
    let asked = askForRevalidatedPages(&state)
    if state.revalidatedPages?.inFlight.isEmpty == true {
      // No page is left that can be asked for: the items stay as they are from here on.
      state.mode = .idle
    }
    return asked
  }

  /// Asks for the next of `pages`, up to the most in flight at once and at most a window past
  /// page `done`, the last one taken.
  private func ask(_ pages: inout RemainingPages, after done: Int, _ state: State) -> Effect<
    Action
  > {
    let windowEnd = done.addingReportingOverflow(RemainingPages.window * pages.pagesPerRequest)
    var effects: [Effect<Action>] = []
    while pages.inFlight.count < RemainingPages.maximumInFlight,
      pages.nextPage <= pages.lastPage,
      windowEnd.overflow || pages.nextPage <= windowEnd.partialValue,
      let asked = pages.request(from: pages.nextPage, size: state.pageSize)
    {
      let page = pages.nextPage
      pages.inFlight.insert(page)
      let (next, overflow) = page.addingReportingOverflow(asked.pages)
      pages.nextPage = overflow ? .max : next
      effects.append(request(page: page, asked.request, freshness: state.freshness))
    }
    return .merge(effects).cancellable(id: CancelID.load)
  }
}
