import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The keys of the Posts tab: moving, opening, searching, refreshing, and the forms and the
/// deletions of the posts.
extension PostsScreen {
  /// Handles `key`: the deletion's question takes it first, then a search being typed, then
  /// the list.
  func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.deletions.isAsking { return runDeletions(.answer(key), &state) }
    // The deletions over were shown until this key.
    guard state.deletions.deletions.contains(where: \.isOver) else {
      return pressOnList(key, &state)
    }
    let forget = runDeletions(.forgetFinished, &state)
    return .merge(forget, pressOnList(key, &state))
  }

  private func pressOnList(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.holdUntilRowsCome(key) { return .none }
    if let sorted = pressOnSort(key, &state) { return sorted }
    if let searched = pressOnSearch(key, &state) { return searched }
    if let step = state.stepMatch(key) { return .send(.delegate(.notice(step))) }
    if let delta = Movement.delta(for: key, page: state.visibleRows) {
      return move(by: delta, &state)
    }
    let post = state.shownPosts.element(at: state.cursor.row)
    switch key {
    case .enter:
      guard let post else { return .none }
      return .send(.delegate(.open(.post(post.post.id))))
    case .character("r"):
      state.cursor.place(
        on: state.cursor.row, count: state.shownPosts.count, visibleRows: state.visibleRows)
      guard state.feed.failure != nil, !state.feed.items.isEmpty else {
        return refresh(announced: true, &state)
      }
      return run(.retry, &state)
    case .character("c"):
      let form = FormScreen(.newPost(PostFormFeature.State(mode: .create)))
      return .send(.delegate(.open(.form(form))))
    case .character("e"):
      guard let post else { return .none }
      return .send(.delegate(.open(.form(.editing(post.post, author: post.author)))))
    case .character("d"):
      guard let post else { return .none }
      guard !isOffline else {
        return .send(.delegate(.notice(DeletionPrompt.offlineRefusal(.post(post.post.id)))))
      }
      return runDeletions(.ask(.post(post.post.id), title: post.post.title), &state)
    case .character("u"):
      guard let target = state.deletions.undoable, case .post(let id) = target else {
        return .none
      }
      let undone = runDeletions(.deletion(ElementAction(id: target, action: .undo)), &state)
      let shown = state.shownPosts
      if let row = shown.firstIndex(where: { $0.post.id == id }) {
        state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
      }
      return .merge(undone, .send(.delegate(.notice("undone"))))
    default:
      return .none
    }
  }

  /// Moves the cursor; a move past the posts loaded waits for the pages it needs, and `G`
  /// asks for every remaining page at once.
  private func move(by delta: Int, _ state: inout State) -> Effect<Action> {
    let canGrow = state.moreRowsMayCome
    state.cursor.move(
      by: delta, count: state.shownPosts.count, visibleRows: state.visibleRows, canGrow: canGrow)
    guard delta == .max, canGrow else { return loadMoreIfNeeded(&state) }
    return run(.loadRemainingPages, &state)
  }

  /// Gives `key` to the search bar; `nil` when it is not the bar's. Opening the search loads
  /// every post once, to search them all rather than the pages loaded; `r` while the posts
  /// are filtered asks the server for every post again.
  private func pressOnSearch(_ key: Key, _ state: inout State) -> Effect<Action>? {
    switch state.pressOnSearch(key) {
    case .ignored:
      guard key == .character("r"), state.isSearching else { return nil }
      let load: PostsListFeature.Action =
        state.allPosts?.posts.value != nil ? .list(.revalidate) : .list(.load)
      return runAllPosts(load, &state).reading(.revalidated)
    case .opened:
      return loadEveryPost(&state)
    case .queryChanged, .cleared, .edited, .kept:
      return Effect<Action>.none
    }
  }
}
