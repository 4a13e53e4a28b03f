import Features
import NetworkClient
import TerminalKit

/// The posts loaded so far, page after page, as the cursor nears the end (infinite scrolling).
///
/// Each page is loaded by the `PostsListFeature` child with `_page` and `_limit`; ``receive()``
/// appends the page it holds once. The pages say when there is no more: an empty page, or one
/// shorter than ``pageSize``, ends the list. `X-Total-Count` is only shown, and only stops the
/// loading when it is exactly the number of posts loaded, since a server may get it wrong.
struct PostsFeed: Sendable, Hashable {
  /// Posts asked for at a time.
  static let pageSize = 20

  /// The feature state of the pages, which only its reducer changes.
  var list = PostsListFeature.State(query: query(page: 1))
  /// The query of the page asked for last, until the pages' feature has it.
  private var requested: PostQuery?
  /// Every post loaded, in the server's order.
  private(set) var items: [PostSummary] = []
  /// How many posts the server has, when it said.
  private(set) var total: Int?
  private var loadedPages = 0
  private var lastPageWasFull = true
  /// Whether the first page is being loaded again to replace the posts shown, which stay until
  /// it comes.
  private(set) var isReplacing = false
  /// The page being asked for again to update the posts shown in place, one page after another
  /// up to the last one loaded, while the posts shown stay.
  private(set) var revalidatingPage: Int?
  /// How many posts the pages asked for again so far changed, added or removed.
  private(set) var revalidationChanges = 0

  /// Whether the posts shown are being asked for again, page after page.
  var isRevalidating: Bool {
    revalidatingPage != nil
  }

  /// The query for page `page`.
  static func query(page: Int) -> PostQuery {
    PostQuery(options: ListOptions(page: page, perPage: pageSize))
  }

  /// Whether a page is asked for or being loaded.
  var isLoading: Bool {
    requested != nil || list.posts.isLoading
  }

  /// Why the last page could not be loaded.
  var failure: LoadFailure? {
    list.posts.failure
  }

  /// How the pages load: as the store's policy says, or asking the server again after a
  /// refresh or a retry.
  private(set) var freshness = ReadFreshness.standard

  /// Whether the server may have posts that are not loaded yet: the last page was full, and
  /// the count the server gave is not exactly the number loaded.
  var hasMore: Bool {
    lastPageWasFull && total != items.count
  }

  /// The number of posts to show as the list's length: the count the server gave while it is
  /// above what is loaded and more may come, the number loaded otherwise; `nil` while more may
  /// come beyond a count that the pages have proven wrong.
  var shownTotal: Int? {
    guard hasMore else { return items.count }
    guard let total, total > items.count else { return nil }
    return total
  }

  /// Takes the page the pages' feature now holds, appending it if it is the next one, or
  /// replacing every post with it if it is the first page loaded again in place. Returns
  /// whether it took a page.
  @discardableResult
  mutating func receive() -> Bool {
    let state = list
    if requested == state.list.query { requested = nil }
    if state.posts.failure != nil {
      isReplacing = false
      revalidatingPage = nil
    }
    if let revalidating = revalidatingPage {
      guard case .loaded(let page) = state.posts, state.list.query.options.page == revalidating
      else { return false }
      update(
        page: revalidating, with: state.visiblePosts, isFull: page.items.count >= Self.pageSize)
      total = page.totalCount
      return true
    }
    guard case .loaded(let page) = state.posts, let number = state.list.query.options.page,
      number == (isReplacing ? 1 : loadedPages + 1)
    else { return false }
    if isReplacing {
      items = []
      isReplacing = false
    }
    items += state.visiblePosts
    loadedPages = number
    total = page.totalCount
    lastPageWasFull = page.items.count >= Self.pageSize
    return true
  }

  /// The action that loads the next page, if there is one and nothing is loading or failed.
  mutating func loadNextPage() -> PostsListFeature.Action? {
    guard hasMore, !isLoading, failure == nil else { return nil }
    return load(page: loadedPages + 1)
  }

  /// The action that loads the failed page again, asking the server again.
  mutating func retry() -> PostsListFeature.Action {
    freshness = .revalidated
    return load(page: loadedPages + 1)
  }

  /// Loads the first page again, asking the server again, and keeps the posts shown until it
  /// comes: then it replaces them, and the next pages load as the cursor needs them.
  mutating func refreshInPlace() -> PostsListFeature.Action {
    freshness = .revalidated
    guard loadedPages > 0 else {
      isReplacing = true
      return load(page: 1)
    }
    revalidatingPage = 1
    revalidationChanges = 0
    return load(page: 1)
  }

  /// Asks the server again for the page after the one just updated in place, while there is
  /// one loaded; `nil` once every page loaded was asked for again.
  mutating func revalidateNextPage() -> PostsListFeature.Action? {
    guard let page = revalidatingPage, !isLoading else { return nil }
    guard page < loadedPages else {
      revalidatingPage = nil
      return nil
    }
    revalidatingPage = page + 1
    return load(page: page + 1)
  }

  /// Puts `posts`, the server's page `page` now, in place of that page's posts, counting the
  /// posts that differ; a page that is not full ends the posts there.
  private mutating func update(page: Int, with posts: [PostSummary], isFull: Bool) {
    let offset = (page - 1).multipliedReportingOverflow(by: Self.pageSize)
    let start = offset.overflow ? items.count : min(items.count, offset.partialValue)
    let end = isFull ? min(items.count, start.addingClamped(Self.pageSize)) : items.count
    revalidationChanges = revalidationChanges.addingClamped(
      Array(items[start..<end]).changedRows(comparedWith: posts))
    items.replaceSubrange(start..<end, with: posts)
    if !isFull || page == loadedPages {
      loadedPages = page
      lastPageWasFull = isFull
    }
  }

  /// Forgets every page and loads the first again, this page and the next ones as fresh as
  /// `freshness` says.
  mutating func refresh(freshness: ReadFreshness) -> PostsListFeature.Action {
    self.freshness = freshness
    isReplacing = false
    items = []
    total = nil
    loadedPages = 0
    lastPageWasFull = true
    return load(page: 1)
  }

  /// Asks for `page`, which counts as loading until the pages' feature has the query, so that
  /// it is asked for once.
  private mutating func load(page: Int) -> PostsListFeature.Action {
    let query = Self.query(page: page)
    requested = query
    return .list(.queryChanged(query))
  }
}
