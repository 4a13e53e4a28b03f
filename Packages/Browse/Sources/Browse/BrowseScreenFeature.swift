import Features
import JSONPlaceholderFeatures
import NetworkClient

/// The feature of one screen on a tab's stack: it runs the screen's child feature (a post's
/// or a user's detail, an album list, an album's photos, a checklist, a form) on the state the
/// screen holds, and loads the screen's data as ``ScreenAction/load(_:)`` asks.
///
/// A quiet load is the child's revalidation, which keeps what the screen shows until the
/// answer comes; only its answer changes the screen. The reads of the screens that show data
/// report where they were answered from with ``ScreenAction/readSource(_:)``.
struct BrowseScreenFeature: Reducer {
  typealias State = ScreenEntry
  typealias Action = ScreenAction

  let postDetail: PostDetailFeature
  let userDetail: UserDetailFeature
  let albums: AlbumsFeature
  let photos: PhotosFeature
  let todos: TodoChecklistFeature
  let userEdit: UserEditFeature
  let postEdit: PostEditFeature
  let userForm: UserFormFeature
  let postForm: PostFormFeature
  let authorPicker: AuthorPickerFeature

  /// Creates the feature, loading and saving through `client`.
  init(client: NetworkClient) {
    postDetail = PostDetailFeature(client: client)
    userDetail = UserDetailFeature(client: client)
    albums = AlbumsFeature(client: client)
    photos = PhotosFeature(client: client)
    todos = TodoChecklistFeature(client: client)
    userEdit = UserEditFeature(client: client)
    postEdit = PostEditFeature(client: client)
    userForm = UserFormFeature(client: client)
    postForm = PostFormFeature(client: client)
    authorPicker = AuthorPickerFeature(client: client)
  }

  func reduce(into entry: inout ScreenEntry, action: ScreenAction) -> Effect<ScreenAction> {
    switch action {
    case .readSource:
      return .none
    case .load(let options):
      guard let load = Self.load(of: entry.screen, keepingShown: options.isQuiet) else {
        return .none
      }
      return reporting(child(load, &entry), of: entry.screen, freshness: options.freshness)
    default:
      return reporting(child(action, &entry), of: entry.screen, freshness: .standard)
    }
  }

  /// The child's action that loads the data of `screen`, if it has data to load: with
  /// `keepingShown`, the child's revalidation, which keeps what it shows until the answer. A
  /// form is loaded once, so it has none.
  private static func load(of screen: BrowseScreen, keepingShown: Bool) -> ScreenAction? {
    switch screen {
    case .post: .post(keepingShown ? .revalidate : .load)
    case .user: .user(keepingShown ? .revalidate : .load)
    case .albums: .albums(keepingShown ? .revalidate : .load)
    case .album: .photos(keepingShown ? .revalidate : .load)
    case .todos: .todos(keepingShown ? .revalidate : .load)
    case .form(let form):
      switch form.editing {
      case .user: .userEdit(.load)
      case .post: .postEdit(.load)
      case .newUser, .newPost: nil
      }
    case .posts, .users, .photo: nil
    }
  }

  /// `effect` with its reads as fresh as `freshness` says and, on a screen that shows data,
  /// reporting where they were answered from.
  private func reporting(
    _ effect: Effect<ScreenAction>, of screen: BrowseScreen, freshness: ReadFreshness
  ) -> Effect<ScreenAction> {
    switch screen {
    case .form, .photo, .posts, .users:
      effect.reading(freshness)
    case .post, .user, .albums, .album, .todos:
      effect.reading(freshness) { .readSource($0) }
    }
  }

  /// Runs `action` on the child feature of `entry`'s screen; an action of another kind of
  /// screen changes nothing.
  private func child(_ action: ScreenAction, _ entry: inout ScreenEntry) -> Effect<ScreenAction> {
    switch (action, entry.screen) {
    case (.post(let action), .post(var state)):
      let effect = postDetail.reduce(into: &state, action: action)
      entry.screen = .post(state)
      return effect.map(ScreenAction.post)
    case (.user(let action), .user(var state)):
      let effect = userDetail.reduce(into: &state, action: action)
      entry.screen = .user(state)
      return effect.map(ScreenAction.user)
    case (.albums(let action), .albums(var albums)):
      let effect = self.albums.reduce(into: &albums.list, action: action)
      entry.screen = .albums(albums)
      return effect.map(ScreenAction.albums)
    case (.photos(let action), .album(var grid)):
      let effect = photos.reduce(into: &grid.photos, action: action)
      entry.screen = .album(grid)
      return effect.map(ScreenAction.photos)
    case (.todos(let action), .todos(var screen)):
      let effect = todos.reduce(into: &screen.checklist, action: action)
      entry.screen = .todos(screen)
      return effect.map(ScreenAction.todos)
    case (.form(.author(let action)), .form(var form)):
      let effect = pickAuthor(action, &form)
      entry.screen = .form(form)
      return effect
    case (.form, .form(var form)), (.userEdit, .form(var form)), (.postEdit, .form(var form)):
      let effect = form.update { self.form(action, &$0) }
      entry.screen = .form(form)
      return effect
    default:
      return .none
    }
  }
}
