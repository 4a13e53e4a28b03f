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
    /// The lists of the catalog's resources shown with the generic screens, in its order.
    var records: [RecordsScreen.State]

    /// The lists of `catalog`'s tabs laid out in `size`, before any is first shown; those of
    /// JSONPlaceholder's tabs are there even when the catalog has none of them, never shown.
    init(size: TerminalSize, catalog: ResourceCatalog = .jsonPlaceholder) {
      posts = PostsScreen.State(size: size)
      users = UsersScreen.State(size: size)
      albums = AlbumsScreen.State(size: size)
      todos = TodosScreen.State(size: size)
      records = catalog.genericResources.map {
        RecordsScreen.State(
          query: RecordsQuery(tab: $0), idField: catalog.idField,
          fieldNames: catalog.fields[$0.name],
          size: size)
      }
    }

    func root(of tab: BrowseTab) -> any BrowseScreen {
      switch tab {
      case .own(.posts): posts
      case .own(.users): users
      case .own(.albums): albums
      case .own(.todos): todos
      case .records(let index): records.element(at: index).map { $0 as any BrowseScreen } ?? posts
      }
    }
  }

  enum Action: Sendable, Hashable {
    case posts(PostsScreen.Action)
    case users(UsersScreen.Action)
    case albums(AlbumsScreen.Action)
    case todos(TodosScreen.Action)
    /// An action of the list of the `index`th generic tab.
    case records(Int, RecordsScreen.Action)

    var tab: BrowseTab {
      switch self {
      case .posts: .posts
      case .users: .users
      case .albums: .albums
      case .todos: .todos
      case .records(let index, _): .records(index)
      }
    }

    /// What the list asks of the browser, when the action is that.
    var delegate: BrowseDelegate? {
      switch self {
      case .posts(.delegate(let delegate)), .users(.delegate(let delegate)),
        .albums(.delegate(let delegate)), .todos(.delegate(let delegate)),
        .records(_, .delegate(let delegate)):
        delegate
      default: nil
      }
    }

    /// The record the server answered deleted, when the action says so.
    var deletedRecord: RecordKey? {
      switch self {
      case .albums(.deletions(let deletions)), .todos(.deletions(let deletions)),
        .records(_, .deletions(let deletions)):
        deletions.deletedOnServer
      default: nil
      }
    }

    /// Whether the action says that the server answered a read of the list's.
    var isServerReached: Bool {
      switch self {
      case .posts(.readSource(.server)), .users(.readSource(.server)),
        .albums(.readSource(.server)), .todos(.readSource(.server)),
        .records(_, .readSource(.server)):
        true
      default: false
      }
    }
  }

  static func resource(of tab: JSONPlaceholderTab) -> any TabResource.Type {
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
  let records: RecordsScreen

  /// The tabs' lists, reading through `client` (the generic ones through `records`), the
  /// posts and the users deleting through `deletion`, the others through `recordDeletion`;
  /// with `isOffline`, they never ask the server again for what they show from the store.
  /// `openURL` opens a user's website from the users, and a record's web address.
  init(
    client: NetworkClient, records: RecordsClient, deletion: DeleteFeature,
    recordDeletion: DeletionFeature<RecordKey>, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool
  ) {
    let recordDeletions = DeletionList(deletion: recordDeletion)
    self.records = RecordsScreen(
      records: records, deletions: recordDeletions, isOffline: isOffline, openURL: openURL)
    posts = PostsScreen(
      client: AuthorsOnce().client(client), deletion: deletion, isOffline: isOffline)
    users = UsersScreen(
      users: UsersListFeature(client: client), deletions: DeletionList(deletion: deletion),
      isOffline: isOffline, openURL: openURL)
    albums = AlbumsScreen(
      albums: AlbumsFeature(client: client), deletions: recordDeletions, isOffline: isOffline)
    todos = TodosScreen(
      checklist: TodoChecklistFeature(client: client), deletions: recordDeletions,
      isOffline: isOffline)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .posts(let action):
      return posts.reduce(into: &state.posts, action: action).map(Action.posts)
    case .users(let action):
      return users.reduce(into: &state.users, action: action).map(Action.users)
    case .albums(let action):
      return albums.reduce(into: &state.albums, action: action).map(Action.albums)
    case .todos(let action):
      return todos.reduce(into: &state.todos, action: action).map(Action.todos)
    case .records(let index, let action):
      guard state.records.indices.contains(index) else { return .none }
      // Every generic list is a `RecordsScreen`: its work is kept apart by its place, so that
      // one tab's load never cancels another's.
      return records.reduce(into: &state.records[index], action: action)
        .scoped(to: RecordsTabScope(index: index))
        .map { Action.records(index, $0) }
    }
  }

  /// The cancellation scope of the generic list at `index`.
  struct RecordsTabScope: Hashable, Sendable {
    let index: Int
  }

  /// Runs `input`, which every list takes, on `tab`'s list at once.
  func tell(_ tab: BrowseTab, _ input: ScreenInput, _ state: inout State) -> Effect<Action> {
    switch tab {
    case .own(.posts): return reduce(into: &state, action: .posts(input.listAction()))
    case .own(.users): return reduce(into: &state, action: .users(input.listAction()))
    case .own(.albums): return reduce(into: &state, action: .albums(input.listAction()))
    case .own(.todos): return reduce(into: &state, action: .todos(input.listAction()))
    case .records(let index):
      return reduce(into: &state, action: .records(index, input.listAction()))
    }
  }
}
