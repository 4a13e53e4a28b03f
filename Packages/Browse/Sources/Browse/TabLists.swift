import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The tabs' lists, each the root of its tab, as one feature of the browser: the one place
/// that names every tab's list. The browser reads a tab's list as a ``BrowseScreen`` and
/// tells it what to do with a ``ScreenInput``, whichever tab it is.
struct TabLists: Reducer {
  struct State: Sendable, Hashable {
    var posts: PostsScreen.State
    var users: UsersScreen.State
    var albums: AlbumsScreen.State
    var todos: TodosScreen.State

    /// The four lists laid out in `size`, before any is first shown.
    init(size: TerminalSize) {
      posts = PostsScreen.State(size: size)
      users = UsersScreen.State(size: size)
      albums = AlbumsScreen.State(size: size)
      todos = TodosScreen.State(size: size)
    }

    /// `tab`'s list, as the browser reads any screen.
    func root(of tab: BrowseTab) -> any BrowseScreen {
      switch tab {
      case .posts: posts
      case .users: users
      case .albums: albums
      case .todos: todos
      }
    }
  }

  enum Action: Sendable, Hashable {
    case posts(PostsScreen.Action)
    case users(UsersScreen.Action)
    case albums(AlbumsScreen.Action)
    case todos(TodosScreen.Action)

    /// The tab whose list the action is of.
    var tab: BrowseTab {
      switch self {
      case .posts: .posts
      case .users: .users
      case .albums: .albums
      case .todos: .todos
      }
    }

    /// What the list asks of the browser, when the action is that.
    var delegate: BrowseDelegate? {
      switch self {
      case .posts(.delegate(let delegate)), .users(.delegate(let delegate)),
        .albums(.delegate(let delegate)), .todos(.delegate(let delegate)):
        delegate
      default: nil
      }
    }

    /// Whether the action says that the server answered a read of the list's.
    var isServerReached: Bool {
      switch self {
      case .posts(.readSource(.server)), .users(.readSource(.server)),
        .albums(.readSource(.server)), .todos(.readSource(.server)):
        true
      default: false
      }
    }
  }

  /// The resource of `tab`'s list.
  static func resource(of tab: BrowseTab) -> any TabResource.Type {
    switch tab {
    case .posts: PostsList.self
    case .users: UsersList.self
    case .albums: AlbumsList.self
    case .todos: TodosList.self
    }
  }

  let posts: PostsScreen
  let users: UsersScreen
  let albums: AlbumsScreen
  let todos: TodosScreen

  /// The tabs' lists, reading through `client`, the posts and the users deleting through
  /// `deletion`; with `isOffline`, they never ask the server again for what they show from
  /// the store. `openURL` opens a user's website from the users.
  init(
    client: NetworkClient, deletion: DeleteFeature, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool
  ) {
    posts = PostsScreen(
      client: AuthorsOnce().client(client), deletion: deletion, isOffline: isOffline)
    users = UsersScreen(
      users: UsersListFeature(client: client), deletions: DeletionList(deletion: deletion),
      isOffline: isOffline, openURL: openURL)
    albums = AlbumsScreen(albums: AlbumsFeature(client: client), isOffline: isOffline)
    todos = TodosScreen(checklist: TodoChecklistFeature(client: client), isOffline: isOffline)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .posts(let action): posts.reduce(into: &state.posts, action: action).map(Action.posts)
    case .users(let action): users.reduce(into: &state.users, action: action).map(Action.users)
    case .albums(let action):
      albums.reduce(into: &state.albums, action: action).map(Action.albums)
    case .todos(let action): todos.reduce(into: &state.todos, action: action).map(Action.todos)
    }
  }

  /// Runs `input`, which every list takes, on `tab`'s list at once.
  func tell(_ tab: BrowseTab, _ input: ScreenInput, _ state: inout State) -> Effect<Action> {
    switch tab {
    case .posts: reduce(into: &state, action: .posts(input.listAction()))
    case .users: reduce(into: &state, action: .users(input.listAction()))
    case .albums: reduce(into: &state, action: .albums(input.listAction()))
    case .todos: reduce(into: &state, action: .todos(input.listAction()))
    }
  }
}
