import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The forms that create and edit users and posts, and the keys that delete them: `n` opens a
/// new post or user on the Posts or Users tab, `e` the form of the row or detail shown, filled
/// in, and `d` asks `Delete "TITLE"? [y/N]` in the status line (see `BrowseState+Deletions`).
extension BrowseState {
  /// Takes `key` when it is for a form or the deletion question: every key but Ctrl-C and
  /// Ctrl-Z on a form screen, any key while a deletion waits for `y`, `n`, `e` and `d` on the
  /// lists and details, and `u` while a deletion can be undone. `nil` when the key is not
  /// theirs.
  mutating func pressForForms(_ key: Key) -> [BrowseRequest]? {
    guard !showsHelp, key != .control("c"), key != .control("z") else { return nil }
    let isForm = if case .form = top.screen { true } else { false }
    guard !BrowseLayout.isTooSmall(size) else { return isForm ? [] : nil }
    if isAskingToDelete { return answerDeletion(key) }
    forgetFinishedDeletions()
    if case .form(var form) = top.screen {
      let screen = top.id
      let outcome = form.press(key)
      updateTop { $0.screen = .form(form) }
      return requests(for: outcome, screen: screen)
    }
    // Typing a search takes every letter.
    guard search(on: top.screen)?.bar.isEditing != true else { return nil }
    switch key {
    case .character("n"): return openNewForm()
    case .character("e"): return openEditForm()
    case .character("d"): return askToDelete()
    case .character("u"): return undoDeletion()
    default: return nil
    }
  }

  /// Reacts to what the form of screen `screen` did: once saved, shows what was saved.
  mutating func formChanged(_ form: FormScreen, screen: ScreenID) -> [BrowseRequest] {
    guard top.id == screen, let saved = form.content.saved else { return [] }
    switch (FormScreen.Subject(form.editing), saved) {
    case (.newPost, .post(let post)): createdItem = .post(post.id)
    case (.newUser, .user(let user)): createdItem = .user(user.id)
    default: break
    }
    return showSaved(saved)
  }

  /// Puts the external editor's text into the body of the form on screen `screen`, or says
  /// why it could not.
  mutating func editorFinished(
    on screen: ScreenID, _ outcome: Result<String, ExternalEditor.Failure>
  ) -> [BrowseRequest] {
    guard top.id == screen, case .form(var form) = top.screen else { return [] }
    var requests: [BrowseRequest] = []
    switch outcome {
    case .success(let text): requests = self.requests(for: form.setBody(text), screen: screen)
    case .failure(let failure): form.editorFailed("\(failure.message); the body is unchanged")
    }
    updateTop { $0.screen = .form(form) }
    return requests
  }

  private mutating func requests(for outcome: FormScreen.Outcome, screen: ScreenID)
    -> [BrowseRequest]
  {
    switch outcome {
    case .none: []
    case .send(let inputs): inputs.map { .forms(.send(screen: screen, $0)) }
    case .leave: pop()
    case .reload: [.forms(.load(screen: screen))]
    case .editBody(let text): [.forms(.editBody(screen: screen, text))]
    }
  }

  // MARK: - Opening

  /// Opens an empty form on the Posts or Users tab: a new item's form, there at once.
  private mutating func openNewForm() -> [BrowseRequest]? {
    switch tab {
    case .posts: openForm(FormScreen(.newPost(PostFormFeature.State(mode: .create))))
    case .users: openForm(FormScreen(.newUser(UserFormFeature.State(mode: .create))))
    default: nil
    }
  }

  /// Opens the form of the row under the cursor or of the detail shown: filled in at once
  /// when the item is at hand, after loading it otherwise.
  private mutating func openEditForm() -> [BrowseRequest]? {
    switch top.screen {
    case .posts:
      guard let summary = shownPosts.element(at: top.position.cursor) else { return [] }
      return editPost(summary.post.id, summary.post, author: summary.author)
    case .users:
      guard let user = shownUsers.element(at: top.position.cursor) else { return [] }
      return editUser(user.id, user)
    case .post(let state):
      return editPost(state.postID, state.detail.value?.post, author: state.detail.value?.author)
    case .user(let state):
      return editUser(state.userID, state.detail.value?.user)
    default:
      // The other screens, and a form, neither edit nor delete.
      return nil
    }
  }

  /// Opens the form of post `id`, with its author chosen when the post is at hand; named when
  /// `author` is known.
  private mutating func editPost(_ id: Post.ID, _ post: Post?, author: User?) -> [BrowseRequest] {
    let form = post.map { Loadable.loaded(PostFormFeature.State(mode: .edit($0))) } ?? .loading
    let editing = FormScreen.Editing.post(PostEditFeature.State(id: id, form: form))
    return openForm(FormScreen(editing, author: post?.userId, authorName: author?.name))
  }

  private mutating func editUser(_ id: User.ID, _ user: User?) -> [BrowseRequest] {
    let form = user.map { Loadable.loaded(UserFormFeature.State(mode: .edit($0))) } ?? .loading
    return openForm(FormScreen(.user(UserEditFeature.State(id: id, form: form))))
  }

  /// Opens `form`, loading the item to edit when it is not at hand.
  private mutating func openForm(_ form: FormScreen) -> [BrowseRequest] {
    let loads = form.content.isLoading
    return push(.form(form)) { loads ? .forms(.load(screen: $0)) : nil }
  }

  /// Replaces the form with the detail of what the server saved, and loads the list it is
  /// in again. The detail the form was opened from, if any, is replaced too, its comments or
  /// albums and to-dos kept.
  private mutating func showSaved(_ saved: SavedItem) -> [BrowseRequest] {
    var requests = pop()
    let previous = top.screen
    switch (saved, previous) {
    case (.post(let post), .post(let state)) where state.postID == post.id:
      requests += pop()
    case (.user(let user), .user(let state)) where state.userID == user.id:
      requests += pop()
    default:
      break
    }
    switch saved {
    case .post(let post):
      let author =
        users.visibleUsers.first { $0.id == post.userId }
        ?? posts.items.first { $0.post.userId == post.userId }?.author
      requests += refreshPosts()
      var detail = PostDetail(post: post, author: author, comments: [])
      if case .post(let state) = previous, state.postID == post.id, let shown = state.detail.value {
        detail.author = shown.author
        detail.comments = shown.comments
      }
      requests += showDetail(
        .post(PostDetailFeature.State(postID: post.id, detail: .loaded(detail))))
    case .user(let user):
      requests += reloadUsers(selecting: users.selectedOwner, keepingCursor: true)
      var detail = UserDetail(user: user, albums: [], todos: [])
      if case .user(let state) = previous, state.userID == user.id, let shown = state.detail.value {
        detail.albums = shown.albums
        detail.todos = shown.todos
      }
      requests += showDetail(
        .user(UserDetailFeature.State(userID: user.id, detail: .loaded(detail))))
    }
    return requests
  }

  /// Opens `screen`, a detail with what a save answered, without loading it.
  private mutating func showDetail(_ screen: BrowseScreen) -> [BrowseRequest] {
    var requests = push(screen) { _ in nil }
    let id = top.id
    switch screen {
    case .post(let state):
      requests += loaded(id, state.detail, revalidation: .reloadDetail(screen: id))
    case .user(let state):
      requests += loaded(id, state.detail, revalidation: .reloadDetail(screen: id))
    default: break
    }
    return requests
  }
}
