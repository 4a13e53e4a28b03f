import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The Posts tab: the feed of posts, loaded a page at a time as the cursor nears the end of
/// what is loaded, each post with its author.
///
/// It owns everything the tab shows: the feed (`FeedFeature`), every post for its search
/// (`PostsListFeature`, there once the posts are first searched), the cursor and the rows
/// shown, the search bar, the deletions asked about, and where the posts came from. It takes
/// the keys meant for it and tells the browser what it cannot do itself through
/// ``ScreenDelegate``: open a post or a form, say something in the status line.
///
/// At start the first page is read from the store if it has it, followed at once by every page
/// stored after it; once shown from the store, the pages are asked for again in place. Moves
/// past the posts loaded are kept while the pages they need load (``ListCursor/target``), and
/// `G` loads every remaining page at once.
struct PostsScreen: Reducer {
  struct State: Sendable, Hashable {
    /// Posts asked for at a time.
    static let pageSize = 20

    /// The feed of posts: the pages loaded so far.
    var feed = FeedFeature<PostSummary>.State(pageSize: pageSize)
    /// Every post, loaded once the posts are first searched; `nil` before.
    var allPosts: PostsListFeature.State?
    var cursor = ListCursor()
    /// The search, once `/` opened it.
    var search: ListSearch?
    /// The order of the posts, once `S` sorted them.
    var sort = ListSort()
    var deletions = DeletionList.State()
    /// Where the posts shown came from.
    var origin = ScreenOrigin()
    /// What the pages read left out, by resource: posts that could not be read, and users that
    /// could not be read, whose posts name no author. The first page's answer starts it anew.
    var skipped: [String: SkippedItems] = [:]
    /// The terminal's size, which the list is laid out in.
    var size: TerminalSize
    /// Whether the refresh under way says what it found once every page has its answer.
    var announcesRefresh = false
    /// Whether the first page, once it comes from the store, is followed by every page stored
    /// after it, before the posts are asked for again.
    var appendsStoredPages = false
    /// The post to put the cursor on once the list shows it, and whether to load the
    /// remaining pages to reach it.
    var selection: Selection?
    /// The round of pages whose reads share one read of the authors (``AuthorsOnce``): a
    /// refresh starts the next.
    var authorsRound = 0
    /// Whether the list asks again by itself once the server answers after it failed.
    var outage = OutageRetry.idle

    /// A post to select once shown.
    struct Selection: Sendable, Hashable {
      var post: Post.ID
      var loadsPages: Bool
    }

    /// A Posts tab laid out in `size`, before its first page.
    init(size: TerminalSize) {
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The browser starts: the first page, from the store if it has it.
    case start
    case key(Key)
    /// Puts the cursor on the item at an index of those shown, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// Asks the server again for the pages shown, quietly: what was saved or deleted changed
    /// them.
    case refresh
    /// Puts the cursor on `post` once the list shows it; with `loadingPages`, loads the
    /// remaining pages to reach it.
    case select(Post.ID, loadingPages: Bool)
    /// The server answered a read somewhere: stored posts no longer stand in for it.
    case serverReached
    /// Loads every post, as the search does, unless they are loaded or loading: the command
    /// line looks among them for a title.
    case loadEveryPost
    /// The server answered another request since the list failed: it asks again, once.
    case retryAfterOutage
    case feed(FeedFeature<PostSummary>.Action)
    case allPosts(PostsListFeature.Action)
    /// Where a read of the feed's was answered from.
    case readSource(ReadSource)
    case deletions(DeletionList.Action)
    case delegate(ScreenDelegate)
  }

  let feed: FeedFeature<PostSummary>
  let allPosts: PostsListFeature
  let deletions: DeletionList
  /// Whether the program may not use the network, so that nothing is asked for again.
  let isOffline: Bool

  /// The tab, reading the posts through `client`, whose reads of the authors
  /// ``AuthorsOnce`` shares, and deleting through `deletion`.
  init(client: NetworkClient, deletion: DeleteFeature, isOffline: Bool) {
    feed = FeedFeature(client: client)
    allPosts = PostsListFeature(client: client)
    deletions = DeletionList(deletion: deletion)
    self.isOffline = isOffline
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.releasingHeldKeys(after: take(action, &state)) { .delegate($0) }
  }

  private func take(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .start:
      state.appendsStoredPages = true
      return run(.refresh(.storedIfAvailable), &state)
    case .key(let key):
      return press(key, &state)
    case .point(let index):
      return point(at: index, &state)
    case .resized(let size):
      state.size = size
      state.followCursor()
      return loadMoreIfNeeded(&state)
    case .refresh:
      return refresh(announced: false, &state)
    case .select(let post, let loadingPages):
      state.selection = State.Selection(post: post, loadsPages: loadingPages)
      return selectIfShown(&state)
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .loadEveryPost:
      return loadEveryPost(&state)
    case .retryAfterOutage:
      guard state.outage.start() else { return .none }
      guard state.feed.failure != nil, !state.feed.items.isEmpty else {
        return refresh(announced: false, &state)
      }
      return run(.retry, &state)
    case .feed(let action):
      return run(action, &state)
    case .allPosts(let action):
      return runAllPosts(action, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .deletions(let action):
      return runDeletions(action, &state)
    case .delegate:
      return .none
    }
  }

  // MARK: - The feed

  /// Runs `action` on the feed, then keeps the cursor on its post and where it was heading,
  /// notes where the posts came from, and asks for what comes next: the pages stored after
  /// the first, the next page near the end, or the pages again once they came from the store.
  func run(_ action: FeedFeature<PostSummary>.Action, _ state: inout State) -> Effect<Action> {
    let anchor = state.isSearching ? nil : state.shownPosts.element(at: state.cursor.row)?.post.id
    let wasRevalidating = state.feed.isRevalidating
    let takes = state.feed.awaits(action)
    let effect = feed.reduce(into: &state.feed, action: action)
      .map(Action.feed)
      .reading(round: state.authorsRound) { .readSource($0) }
    state.indexSearch()
    let next: Effect<Action>
    switch action {
    case .storedPagesResponse where takes:
      state.followCursor()
      state.origin.add()
      next = moreOrRevalidation(&state)
    case .pageResponse(let page, let result) where takes:
      let tookPage = if case .success = result { true } else { false }
      if case .success(let answer) = result {
        if page == 1 { state.skipped = [:] }
        for skipped in answer.skipped { state.skipped[skipped.resource] = skipped }
      }
      // A page sorted in or updated in place keeps the cursor on its post, unless the cursor
      // is heading further.
      let isSorted = state.sort.letter != nil
      if wasRevalidating || isSorted, state.cursor.target == nil, tookPage, let anchor {
        state.keepCursor(on: anchor)
      }
      if !isOffline, !state.feed.isLoading {
        state.outage.take(failed: state.feed.failure != nil)
      }
      state.followCursor()
      next =
        wasRevalidating
        ? revalidated(page: page, tookPage: tookPage, &state)
        : loaded(page: page, tookPage: tookPage, &state)
    default:
      state.followCursor()
      next = .none
    }
    return .merge(effect, next, selectIfShown(&state))
  }

  /// Notes where the page loaded came from, or that it failed, and asks for what comes next.
  private func loaded(page: Int, tookPage: Bool, _ state: inout State) -> Effect<Action> {
    guard state.feed.failure == nil else {
      state.origin.dropPending()
      return .none
    }
    guard tookPage else { return .none }
    if page > 1 { state.origin.add() } else { state.origin.replace() }
    if state.appendsStoredPages {
      state.appendsStoredPages = false
      if state.origin.shown.oldestStoredAt != nil, state.feed.hasMore, !state.feed.isLoading {
        return run(.appendStoredPages, &state)
      }
    }
    return moreOrRevalidation(&state)
  }

  /// Notes each page asked for again, and once every page has its answer, says what changed
  /// if the refresh was asked for with `r`.
  private func revalidated(page: Int, tookPage: Bool, _ state: inout State) -> Effect<Action> {
    guard state.feed.failure == nil else {
      state.origin.dropPending()
      state.announcesRefresh = false
      return .none
    }
    guard tookPage else { return .none }
    if page > 1 { state.origin.add() } else { state.origin.replace() }
    guard !state.feed.isRevalidating else { return .none }
    var notice = Effect<Action>.none
    if state.announcesRefresh {
      state.announcesRefresh = false
      let text = RefreshNotice.text(
        changes: state.feed.revalidationChanges, serverFailure: state.origin.shown.serverFailure)
      notice = .send(.delegate(.notice(text)))
    }
    return .merge(notice, loadMoreIfNeeded(&state))
  }

  /// The next page when the cursor nears the end, or else, once the posts came from the store,
  /// the pages asked for again.
  private func moreOrRevalidation(_ state: inout State) -> Effect<Action> {
    guard !state.needsMore else { return loadMoreIfNeeded(&state) }
    guard !state.feed.isLoading, state.origin.needsRevalidation(isOffline: isOffline) else {
      return .none
    }
    state.origin.startRevalidation()
    state.authorsRound += 1
    return run(.revalidate, &state)
  }

  /// Asks for the next page when the cursor is within a page of the end of what is loaded, or
  /// the posts loaded do not fill the screen; for every remaining page when the moves made
  /// meanwhile went a page or more past them (`G`).
  /// A sorted list asks for every remaining page, so that its order is that of every post.
  func loadMoreIfNeeded(_ state: inout State) -> Effect<Action> {
    let sortsEveryPage =
      state.sort.letter != nil && state.feed.hasMore && state.feed.failure == nil
    guard state.needsMore || sortsEveryPage, !state.feed.isLoading else { return .none }
    let isFarAhead =
      state.cursor.target.map { $0 >= state.feed.items.count.addingClamped(State.pageSize) }
      ?? false
    return run(isFarAhead || sortsEveryPage ? .loadRemainingPages : .loadNextPage, &state)
  }

  /// Pull to refresh: the posts shown stay, each page updated in place as the server answers
  /// it again, and the authors are read once for them all; with `announced`, the status line
  /// then says what changed.
  func refresh(announced: Bool, _ state: inout State) -> Effect<Action> {
    state.authorsRound += 1
    guard !state.feed.items.isEmpty else { return run(.refresh(.revalidated), &state) }
    if announced { state.origin.startRefresh() }
    state.announcesRefresh = announced
    return run(.revalidate, &state)
  }

  /// Puts the cursor on the post to select once the list shows it, asking for the remaining
  /// pages while it does not and may.
  private func selectIfShown(_ state: inout State) -> Effect<Action> {
    guard let selection = state.selection, !state.feed.isLoading else { return .none }
    let shown = state.shownPosts
    if let row = shown.firstIndex(where: { $0.post.id == selection.post }) {
      state.selection = nil
      state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
      return .none
    }
    guard selection.loadsPages, state.feed.hasMore, state.feed.failure == nil,
      !state.isSearching
    else {
      // Not there: a server that does not list what it creates, or a post not loaded.
      state.selection = nil
      return .none
    }
    return run(.loadRemainingPages, &state)
  }

  // MARK: - Every post, and the deletions

  /// Loads every post once, for the search or the command line, unless they are loaded or
  /// loading; again after a failure.
  func loadEveryPost(_ state: inout State) -> Effect<Action> {
    guard state.allPosts == nil || state.allPosts?.posts.failure != nil else { return .none }
    if state.allPosts == nil { state.allPosts = PostsListFeature.State() }
    return runAllPosts(.list(.load), &state)
  }

  /// Runs `action` on every post, loaded for the search, and searches them once they come.
  func runAllPosts(_ action: PostsListFeature.Action, _ state: inout State) -> Effect<Action> {
    guard var list = state.allPosts else { return .none }
    let effect = allPosts.reduce(into: &list, action: action)
    state.allPosts = list
    if case .list(.pageResponse) = action {
      state.indexSearch(force: true)
      state.followCursor()
    }
    return effect.reading(round: state.authorsRound).map(Action.allPosts)
  }

  /// Runs `action` on the deletions, then keeps the cursor within the posts shown; once the
  /// server deleted a post, the pages are asked for again.
  func runDeletions(_ action: DeletionList.Action, _ state: inout State) -> Effect<Action> {
    let effect = deletions.reduce(into: &state.deletions, action: action).map(Action.deletions)
    state.followCursor()
    guard case .deletion(let element) = action, case .deleteResponse(.success) = element.action
    else { return effect }
    return .merge(effect, refresh(announced: false, &state))
  }
}

extension FeedFeature.State {
  /// Whether the feed takes `action`, an answer: the page or the stored pages it is waiting
  /// for. Other answers are dropped.
  func awaits(_ action: FeedFeature.Action) -> Bool {
    switch action {
    case .pageResponse(let page, _):
      page == loadingPage || remainingPages?.inFlight.contains(page) == true
        || revalidatedPages?.inFlight.contains(page) == true
    case .storedPagesResponse(let after, _):
      isAppendingStoredPages && loadingPage == after + 1
    default:
      false
    }
  }
}
