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
  /// The Posts tab's list, called as a function: `postsList(.reload, &state)`.
  var postsList: TabList<PostsList> { TabList(screen: posts, at: \.posts, BrowseAction.posts) }
  /// The Users tab's list, called as a function.
  var usersList: TabList<UsersList> { TabList(screen: users, at: \.users, BrowseAction.users) }
  /// The Albums tab's list, called as a function.
  var albumsList: TabList<AlbumsList> {
    TabList(screen: albums, at: \.albums, BrowseAction.albums)
  }
  /// The To-dos tab's list, called as a function.
  var todosList: TabList<TodosList> { TabList(screen: todos, at: \.todos, BrowseAction.todos) }

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
