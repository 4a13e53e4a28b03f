import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// How the posts load: the feed's pages, the pages stored after the first, the pages asked for
/// again, and every post for the search.
extension PostsList {

  /// Runs `action` on the feed, then keeps the cursor on its post and where it was heading,
  /// notes where the posts came from, and asks for what comes next: the pages stored after
  /// the first, the next page near the end, or the pages again once they came from the store.
  func run(_ action: FeedFeature<PostSummary>.Action, _ state: inout Screen.State) -> Effect<
    Screen.Action
  > {
    let anchor = state.isSearching ? nil : state.selectedRow?.post.id
    let wasRevalidating = state.feed.isRevalidating
    let takes = state.feed.awaits(action)
    let effect = feed.reduce(into: &state.feed, action: action)
      .map { Screen.Action.resource(.feed($0)) }
      .reading(round: state.authorsRound) { .readSource($0) }
    state.indexSearch()
    let next: Effect<Screen.Action>
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
        state.place(on: anchor)
      }
      if !isOffline, !state.feed.isLoading {
        state.outage.take(state.feed.failure)
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
    return .merge(effect, next, state.selectIfShown(self))
  }

  /// Notes where the page loaded came from, or that it failed, and asks for what comes next.
  private func loaded(page: Int, tookPage: Bool, _ state: inout Screen.State) -> Effect<
    Screen.Action
  > {
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
  private func revalidated(page: Int, tookPage: Bool, _ state: inout Screen.State) -> Effect<
    Screen.Action
  > {
    guard state.feed.failure == nil else {
      state.origin.dropPending()
      state.announcesRefresh = false
      return .none
    }
    guard tookPage else { return .none }
    if page > 1 { state.origin.add() } else { state.origin.replace() }
    guard !state.feed.isRevalidating else { return .none }
    var notice = Effect<Screen.Action>.none
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
  private func moreOrRevalidation(_ state: inout Screen.State) -> Effect<Screen.Action> {
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
  func loadMoreIfNeeded(_ state: inout Screen.State) -> Effect<Screen.Action> {
    let sortsEveryPage =
      state.sort.letter != nil && state.feed.hasMore && state.feed.failure == nil
    guard state.needsMore || sortsEveryPage, !state.feed.isLoading else { return .none }
    let isFarAhead =
      state.cursor.target.map { $0 >= state.feed.items.count.addingClamped(PostsList.pageSize) }
      ?? false
    return run(isFarAhead || sortsEveryPage ? .loadRemainingPages : .loadNextPage, &state)
  }

  /// Pull to refresh: the posts shown stay, each page updated in place as the server answers
  /// it again, and the authors are read once for them all; with `announced`, the status line
  /// then says what changed.
  func refresh(announced: Bool, _ state: inout Screen.State) -> Effect<Screen.Action> {
    state.authorsRound += 1
    guard !state.feed.items.isEmpty else { return run(.refresh(.revalidated), &state) }
    if announced { state.origin.startRefresh() }
    state.announcesRefresh = announced
    return run(.revalidate, &state)
  }

  /// Loads every post once, for the search or the command line, unless they are loaded or
  /// loading; again after a failure.
  func loadEveryPost(_ state: inout Screen.State) -> Effect<Screen.Action> {
    guard state.allPosts == nil || state.allPosts?.posts.failure != nil else { return .none }
    if state.allPosts == nil { state.allPosts = PostsListFeature.State() }
    return runAllPosts(.list(.load), &state)
  }

  /// Runs `action` on every post, loaded for the search, and searches them once they come.
  func runAllPosts(_ action: PostsListFeature.Action, _ state: inout Screen.State) -> Effect<
    Screen.Action
  > {
    guard var list = state.allPosts else { return .none }
    let effect = allPosts.reduce(into: &list, action: action)
    state.allPosts = list
    if case .list(.pageResponse) = action {
      state.indexSearch(force: true)
      state.followCursor()
    }
    return effect.reading(round: state.authorsRound).map { Screen.Action.resource(.allPosts($0)) }
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

extension ListScreen.State where Resource == PostsList {
  /// Whether the next page is wanted: the cursor, or where it is heading, is within a page of
  /// the end of what is loaded, and more may come.
  var needsMore: Bool {
    let position = cursor.target ?? cursor.row
    return !isSearching && self.feed.hasMore && self.feed.failure == nil
      && position.addingClamped(visibleRows) >= self.feed.items.count
  }
}
