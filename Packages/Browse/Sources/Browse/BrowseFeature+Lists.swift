import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The browser drives the tabs' lists by calling their reducers, each alone, rather than by
/// sending actions back into its own reducer, which would run every `Scope` and `forEach`
/// again for each.
extension BrowseFeature {
  /// Runs `action` on the Posts tab's list at once.
  func postsList(_ action: PostsScreen.Action, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    run(action, on: posts, at: \.posts, BrowseAction.posts, &state)
  }

  /// Runs `action` on the Users tab's list at once.
  func usersList(_ action: UsersScreen.Action, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    run(action, on: users, at: \.users, BrowseAction.users, &state)
  }

  /// Runs `action` on the Albums tab's list at once.
  func albumsList(_ action: AlbumsScreen.Action, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    run(action, on: albums, at: \.albums, BrowseAction.albums, &state)
  }

  /// Runs `action` on the To-dos tab's list at once.
  func todosList(_ action: TodosScreen.Action, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    run(action, on: todos, at: \.todos, BrowseAction.todos, &state)
  }

  /// Runs `action` on `list`, whose state is at `path`, its effect's actions embedded as the
  /// browser's with `embed`.
  private func run<Resource>(
    _ action: ListScreen<Resource>.Action, on list: ListScreen<Resource>,
    at path: WritableKeyPath<BrowseState, ListScreen<Resource>.State>,
    _ embed: @escaping @Sendable (ListScreen<Resource>.Action) -> BrowseAction,
    _ state: inout BrowseState
  ) -> Effect<BrowseAction> {
    list.reduce(into: &state[keyPath: path], action: action).map(embed)
  }

  /// Runs `input`, which every list takes, on `tab`'s list at once.
  func tell(_ tab: BrowseTab, _ input: ListInput, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    switch tab {
    case .posts: postsList(input.action(), &state)
    case .users: usersList(input.action(), &state)
    case .albums: albumsList(input.action(), &state)
    case .todos: todosList(input.action(), &state)
    }
  }
}

/// What the browser tells a tab's list, whatever its resource.
enum ListInput: Sendable, Hashable {
  case appear
  case key(Key)
  /// Puts the cursor on the row at an index of those shown, as a click does.
  case point(Int)
  case resized(TerminalSize)
  /// The server answered a read somewhere.
  case serverReached
  /// The server answered another request since the list failed: it asks again, once.
  case retryAfterOutage
  /// Every deletion still in its undo window is sent at once: the browser ends.
  case sendPendingDeletions

  /// This input as the action of a list of `Resource`.
  func action<Resource: ListResource>() -> ListScreen<Resource>.Action {
    switch self {
    case .appear: .appear
    case .key(let key): .key(key)
    case .point(let index): .point(index)
    case .resized(let size): .resized(size)
    case .serverReached: .serverReached
    case .retryAfterOutage: .retryAfterOutage
    case .sendPendingDeletions: .deletions(.sendPending)
    }
  }
}
