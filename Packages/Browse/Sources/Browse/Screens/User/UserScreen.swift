import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A user with their map, albums and to-dos, opened from the users, a post's author, the
/// command line (`:user 3`) or a form that saved them.
///
/// It owns the user's detail feature state, how far it is scrolled, the album under the cursor,
/// the question whether to delete the user, and where the user came from. `↑` `↓` move over
/// the albums once the album under the cursor is in sight, and scroll a line otherwise; Enter
/// opens the album, `t` the user's to-dos, `o` and `m` their website and their place on a map.
struct UserScreen: Reducer {
  struct State: Sendable, Hashable {
    /// The user's detail feature state.
    var detail: UserDetailFeature.State
    var scroll = DetailScroll()
    /// The find in the user's text that `/` opens.
    var find = PageFind()
    /// The album under the cursor, from 0.
    var album = 0
    /// Whether the status line asks `Delete "NAME"? [y/N]`, so that the next key answers.
    var isAskingToDelete = false
    /// Where the user shown came from.
    var origin = ScreenOrigin()
    /// The user shown when `r` was pressed, until its answer says whether they changed.
    var baseline: UserDetail?
    /// What the command line that opened the screen named it (`user 9`), until its first
    /// answer: if the user is not found, the screen closes and says so.
    var jumpName: String?
    /// The terminal's size, which the user is laid out in.
    var size: TerminalSize

    /// The screen of user `id`, laid out in `size`, showing `detail`.
    init(
      userID: User.ID, detail: Loadable<UserDetail> = .loading, jumpName: String? = nil,
      size: TerminalSize
    ) {
      self.detail = UserDetailFeature.State(userID: userID, detail: detail)
      self.jumpName = jumpName
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The screen is shown: the user loads, from the store if they are stored.
    case appear
    case key(Key)
    /// Puts the cursor on the item at an index of those shown, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// A change of the user's data was saved elsewhere (a tick of their to-do): the user is
    /// asked for again, quietly.
    case revalidate
    /// The server answered a read somewhere: a stored user no longer stands in for it.
    case serverReached
    case detail(UserDetailFeature.Action)
    /// Where a read of the detail's was answered from.
    case readSource(ReadSource)
    /// `url` could not be opened.
    case urlNotOpened(String)
    case delegate(BrowseDelegate)
  }

  let user: UserDetailFeature
  let isOffline: Bool
  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      return run(.load, .storedIfAvailable, &state)
    case .key(let key):
      return press(key, &state)
    case .point(let index):
      return point(at: index, &state)
    case .resized(let size):
      state.size = size
      state.scroll.scroll(by: 0, count: state.lineCount, visibleRows: state.visibleRows)
      state.findAgain()
      return .none
    case .revalidate:
      return run(.revalidate, .revalidated, &state)
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .detail(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .urlNotOpened(let url):
      return .send(.delegate(.notice("could not open \(url)".sanitizedForTerminalLine)))
    case .delegate:
      return .none
    }
  }

  /// Runs `action` on the detail, its reads as fresh as `freshness` says, then reacts to its
  /// answer as ``DetailAnswer`` says.
  private func run(
    _ action: UserDetailFeature.Action, _ freshness: ReadFreshness, _ state: inout State
  ) -> Effect<Action> {
    let effect = user.reduce(into: &state.detail, action: action)
      .map(Action.detail)
      .reading(freshness) { .readSource($0) }
    guard case .detailResponse(let result) = action else { return effect }
    state.scroll.scroll(by: 0, count: state.lineCount, visibleRows: state.visibleRows)
    state.findAgain()
    state.album = max(0, min(state.album, state.albums.count - 1))
    let (delegate, revalidates) = DetailAnswer.take(
      result, baseline: state.baseline, jumpName: state.jumpName, origin: &state.origin,
      isOffline: isOffline)
    state.baseline = nil
    state.jumpName = nil
    let said = delegate.map { Effect<Action>.send(.delegate($0)) } ?? .none
    let revalidation = revalidates ? run(.revalidate, .revalidated, &state) : .none
    let missing = state.detail.detail.value == nil ? "the user could not be read" : nil
    let released = state.scroll.held.released(
      isWaiting: state.isWaitingForUser, pressedWhile: State.pressedWhile, missing: missing)
    let pressAgain = released.map { Effect<Action>.send(.delegate(BrowseDelegate($0))) } ?? .none
    return .merge(effect, pressAgain, said, revalidation)
  }

  /// Handles `key`: the deletion's question takes it first; then, while the user is coming,
  /// the keys that need them wait for them, as their bindings say, and the keys after those;
  /// then the table presses it.
  private func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.isAskingToDelete {
      state.isAskingToDelete = false
      guard key == .character("y") || key == .character("Y") else { return .none }
      return .send(.delegate(.deleteConfirmed(state.deletionTarget, title: state.title)))
    }
    if state.pressFinding(key) != nil { return .none }
    let wait = Self.keys.binding(for: key, in: state)?.wait ?? .actsAtOnce
    if state.scroll.held.hold(key, wait, whileComing: state.isWaitingForUser) { return .none }
    return Self.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }

  /// The keys of a user: each with what it does and the words that say so.
  static let keys = KeyTable<UserScreen, State, Effect<Action>>(
    ListKeys.findingInPage("find in the user's text") { .send(.delegate(.notice($0))) } + [
      ListKeys.back(rank: 5, wait: .leaves) { _, state in
        state.scroll.held.closing(pressedWhile: State.pressedWhile) { .delegate($0) }
      }.adding(.left),
      KeyBinding(
        [.enter], "↑ ↓, Enter", "move over the albums, open one",
        refusal: { $0.albums.isEmpty ? "Enter: no album to open" : nil }
      ) { _, state in
        guard let album = state.albums.element(at: state.album) else { return .none }
        return .send(.delegate(.open(.album(album.id))))
      },
      KeyBinding(
        [.character("t")], "t", "the user's to-dos", hint: KeyHint("t to-dos", rank: 10),
        wait: .actsAtOnce
      ) { _, state in .send(.delegate(.open(.todos(state.detail.userID)))) },
      link(.website, "o", "o, m", "open the user's website, their location on OpenStreetMap"),
      link(.map, "m", "m", ""),
      KeyBinding(
        [.character("e")], "e, d",
        "edit the user, delete them (after y; u on the users undoes it)", wait: .actsAtOnce
      ) { _, state in
        let form =
          state.detail.detail.value.map { FormScreen.editing($0.user) }
          ?? .editingUser(state.detail.userID)
        return .send(.delegate(.open(.form(form))))
      },
      KeyBinding([.character("d")], "d", "", wait: .actsAtOnce) { screen, state in
        guard !screen.isOffline else {
          let text = DeletionPrompt.offlineRefusal(.user(state.detail.userID))
          return .send(.delegate(.notice(text)))
        }
        state.isAskingToDelete = true
        return .none
      },
      ListKeys.copy("copy the user's email, their JSON with albums and to-dos", wait: .actsAtOnce),
      ListKeys.refresh(hinted: false, wait: .actsAtOnce) { screen, state in
        state.baseline = state.detail.detail.value
        state.origin.startRefresh()
        return screen.run(.revalidate, .revalidated, &state)
      },
    ] + Movement.bindings(wait: .waits) { screen, state, move in screen.move(move, &state) })

  /// A move: `↑` `↓` over the albums (``moveOverAlbums(by:_:)``), the others a scroll; back at
  /// the top, the albums start again from the first.
  private func move(_ move: Movement.Move, _ state: inout State) -> Effect<Action> {
    if move.reach == .row, moveOverAlbums(by: move.forth ? 1 : -1, &state) { return .none }
    let delta = move.delta(page: state.visibleRows)
    state.scroll.scroll(by: delta, count: state.lineCount, visibleRows: state.visibleRows)
    if delta == .min { state.album = 0 }
    return .none
  }

  /// `o` or `m`: opens a link of the user.
  private static func link(
    _ link: UserLinks.Link, _ key: Character, _ label: String, _ help: String
  )
    -> KeyBinding<UserScreen, State, Effect<Action>>
  {
    KeyBinding(
      [.character(key)], label, help,
      refusal: { $0.detail.detail.value == nil ? "\(key): the user is not loaded" : nil },
      action: { screen, state in
        guard let user = state.detail.detail.value?.user else { return .none }
        return screen.open(link, of: user)
      })
  }

  /// `↑` and `↓`, a `step` of -1 or 1, over the albums, line by line: while the album under
  /// the cursor is out of sight, they scroll a line towards it or on; once it is in sight, they
  /// move the cursor to the album next to it, scrolling a line when that album is just out of
  /// sight, and past the first or the last album they scroll a line. Whether the user has
  /// albums to move over.
  private func moveOverAlbums(by step: Int, _ state: inout State) -> Bool {
    let rows = state.visibleRows
    guard let line = state.albumLine(state.album) else { return false }
    let top = state.scroll.line
    let isShown = line >= top && line < top.addingClamped(rows)
    let next = state.album + step
    if isShown, state.albums.indices.contains(next), let nextLine = state.albumLine(next) {
      state.album = next
      if nextLine < top || nextLine >= top.addingClamped(rows) {
        state.scroll.scroll(by: step, count: state.lineCount, visibleRows: rows)
      }
    } else {
      state.scroll.scroll(by: step, count: state.lineCount, visibleRows: rows)
    }
    return true
  }

  /// Opens `link` of `user`, saying so, or that they have none.
  private func open(_ link: UserLinks.Link, of user: User) -> Effect<Action> {
    let (notice, url) = UserLinks.opening(link, of: user)
    let said = Effect<Action>.send(.delegate(.notice(notice)))
    guard let url else { return said }
    return .merge(
      said,
      .run { [openURL] send in
        if !openURL(url) { await send(.urlNotOpened(url)) }
      })
  }
}

extension UserScreen.State: FindsInPage {
  /// What a deletion of the user deletes.
  var deletionTarget: DeleteFeature.Target {
    .user(detail.userID)
  }

  /// The user's name once loaded, to ask about and to delete by.
  var title: String {
    detail.detail.value?.user.name ?? deletionTarget.description
  }

  /// The user's albums, once loaded.
  var albums: [Album] {
    detail.detail.value?.albums ?? []
  }

  /// Whether the user is loading, so the spinner turns.
  var isLoading: Bool {
    detail.detail.isLoading
  }

  /// Whether the user is coming for the first time, so that the keys that act on them wait.
  var isWaitingForUser: Bool {
    isLoading && detail.detail.value == nil
  }

  /// What the keys kept were pressed while, for the status line.
  static let pressedWhile = "the user loaded"

  /// The lines shown at once.
  var visibleRows: Int {
    ScreenLayout.bodyRows(size)
  }

  /// The number of lines of the user at the screen's width.
  var lineCount: Int {
    plainLines.count
  }

  /// The lines of the user at the screen's width, as drawn without styles.
  var plainLines: [String] {
    DetailText.lines(of: detail, width: ScreenLayout.contentWidth(size), usesColor: false)
  }

  /// The line where album `index` is, when the user has albums.
  func albumLine(_ index: Int) -> Int? {
    guard let rows = DetailText.albumRows(of: detail, width: ScreenLayout.contentWidth(size))
    else { return nil }
    let line = rows.lowerBound.addingClamped(index)
    return rows.contains(line) ? line : nil
  }
}
