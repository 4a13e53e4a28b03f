import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
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

  /// The keys of the posts: each with what it does and the words that say so.
  static let keys = KeyTable<PostsScreen, State, Effect<Action>>(
    [
      ListKeys.open(
        "open the post", nothing: "no post to open", hasItem: { $0.selectedPost != nil }
      ) { _, state in
        guard let post = state.selectedPost else { return .none }
        return .send(.delegate(.open(.post(post.post.id))))
      }
    ] + ListKeys.searching("search every post; Enter keeps the filter")
      + ListKeys.changes(
        "create a post, edit it, delete it (after y)", noun: "post", item: { $0.selectedPost },
        create: { _, _ in
          .send(.delegate(.open(.form(FormScreen(.newPost(PostFormFeature.State(mode: .create)))))))
        },
        edit: { _, _, post in
          .send(.delegate(.open(.form(.editing(post.post, author: post.author)))))
        },
        delete: { screen, state, post in
          guard !screen.isOffline else {
            return .send(.delegate(.notice(DeletionPrompt.offlineRefusal(.post(post.post.id)))))
          }
          return screen.runDeletions(.ask(.post(post.post.id), title: post.post.title), &state)
        }) + [
        ListKeys.undoDelete(canUndo: { $0.deletions.undoable != nil }) { screen, state in
          screen.undo(&state)
        },
        ListKeys.sort(KeyHelp.sortKeys(SortColumns.posts)),
        ListKeys.copy("copy the post's id, its JSON"),
        ListKeys.refresh { screen, state in screen.refresh(&state) },
      ] + ListKeys.moves())

  /// `r`: while the posts are searched, asks the server for every post again; otherwise
  /// reads the pages shown again, or tries the failed page again.
  private func refresh(_ state: inout State) -> Effect<Action> {
    if state.isSearching {
      let load: PostsListFeature.Action =
        state.allPosts?.posts.value != nil ? .list(.revalidate) : .list(.load)
      return runAllPosts(load, &state).reading(.revalidated)
    }
    state.cursor.place(
      on: state.cursor.row, count: state.shownPosts.count, visibleRows: state.visibleRows)
    guard state.feed.failure != nil, !state.feed.items.isEmpty else {
      return refresh(announced: true, &state)
    }
    return run(.retry, &state)
  }

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
  func move(by delta: Int, _ state: inout State) -> Effect<Action> {
    let canGrow = state.moreRowsMayCome
    state.moveCursor(by: delta)
    guard delta == .max, canGrow else { return loadMoreIfNeeded(&state) }
    return run(.loadRemainingPages, &state)
  }

  /// Opening the search loads every post once, to search them all rather than the pages
  /// loaded.
  func searched(_ outcome: SearchBar.Outcome, _ state: inout State) -> Effect<Action> {
    outcome == .opened ? loadEveryPost(&state) : .none
  }
}

extension PostsScreen: ListScreen {
  static func delegate(_ delegate: ScreenDelegate) -> Action {
    .delegate(delegate)
  }
}
