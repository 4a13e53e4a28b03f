import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The keys of the Posts tab: moving, opening, searching, refreshing, and the forms and the
/// deletions of the posts.
extension PostsList {
  static let keys = KeyTable<Screen, Screen.State, Effect<Screen.Action>>(
    [
      ListKeys.open(
        "open the post", nothing: "no post to open", hasItem: { $0.selectedRow != nil }
      ) { _, state in
        guard let post = state.selectedRow else { return .none }
        return .send(.delegate(.open(.post(post.post.id))))
      }
    ] + ListKeys.searching("search every post; Enter keeps the filter")
      + ListKeys.changes(
        "create a post, edit it, delete it (after y)", noun: "post", item: { $0.selectedRow },
        create: { _, _ in
          .send(.delegate(.open(.form(FormScreen.newPost))))
        },
        edit: { _, _, post in
          .send(.delegate(.open(.form(.editing(post.post, author: post.author)))))
        },
        delete: { screen, state, post in
          screen.askToDelete(
            post, title: post.post.title, refusal: DeletionPrompt.offlineRefusal, &state)
        }) + [
        ListKeys.undoDelete(within: BrowseFeature.undoWindowWords),
        ListKeys.sort(),
        ListKeys.copy("copy the post's id, its JSON"),
        ListKeys.refresh { screen, state in screen.resource.refresh(&state) },
      ] + ListKeys.moves())

  /// `r`: while the posts are searched, asks the server for every post again; otherwise
  /// reads the pages shown again, or tries the failed page again.
  private func refresh(_ state: inout Screen.State) -> Effect<Screen.Action> {
    if state.isSearching {
      let load: PostsListFeature.Action =
        state.allPosts?.posts.value != nil ? .list(.revalidate) : .list(.load)
      return runAllPosts(load, &state).reading(.revalidated)
    }
    state.cursor.place(
      on: state.cursor.row, count: state.shownRows.count, visibleRows: state.visibleRows)
    guard state.feed.failure != nil, !state.feed.items.isEmpty else {
      return refresh(announced: true, &state)
    }
    return run(.retry, &state)
  }
}
