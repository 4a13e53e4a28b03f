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
    return Self.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }

  /// The keys of the posts: each with what it does and the words that say so.
  static let keys = KeyTable<PostsScreen, State, Effect<Action>>([
    ListKeys.open(
      "open the post", nothing: "no post to open", hasItem: { $0.selectedPost != nil }
    ) { _, state in
      guard let post = state.selectedPost else { return .none }
      return .send(.delegate(.open(.post(post.post.id))))
    },
    ListKeys.search("search every post; Enter keeps the filter"),
    ListKeys.matches(),
    KeyBinding(
      [.character("c")], "c, e, d", "create a post, edit it, delete it (after y)",
      hint: KeyHint("c create", rank: 50)
    ) { _, _ in
      let form = FormScreen(.newPost(PostFormFeature.State(mode: .create)))
      return .send(.delegate(.open(.form(form))))
    },
    KeyBinding(
      [.character("e")], "e", "",
      refusal: { $0.selectedPost == nil ? "e: no post to edit" : nil }
    ) { _, state in
      guard let post = state.selectedPost else { return .none }
      return .send(.delegate(.open(.form(.editing(post.post, author: post.author)))))
    },
    KeyBinding(
      [.character("d")], "d", "",
      refusal: { $0.selectedPost == nil ? "d: no post to delete" : nil }
    ) { screen, state in
      guard let post = state.selectedPost else { return .none }
      guard !screen.isOffline else {
        return .send(.delegate(.notice(DeletionPrompt.offlineRefusal(.post(post.post.id)))))
      }
      return screen.runDeletions(.ask(.post(post.post.id), title: post.post.title), &state)
    },
    KeyBinding(
      [.character("u")], "u", "undo a delete within 5 seconds",
      hint: KeyHint("u undo", rank: 0) { $0.deletions.undoable != nil },
      refusal: { $0.deletions.undoable == nil ? "u: no delete to undo" : nil }
    ) { screen, state in screen.undo(&state) },
    ListKeys.sort(KeyHelp.sortKeys(SortColumns.posts)),
    ListKeys.copy("copy the post's id, its JSON"),
    ListKeys.refresh { screen, state in
      state.cursor.place(
        on: state.cursor.row, count: state.shownPosts.count, visibleRows: state.visibleRows)
      guard state.feed.failure != nil, !state.feed.items.isEmpty else {
        return screen.refresh(announced: true, &state)
      }
      return screen.run(.retry, &state)
    },
  ])

  /// `u`: brings the post deleted last back under the cursor, within its undo window.
  private func undo(_ state: inout State) -> Effect<Action> {
    guard let target = state.deletions.undoable, case .post(let id) = target else {
      return .none
    }
    let undone = runDeletions(.deletion(ElementAction(id: target, action: .undo)), &state)
    let shown = state.shownPosts
    if let row = shown.firstIndex(where: { $0.post.id == id }) {
      state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
    }
    return .merge(undone, .send(.delegate(.notice("undone"))))
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
