import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The command line that `:` opens on the status line, as in k9s and vim: `:post 7`,
/// `:user 3`, `:album 12`, `:todos 2`, `:q`. Tab completes a command's name, Enter runs the
/// command, Esc closes the line; the keys edit it as they edit a field (Backspace, Ctrl-U,
/// ← →). A command that is not one, or an item that is not there, is said on the status line.
extension BrowseState {
  /// Handles `key` while the command line is open, or `:` that opens it; `nil` for every
  /// other key, and for Ctrl-C and Ctrl-Z.
  mutating func pressOnCommandLine(_ key: Key) -> [BrowseRequest]? {
    guard var input = commandLine else {
      guard key == .character(":"), takesColon else { return nil }
      commandLine = TextInput()
      return []
    }
    switch key {
    case .control("c"), .control("z"):
      return nil
    case .escape:
      commandLine = nil
      return []
    case .enter:
      commandLine = nil
      return run(input.text)
    case .tab:
      input.setText(JumpCommand.completed(input.text))
    case .backspace where input.text.isEmpty:
      commandLine = nil
      return []
    default:
      input.apply(key)
    }
    commandLine = input
    return []
  }

  /// Whether `:` opens the command line: not in the help, on a form, in a search bar being
  /// typed, or while a deletion waits for its answer.
  private var takesColon: Bool {
    if case .form = top.screen { return false }
    return !showsHelp && !BrowseLayout.isTooSmall(size) && !isAskingToDelete
      && search(on: top.screen)?.bar.isEditing != true
  }

  /// Runs the command `text`, or says what is wrong with it.
  private mutating func run(_ text: String) -> [BrowseRequest] {
    switch JumpCommand.parse(text) {
    case .failure(let problem):
      notice = problem.message?.sanitizedForTerminalLine
      return []
    case .success(.quit):
      return quit(interrupted: false)
    case .success(.post(let id)):
      let requests = select(.posts)
      return requests + jump("post \(id)") { $0.openPost(Post.ID(id)) }
    case .success(.user(let id)):
      if let missing = missingUser(id) { return missing }
      let requests = select(.users)
      return requests + jump("user \(id)") { $0.openUser(User.ID(id)) }
    case .success(.todos(let id)):
      if let missing = missingUser(id) { return missing }
      let requests = select(.users)
      let userID = User.ID(id)
      return requests
        + push(.todos(TodosScreen(userID: userID))) { .openTodos(screen: $0, userID) }
    case .success(.album(let id)):
      if let albums = loadedAlbums, !albums.contains(where: { $0.id.rawValue == id }) {
        notice = "No album \(id)."
        return []
      }
      let requests = select(.albums)
      return requests + openAlbum(Album.ID(id))
    }
  }

  /// Opens a screen with `open`, noting it as `name` so that it closes if it is not found.
  private mutating func jump(_ name: String, _ open: (inout Self) -> [BrowseRequest])
    -> [BrowseRequest]
  {
    let requests = open(&self)
    jumps[top.id] = name
    return requests
  }

  private mutating func openPost(_ id: Post.ID) -> [BrowseRequest] {
    push(.post(PostDetailFeature.State(postID: id))) { .openPost(screen: $0, id) }
  }

  /// `No user 9.` when every user is loaded and user `id` is not one of them.
  private mutating func missingUser(_ id: Int) -> [BrowseRequest]? {
    guard let users = users.users.value?.items,
      users.allSatisfy({ $0.id.rawValue != id }), self.users.selectedOwner == nil
    else { return nil }
    notice = "No user \(id)."
    return []
  }

  /// Every album, once the Albums tab loaded them.
  private var loadedAlbums: [Album]? {
    guard let root = stacks[BrowseTab.albums.rawValue].first,
      case .albums(let albums) = root.screen
    else { return nil }
    return albums.list.page.value?.items
  }

  /// Closes screen `id`, opened from the command line, when its item is not found, and says
  /// so; `nil` when there is nothing to close.
  mutating func closeIfNotFound(_ id: ScreenID, showing screen: BrowseScreen) -> [BrowseRequest]? {
    guard let name = jumps[id] else { return nil }
    let failure: LoadFailure?
    switch screen {
    case .post(let state):
      guard !state.detail.isLoading else { return nil }
      failure = state.detail.failure
    case .user(let state):
      guard !state.detail.isLoading else { return nil }
      failure = state.detail.failure
    default:
      failure = nil
    }
    jumps[id] = nil
    guard case .notFound? = failure?.networkError, top.id == id else { return nil }
    notice = "No \(name)."
    freshness.failLoad(of: id)
    return pop()
  }
}
