import Features
import TerminalKit

/// The key tables of the screens by kind, for what reads them all: the key help, the status
/// line's hints, the keys no screen knows.
enum ScreenKeys {
  /// What the table of screens of `kind` says of its keys.
  static func lines(of kind: ScreenKind) -> [KeyLine] {
    switch kind {
    case .posts: PostsScreen.keys.lines
    case .users: UsersScreen.keys.lines
    case .albums: AlbumsScreen.keys.lines
    case .todos: TodosScreen.keys.lines
    case .post: PostScreen.keys.lines
    case .user: UserScreen.keys.lines
    case .album: AlbumScreen.keys.lines
    case .photo: PhotoScreen.keys.lines
    case .form: FormScreen.keyLines
    }
  }

  /// The hints of the screen shown and of the browser, by rank, the lowest first.
  static func hints(_ shown: ShownScreen, _ state: BrowseState) -> [String] {
    let screen: [(text: String, rank: Int)] =
      switch shown {
      case .posts(let posts): PostsScreen.keys.hints(for: posts)
      case .users(let users): UsersScreen.keys.hints(for: users)
      case .albums(let albums): AlbumsScreen.keys.hints(for: albums)
      case .todos(let todos): TodosScreen.keys.hints(for: todos)
      case .post(let post): PostScreen.keys.hints(for: post)
      case .user(let user): UserScreen.keys.hints(for: user)
      case .album(let album): AlbumScreen.keys.hints(for: album)
      case .photo(let photo): PhotoScreen.keys.hints(for: photo)
      case .form: []
      }
    return KeyTable<BrowseFeature, BrowseState, Effect<BrowseAction>>.ranked(
      screen + BrowseFeature.keys.hints(for: state))
  }
}
