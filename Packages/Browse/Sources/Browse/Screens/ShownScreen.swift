import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The state of the screen shown, whatever its kind: what the view draws, and what the
/// browser reads of it (whether it loads, whether it takes every key).
enum ShownScreen: Sendable, Hashable {
  case posts(PostsScreen.State)
  case users(UsersScreen.State)
  case albums(AlbumsScreen.State)
  case todos(TodosScreen.State)
  case post(PostScreen.State)
  case user(UserScreen.State)
  case album(AlbumScreen.State)
  case photo(PhotoScreen.State)
  case form(FormScreen)

  /// The screen shown of an opened screen.
  init(_ screen: OpenedScreen.State) {
    switch screen {
    case .post(let state): self = .post(state)
    case .user(let state): self = .user(state)
    case .todos(let state): self = .todos(state)
    case .album(let state): self = .album(state)
    case .photo(let state): self = .photo(state)
    case .form(let state): self = .form(state)
    }
  }

  /// The screen's kind.
  var kind: ScreenKind {
    switch self {
    case .posts: .posts
    case .users: .users
    case .albums: .albums
    case .todos: .todos
    case .post: .post
    case .user: .user
    case .album: .album
    case .photo: .photo
    case .form: .form
    }
  }

  /// Whether anything the screen shows is loading, so the spinner turns.
  var isLoading: Bool {
    switch self {
    case .posts(let state): state.isLoading
    case .users(let state): state.isLoading
    case .albums(let state): state.isLoading
    case .todos(let state): state.isLoading
    case .post(let state): state.isLoading
    case .user(let state): state.isLoading
    case .album(let state): state.isLoading
    case .photo: false
    case .form(let form): form.content.isLoading || form.content.isSubmitting
    }
  }

  /// Where the data the screen shows came from, for a screen that shows data.
  var origin: ScreenOrigin? {
    switch self {
    case .posts(let state): state.origin
    case .users(let state): state.origin
    case .albums(let state): state.origin
    case .todos(let state): state.origin
    case .post(let state): state.origin
    case .user(let state): state.origin
    case .album(let state): state.origin
    case .photo, .form: nil
    }
  }

  /// Why what the screen shows could not be read last, if it could not.
  var failure: LoadFailure? {
    switch self {
    case .posts(let state): state.failure
    case .users(let state): state.failure
    case .albums(let state): state.failure
    case .todos(let state): state.failure
    case .post(let state): state.detail.detail.failure
    case .user(let state): state.detail.detail.failure
    case .album(let state): state.photos.page.failure
    case .photo, .form: nil
    }
  }

  /// The records of the list shown that the server sent but the app could not read, and left
  /// out, as `app users` reports them.
  var skipped: [SkippedItems] {
    switch self {
    case .users(let state): state.list.users.value?.skipped ?? []
    case .albums(let state): state.list.page.value?.skipped ?? []
    case .album(let state): state.photos.page.value?.skipped ?? []
    case .post(let state): state.detail.detail.value?.skipped ?? []
    case .user(let state): state.detail.detail.value?.skipped ?? []
    case .posts(let state): state.skipped.keys.sorted().compactMap { state.skipped[$0] }
    case .todos, .photo, .form: []
    }
  }

  /// The screen's search, on a list.
  var search: ListSearch? {
    switch self {
    case .posts(let state): state.search
    case .users(let state): state.search
    case .albums(let state): state.search
    case .todos(let state): state.search
    case .album(let state): state.search
    case .post, .user, .photo, .form: nil
    }
  }

  /// The deletion the screen asks about or shows, for the status line.
  var deletion: DeletionPrompt? {
    switch self {
    case .posts(let state): state.deletions.prompt
    case .users(let state): state.deletions.prompt
    case .post(let state) where state.isAskingToDelete:
      DeletionPrompt(target: state.deletionTarget, title: state.title)
    case .user(let state) where state.isAskingToDelete:
      DeletionPrompt(target: state.deletionTarget, title: state.title)
    default: nil
    }
  }

  /// Whether a deletion waits for its answer on the screen, so that it takes the next key.
  var isAskingToDelete: Bool {
    deletion?.status == .confirming
  }

  /// The key that opens the key help on the screen: `?`, or Ctrl-G where `?` is typed (a form,
  /// a search being typed); none while a question waits for its answer (a deletion's, whether
  /// to discard a form's changes), which any other key answers.
  var helpKey: Key? {
    if isAskingToDelete { return nil }
    if case .form(let form) = self, form.isConfirmingDiscard { return nil }
    return takesEveryKey ? .control("g") : .character("?")
  }

  /// Whether the screen takes every key but Ctrl-C and Ctrl-Z, before the browser's own: a
  /// form, a search bar being typed into, a deletion waiting for its answer.
  var takesEveryKey: Bool {
    if case .form = self { return true }
    return isAskingToDelete || ListSearch.isTyping(search) || sort?.isChoosing == true
  }

  /// A short name of the screen in the header's way to it: a post's id, a user's name once
  /// loaded, an album's or a photo's number, a form's title.
  var crumb: String {
    switch self {
    case .post(let state):
      "\(state.detail.postID)"
    case .user(let state):
      state.detail.detail.value.map { $0.user.name.sanitizedForTerminalLine }
        ?? "user \(state.detail.userID)"
    case .album(let state):
      "album \(state.albumID)"
    case .photo(let state):
      "photo \(state.photo.id)"
    case .todos:
      BrowseTab.todos.title
    case .form(let form):
      form.subject.title
    case .posts, .users, .albums:
      ""
    }
  }
}
