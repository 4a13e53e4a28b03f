import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The command line that `:` opens, as the browser runs it: its keys, and the commands.
extension BrowseFeature {
  /// The command line that `:` opens on the status line, as in k9s and vim: `:post 7`,
  /// `:user 3`, `:album 12`, `:todos 2`, the same by name or title (`:user Ervin`), `:posts`
  /// and the other tabs, `:q`. Tab completes a command's name, and a name or a title the
  /// browser knows, listing them when there are several, and goes to each in turn when
  /// pressed again (Shift-Tab back); ↑ ↓ walk the commands run before; Enter runs the
  /// command and keeps it in the history, Esc closes the line; the keys edit it as they edit
  /// a field (Backspace, Ctrl-U, ← →). A command that is not one, or an item that is not
  /// there, is said on the status line.
  func pressOnCommandLine(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
    guard var prompt = state.commandLine else { return .none }
    switch key {
    case .escape:
      state.commandLine = nil
    case .enter:
      state.commandLine = nil
      state.commandHistory.add(prompt.text)
      return .merge(run(prompt.text, &state), saveHistory(state))
    case .tab, .backTab:
      let known = state
      let completions = { (kind: NameJump.Kind) in known.completions(of: kind) }
      prompt.complete(
        step: key == .tab ? 1 : -1,
        completed: { JumpCommand.completed($0, candidates: completions) },
        candidates: { JumpCommand.choices($0, candidates: completions) })
      state.commandLine = prompt
    case .up, .down:
      prompt.walk(key == .up ? -1 : 1, in: state.commandHistory)
      state.commandLine = prompt
    case .backspace where prompt.text.isEmpty:
      state.commandLine = nil
    default:
      prompt.apply(key)
      state.commandLine = prompt
    }
    return .none
  }

  /// Runs the command `text`, or says what is wrong with it. A screen it opens goes on its
  /// tab, over the list, whose cursor goes to the item, so that Esc lands on it.
  private func run(_ text: String, _ state: inout BrowseState) -> Effect<BrowseAction> {
    switch JumpCommand.parse(text) {
    case .failure(let problem):
      state.notice = problem.message?.sanitizedForTerminalLine
      return .none
    case .success(let command):
      return run(command, &state)
    }
  }

  /// Runs `command`: a screen it opens goes on its tab, over the list, whose cursor goes to
  /// the item, so that Esc lands on it.
  func run(_ command: JumpCommand, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let size = state.size
    switch command {
    case .quit:
      return quit(interrupted: false, &state)
    case .tab(let tab):
      return select(tab, &state)
    case .named(let jump):
      return find(jump, &state)
    case .post(let number):
      let id = Post.ID(number)
      let screen = PostScreen.State(postID: id, jumpName: "post \(number)", size: size)
      return .merge(
        selectList(.posts, &state),
        postsList(.select(id), &state),
        open(.post(screen), &state))
    case .user(let number):
      guard !isMissing(User.ID(number), state) else {
        state.notice = "No user \(number)."
        return .none
      }
      let id = User.ID(number)
      let screen = UserScreen.State(userID: id, jumpName: "user \(number)", size: size)
      return .merge(
        selectList(.users, &state), usersList(.select(id), &state),
        open(.user(screen), &state))
    case .todos(let number):
      guard !isMissing(User.ID(number), state) else {
        state.notice = "No user \(number)."
        return .none
      }
      let id = User.ID(number)
      return .merge(
        selectList(.users, &state), usersList(.select(id), &state),
        open(.todos(TodosScreen.State(userID: id, size: size)), &state))
    case .album(let number):
      let id = Album.ID(number)
      if let albums = state.albums.list.page.value?.items, !albums.contains(where: { $0.id == id })
      {
        state.notice = "No album \(number)."
        return .none
      }
      return .merge(
        selectList(.albums, &state), albumsList(.select(id), &state),
        open(.album(AlbumScreen.State(albumID: id, size: size)), &state))
    }
  }

  /// Shows `tab`'s list itself, closing the screens opened over it, so that a screen a command
  /// opens lies on the list and Esc lands on its item.
  private func selectList(_ tab: BrowseTab, _ state: inout BrowseState) -> Effect<BrowseAction> {
    if let bottom = state.stacks[tab.rawValue].ids.first {
      state.stacks[tab.rawValue].pop(from: bottom)
    }
    return select(tab, &state)
  }

  /// Whether every user is loaded and `id` is not one of them; not when the server sent
  /// users that could not be read, which `id` may be one of: its screen then says why.
  private func isMissing(_ id: User.ID, _ state: BrowseState) -> Bool {
    guard let page = state.users.list.users.value, page.skipped.isEmpty,
      state.users.list.selectedOwner == nil
    else { return false }
    return page.items.allSatisfy { $0.id != id }
  }
}
