import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The browser's own keys: quitting and suspending, the key help, the tabs, the command line
/// that `:` opens, and the screen shown for every other key.
extension BrowseFeature {
  /// Handles `key`: the command line takes it while open, then Ctrl-C and Ctrl-Z, the help
  /// while shown (Ctrl-G opens it unless a question waits), and a screen that takes every key
  /// (a form, a search being typed, a deletion's question); then the browser's keys; the
  /// screen shown takes the others.
  func press(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
    state.notice = nil
    if state.jump != nil, let waited = pressWhileFinding(key, &state) { return waited }
    if state.commandLine != nil, key != .control("c"), key != .control("z") {
      return pressOnCommandLine(key, &state)
    }
    switch key {
    case .control("c"): return quit(interrupted: true, &state)
    case .control("z"): return .run { [runtime] _ in runtime.suspend() }
    default: break
    }
    if let offset = state.help {
      pressOnHelp(key, offset: offset, &state)
      return .none
    }
    return pressOnScreens(key, &state)
  }

  /// Handles `key` below the command line and the help, whether or not they are open: a screen
  /// that takes every key, then the browser's keys, then the screen shown. A key that a screen
  /// kept while it loaded is pressed again here, so that the command line or the help opened
  /// meanwhile stays open over what it does.
  func pressOnScreens(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
    let shown = state.shown
    guard !BrowseLayout.isTooSmall(state.size) else {
      let quits = key == .character("q") && !shown.takesEveryKey
      return quits ? quit(interrupted: false, &state) : .none
    }
    if key == .control("g"), shown.helpKey != nil {
      state.help = 0
      return .none
    }
    if let typed = shown.search?.bar.input.text, ListSearch.isTyping(shown.search) {
      if let recalled = recallSearch(key, typed: typed, &state) { return recalled }
      if key == .enter {
        state.searchHistory.add(typed)
        return .merge(tell([state.top], .key(key), &state), saveHistory(state))
      }
    } else {
      state.searchRecall = nil
    }
    if shown.takesEveryKey { return tell([state.top], .key(key), &state) }
    if let copied = pressCopy(key, &state) { return copied }
    switch key {
    case .character("q"):
      return quit(interrupted: false, &state)
    case .character("?"):
      state.help = 0
      return .none
    case .tab:
      return select(state.tab.advanced(by: 1), &state)
    case .backTab:
      return select(state.tab.advanced(by: -1), &state)
    case .character(":"):
      state.commandLine = CommandPrompt()
      return .none
    case .character(let character):
      if let number = character.wholeNumberValue, let tab = BrowseTab(rawValue: number - 1) {
        return select(tab, &state)
      }
    default:
      break
    }
    if key == .character("r"), shown.origin != nil {
      guard !state.isOffline else {
        // Offline, the store has already given all it has; a refresh would only claim more.
        state.notice = "offline: r needs the network"
        return .none
      }
      // A refresh asks the server again; the cache speaks up again if it still stands in.
      state.warning = nil
    }
    return tell([state.top], .key(key), &state)
  }

  /// Arrows scroll a help taller than the window; any other key closes it, `q` included.
  private func pressOnHelp(_ key: Key, offset: Int, _ state: inout BrowseState) {
    let hidden = BrowseLayout.hiddenHelpLines(state.size, on: state.shown.kind)
    let step: Int? =
      switch key {
      case .down, .character("j"): 1
      case .up, .character("k"): -1
      case .pageDown: BrowseLayout.helpRows(state.size)
      case .pageUp: -BrowseLayout.helpRows(state.size)
      default: nil
      }
    guard let step, hidden > 0 else {
      state.help = nil
      return
    }
    state.help = max(0, min(hidden, offset.addingClamped(step)))
  }

  /// Shows `tab`, whose list loads the first time it is shown.
  func select(_ tab: BrowseTab, _ state: inout BrowseState) -> Effect<BrowseAction> {
    state.tab = tab
    return tell([.root(of: tab)], .appear, &state)
  }

  // MARK: - The command line

  /// The command line that `:` opens on the status line, as in k9s and vim: `:post 7`,
  /// `:user 3`, `:album 12`, `:todos 2`, the same by name or title (`:user Ervin`), `:posts`
  /// and the other tabs, `:q`. Tab completes a command's name, and a name or a title the
  /// browser knows, listing them when there are several, and goes to each in turn when
  /// pressed again (Shift-Tab back); ↑ ↓ walk the commands run before; Enter runs the
  /// command and keeps it in the history, Esc closes the line; the keys edit it as they edit
  /// a field (Backspace, Ctrl-U, ← →). A command that is not one, or an item that is not
  /// there, is said on the status line.
  private func pressOnCommandLine(_ key: Key, _ state: inout BrowseState) -> Effect<BrowseAction> {
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

  /// Keeps the commands and the searches of `state` for the next runs.
  private func saveHistory(_ state: BrowseState) -> Effect<BrowseAction> {
    let lines = HistoryFile.lines(commands: state.commandHistory, searches: state.searchHistory)
    return .run { [runtime] _ in runtime.saveHistory(lines) }
  }

  /// ↑ and ↓ in a search being typed walk the searches kept before, from an empty query or
  /// once walking (after a query typed, they move the list as before): the query typed is
  /// replaced, as the screen's own keys replace it. `nil` for another key, which ends the walk.
  private func recallSearch(_ key: Key, typed: String, _ state: inout BrowseState)
    -> Effect<BrowseAction>?
  {
    guard key == .up || key == .down, typed.isEmpty || state.searchRecall != nil else {
      state.searchRecall = nil
      return nil
    }
    var recall = state.searchRecall ?? CommandPrompt(typed)
    recall.walk(key == .up ? -1 : 1, in: state.searchHistory)
    state.searchRecall = recall.recalled == nil ? nil : recall
    let keys: [Key] = [.end, .control("u")] + (recall.text.isEmpty ? [] : [.paste(recall.text)])
    return .merge(keys.map { tell([state.top], .key($0), &state) })
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
        reduce(into: &state, action: .posts(.select(id, loadingPages: false))),
        open(.post(screen), &state))
    case .user(let number):
      guard !isMissing(User.ID(number), state) else {
        state.notice = "No user \(number)."
        return .none
      }
      let id = User.ID(number)
      let screen = UserScreen.State(userID: id, jumpName: "user \(number)", size: size)
      return .merge(
        selectList(.users, &state), reduce(into: &state, action: .users(.select(id))),
        open(.user(screen), &state))
    case .todos(let number):
      guard !isMissing(User.ID(number), state) else {
        state.notice = "No user \(number)."
        return .none
      }
      let id = User.ID(number)
      return .merge(
        selectList(.users, &state), reduce(into: &state, action: .users(.select(id))),
        open(.todos(TodosScreen.State(userID: id, size: size)), &state))
    case .album(let number):
      let id = Album.ID(number)
      if let albums = state.albums.list.page.value?.items, !albums.contains(where: { $0.id == id })
      {
        state.notice = "No album \(number)."
        return .none
      }
      return .merge(
        selectList(.albums, &state), reduce(into: &state, action: .albums(.select(id))),
        open(.album(AlbumScreen.State(albumID: id, size: size)), &state))
    }
  }

  /// Shows `tab`'s list itself, closing the screens opened over it, so that a screen a command
  /// opens lies on the list and Esc lands on its item.
  private func selectList(_ tab: BrowseTab, _ state: inout BrowseState) -> Effect<BrowseAction> {
    for id in state.stacks[tab.rawValue].reversed() { close(id, &state) }
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
