import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A screen opened over a tab's root list: a post, a user, a user's to-dos, an album's grid,
/// a photo or a form, each a feature of its own, told apart by its ``ScreenID``.
///
/// The browser keeps them in a stack for each tab, run with `forEach`: each screen's effects
/// are its own, and closing a screen cancels what it was loading.
struct OpenedScreen: Reducer {
  enum State: Sendable, Hashable {
    case post(PostScreen.State)
    case user(UserScreen.State)
    case todos(TodosScreen.State)
    case album(AlbumScreen.State)
    case photo(PhotoScreen.State)
    case form(FormScreen)
    /// Records of any resource: a relation's.
    case records(RecordsScreen.State)
    /// A record of any resource.
    case record(RecordScreen.State)

    var shown: any BrowseScreen {
      switch self {
      case .post(let state): state
      case .user(let state): state
      case .todos(let state): state
      case .album(let state): state
      case .photo(let state): state
      case .form(let state): state
      case .records(let state): state
      case .record(let state): state
      }
    }
  }

  /// An action of an opened screen's feature: what the browser tells any screen, or one of a
  /// kind of screen's, which another kind ignores.
  enum Action: Sendable, Hashable {
    case input(ScreenInput)
    case post(PostScreen.Action)
    case user(UserScreen.Action)
    case todos(TodosScreen.Action)
    case album(AlbumScreen.Action)
    case photo(PhotoScreen.Action)
    case form(FormScreenFeature.Action)
    case records(RecordsScreen.Action)
    case record(RecordScreen.Action)

    /// What the screen tells the browser, when the action says something.
    var delegate: BrowseDelegate? {
      switch self {
      case .post(.delegate(let delegate)), .user(.delegate(let delegate)),
        .todos(.delegate(let delegate)), .album(.delegate(let delegate)),
        .photo(.delegate(let delegate)), .form(.delegate(let delegate)),
        .records(.delegate(let delegate)), .record(.delegate(let delegate)):
        delegate
      default:
        nil
      }
    }

    /// The record the server answered deleted, when the action says so.
    var deletedRecord: RecordKey? {
      switch self {
      case .records(.deletions(let deletions)), .todos(.deletions(let deletions)):
        deletions.deletedOnServer
      default: nil
      }
    }

    /// Where a read of the screen's was answered from, when the action says.
    var readSource: ReadSource? {
      switch self {
      case .post(.readSource(let source)), .user(.readSource(let source)),
        .todos(.readSource(let source)), .album(.readSource(let source)),
        .photo(.readSource(let source)), .records(.readSource(let source)),
        .record(.readSource(let source)):
        source
      default:
        nil
      }
    }
  }

  let post: PostScreen
  let user: UserScreen
  let todos: TodosScreen
  let album: AlbumScreen
  let photo: PhotoScreen
  let form: FormScreenFeature
  let records: RecordsScreen
  let record: RecordScreen

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch (state, Self.specific(action, for: state)) {
    case (.post(var screen), .post(let action)?):
      defer { state = .post(screen) }
      return post.reduce(into: &screen, action: action).map(Action.post)
    case (.user(var screen), .user(let action)?):
      defer { state = .user(screen) }
      return user.reduce(into: &screen, action: action).map(Action.user)
    case (.todos(var screen), .todos(let action)?):
      defer { state = .todos(screen) }
      return todos.reduce(into: &screen, action: action).map(Action.todos)
    case (.album(var screen), .album(let action)?):
      defer { state = .album(screen) }
      return album.reduce(into: &screen, action: action).map(Action.album)
    case (.photo(var screen), .photo(let action)?):
      defer { state = .photo(screen) }
      return photo.reduce(into: &screen, action: action).map(Action.photo)
    case (.form(var screen), .form(let action)?):
      defer { state = .form(screen) }
      return form.reduce(into: &screen, action: action).map(Action.form)
    case (.records(var screen), .records(let action)?):
      defer { state = .records(screen) }
      return records.reduce(into: &screen, action: action).map(Action.records)
    case (.record(var screen), .record(let action)?):
      defer { state = .record(screen) }
      return record.reduce(into: &screen, action: action).map(Action.record)
    default:
      return .none
    }
  }

  /// `action` as the action of `screen`'s kind: what the browser tells any screen becomes that
  /// kind's own; `nil` for what the kind does not take. A photo is shown as the grid had it,
  /// read again only with `r` or after an outage; a form takes keys, its first showing and the
  /// window's size.
  private static func specific(_ action: Action, for screen: State) -> Action? {
    guard case .input(let input) = action else { return action }
    switch (input, screen) {
    case (_, .post): return input.action().map(Action.post)
    case (_, .user): return input.action().map(Action.user)
    case (_, .todos): return .todos(input.listAction())
    case (_, .album): return input.action().map(Action.album)
    case (.appear, .photo): return nil
    case (_, .photo): return input.action().map(Action.photo)
    case (.appear, .form): return .form(.appear)
    case (.key(let key), .form): return .form(.key(key))
    case (.resized(let size), .form): return .form(.resized(size))
    case (_, .form): return nil
    case (_, .records): return .records(input.listAction())
    case (_, .record): return input.action().map(Action.record)
    }
  }
}

extension OpenedScreen {
  /// Every kind of screen opened over a list, reading and saving through `client`; a user's
  /// to-dos are the To-dos tab's list, `todos`, again. With `isOffline`, they never ask the
  /// server again for what they show from the store; `runtime` opens addresses and the
  /// external editor. Records are identified by their `idField`.
  init(
    client: NetworkClient, records: RecordsScreen, record: RecordScreen, todos: TodosScreen,
    idField: String, isOffline: Bool, runtime: BrowseRuntime
  ) {
    self.init(
      post: PostScreen(post: PostDetailFeature(client: client), isOffline: isOffline),
      user: UserScreen(
        user: UserDetailFeature(client: client), isOffline: isOffline,
        openURL: runtime.openURL),
      todos: todos,
      album: AlbumScreen(client: client, isOffline: isOffline),
      photo: PhotoScreen(client: client, isOffline: isOffline, openURL: runtime.openURL),
      form: FormScreenFeature(
        userEdit: UserEditFeature(client: client), postEdit: PostEditFeature(client: client),
        userForm: UserFormFeature(client: client), postForm: PostFormFeature(client: client),
        recordForm: RecordFormFeature(records: records.resource.records),
        links: LinkChoices(records: records.resource.records, idField: idField),
        isOffline: isOffline, edit: runtime.edit),
      records: records, record: record)
  }
}
