import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A user with their map, albums and to-dos, opened from the users, a post's author, the
/// command line (`:user 3`) or a form that saved them: the kit's ``DetailScreen`` of
/// ``UserDetails``.
///
/// `↑` `↓` move over the albums once the album under the cursor is in sight, and scroll a line
/// otherwise; Enter opens the album, `t` the user's to-dos, `o` and `m` their website and their
/// place on a map.
typealias UserScreen = DetailScreen<UserDetails>

/// A user as a ``DetailScreen`` shows them: read with their albums and to-dos, drawn as
/// `app user` prints them, with a cursor over their albums and keys to their links.
struct UserDetails: DetailResource {
  typealias ID = User.ID
  typealias Value = UserDetail
  typealias Delegate = BrowseDelegate

  /// The album under the cursor, from 0.
  struct Extra: Sendable, Hashable {
    var album = 0
  }

  enum Action: Sendable, Hashable {
    case urlNotOpened(String)
  }

  static let noun = "user"

  let detail: UserDetailFeature
  let isOffline: Bool
  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  static func lines(of detail: Detail, width: Int, usesColor: Bool) -> [String] {
    DetailText.lines(of: detail, width: width, usesColor: usesColor)
  }

  static func deletionTarget(of id: User.ID) -> RecordKey? {
    RecordKey(resource: JSONPlaceholderTab.users.records, id: String(id.rawValue))
  }

  static func title(of value: UserDetail) -> String { value.user.name }

  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    switch action {
    case .urlNotOpened(let url):
      .send(.delegate(.notice("could not open \(url)".sanitizedForTerminalLine)))
    }
  }

  /// Keeps the cursor within the albums of the user as they are now.
  func fit(_ state: inout Screen.State) {
    state.album = max(0, min(state.album, state.albums.count - 1))
  }

  /// Puts the cursor on the user's album at `index`, as a click does.
  func point(at index: Int, _ state: inout Screen.State) -> Effect<Screen.Action> {
    guard state.albums.indices.contains(index) else { return .none }
    state.album = index
    return .none
  }

  /// A move: `↑` `↓` over the albums (``moveOverAlbums(by:_:)``), the others a scroll; back at
  /// the top, the albums start again from the first.
  func move(_ move: Movement.Move, _ state: inout Screen.State) -> Bool {
    if move.reach == .row, moveOverAlbums(by: move.forth ? 1 : -1, &state) { return true }
    if move.delta(page: state.visibleRows) == .min { state.album = 0 }
    return false
  }

  static let keys = Screen.keys(with: [
    KeyBinding(
      [.enter], "↑ ↓, Enter", "move over the albums, open one",
      refusal: { $0.albums.isEmpty ? "Enter: no album to open" : nil }
    ) { _, state in
      guard let album = state.albums.element(at: state.album) else { return .none }
      return .send(
        .delegate(
          .open(.record(RecordKey(resource: UserDetails.albums, id: String(album.id.rawValue))))))
    },
    KeyBinding(
      [.character("t")], "t", "the user's to-dos", hint: KeyHint("t to-dos", rank: 10),
      wait: .actsAtOnce
    ) { _, state in .send(.delegate(.open(.todos(of: state.detail.userID)))) },
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
    ListKeys.copy("copy the user's email, their JSON with albums and to-dos", wait: .actsAtOnce),
  ])

  /// `o` or `m`: opens a link of the user.
  private static func link(
    _ link: UserLinks.Link, _ key: Character, _ label: String, _ help: String
  ) -> Binding {
    KeyBinding(
      [.character(key)], label, help,
      refusal: { $0.detail.detail.value == nil ? "\(key): the user is not loaded" : nil },
      action: { screen, state in
        guard let user = state.detail.detail.value?.user else { return .none }
        return screen.resource.open(link, of: user)
      })
  }

  /// `↑` and `↓`, a `step` of -1 or 1, over the albums, line by line: while the album under
  /// the cursor is out of sight, they scroll a line towards it or on; once it is in sight, they
  /// move the cursor to the album next to it, scrolling a line when that album is just out of
  /// sight, and past the first or the last album they scroll a line. Whether the user has
  /// albums to move over.
  private func moveOverAlbums(by step: Int, _ state: inout Screen.State) -> Bool {
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
  private func open(_ link: UserLinks.Link, of user: User) -> Effect<Screen.Action> {
    UserLinks.open(
      link, of: user, with: openURL, notice: { .delegate(.notice($0)) },
      notOpened: { .resource(.urlNotOpened($0)) })
  }
}

extension DetailScreen where Resource == UserDetails {
  init(user: UserDetailFeature, isOffline: Bool, openURL: @escaping @Sendable (String) -> Bool) {
    self.init(UserDetails(detail: user, isOffline: isOffline, openURL: openURL))
  }
}

extension DetailScreen.State where Resource == UserDetails {
  init(
    userID: User.ID, detail: Loadable<UserDetail> = .loading, jumpName: String? = nil,
    size: TerminalSize
  ) {
    self.init(
      id: userID, detail: detail, jumpName: jumpName, size: size, extra: UserDetails.Extra())
  }

  /// The album under the cursor, from 0.
  var album: Int {
    get { extra.album }
    set { extra.album = newValue }
  }

  /// The user's albums, once loaded.
  var albums: [Album] {
    detail.detail.value?.albums ?? []
  }

  /// The line where album `index` is, when the user has albums.
  func albumLine(_ index: Int) -> Int? {
    guard let rows = DetailText.albumRows(of: detail, width: ScreenLayout.contentWidth(size))
    else { return nil }
    let line = rows.lowerBound.addingClamped(index)
    return rows.contains(line) ? line : nil
  }
}
