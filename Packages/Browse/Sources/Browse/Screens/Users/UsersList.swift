import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The Users tab: every user, loaded the first time the tab is shown, and the selection of an
/// owner that lists everyone else.
typealias UsersScreen = ListScreen<UsersList>

/// The users as a ``ListScreen`` shows them: the users list's feature state, with the owner
/// selected, whose list is everyone else's. A refresh with `r` says what it found. Its keys
/// open a user, select one (Space), open their website or their place on a map, and open the
/// forms of the users.
struct UsersList: ListResource {
  typealias Delegate = BrowseDelegate
  struct State: Sendable, Hashable {
    var list = UsersListFeature.State()
  }

  enum Action: Sendable, Hashable {
    case list(UsersListFeature.Action)
    case urlNotOpened(String)
  }

  static let rowName = "user"
  static let rowsName = "users"
  static let selectsOnNextAnswer = true
  /// The selection's line, and the column headers.
  static let headerRows = 2
  /// The columns the list sorts by, with the letters that pick them after `S`: the
  /// columns of its table.
  static let columns: [SortColumn<User>] = [
    SortColumn("i", "id", header: "ID") { .number($0.id.rawValue) },
    SortColumn("n", "name", header: "NAME") { .folding($0.name) },
    SortColumn("e", "email", header: "EMAIL") { .folding($0.email) },
    SortColumn("c", "city", header: "CITY") { .folding($0.address.city) },
    SortColumn("o", "company", header: "COMPANY") { .folding($0.company.name) },
  ]

  let users: UsersListFeature
  let isOffline: Bool
  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  static func id(of row: User) -> User.ID { row.id }
  static func target(of row: User) -> DeleteFeature.Target? { .user(row.id) }

  /// A user's screen confirms the deletion of their record.
  static func deletionTarget(of key: RecordKey) -> DeleteFeature.Target? {
    Int(key.id).map { .user(User.ID($0)) }
  }

  static func recordKey(of target: DeleteFeature.Target) -> RecordKey? {
    guard case .user(let id) = target else { return nil }
    return UserDetails.deletionTarget(of: id)
  }
  static func rows(_ state: Screen.State) -> [User] { state.list.visibleUsers }
  static func isLoading(_ state: Screen.State) -> Bool { state.list.users.isLoading }
  static func failure(_ state: Screen.State) -> LoadFailure? { state.list.users.failure }

  func appear(_ state: inout Screen.State) -> Effect<Screen.Action> {
    guard !state.isRequested else { return .none }
    return load(selecting: nil, &state)
  }

  func reload(_ state: inout Screen.State) -> Effect<Screen.Action> {
    load(selecting: state.list.selectedOwner, keepingCursor: true, &state)
  }

  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action> {
    switch action {
    case .list(let action):
      return run(action, .standard, &state)
    case .urlNotOpened(let url):
      return .send(.delegate(.notice("could not open \(url)".sanitizedForTerminalLine)))
    }
  }

  /// Selects `owner` (or none) and loads the list again: without them, in reverse order. The
  /// first time, the list is loaded from the store if it has it; afterwards, asking the
  /// server. Refreshing the same selection keeps the users shown until the new list comes.
  func load(selecting owner: User.ID?, keepingCursor: Bool = false, _ state: inout Screen.State)
    -> Effect<Screen.Action>
  {
    let isFirst = !state.isRequested
    state.isRequested = true
    if !keepingCursor {
      state.cursor = ListCursor()
    }
    if isFirst {
      return run(.list(.load), .storedIfAvailable, &state)
    }
    let isQuiet = owner == state.list.selectedOwner && state.list.users.value != nil
    return run(isQuiet ? .list(.revalidate) : .selectOwner(owner), .revalidated, &state)
  }

  /// Runs `action` on the users list, its reads as fresh as `freshness` says, then keeps the
  /// cursor on its user, says what a refresh found, notes where the users came from, and asks
  /// the server again once they came from the store.
  func run(
    _ action: UsersListFeature.Action, _ freshness: ReadFreshness, _ state: inout Screen.State
  ) -> Effect<Screen.Action> {
    let anchor = state.selectedRow?.id
    let effect = users.reduce(into: &state.list, action: action)
      .map { Screen.Action.resource(.list($0)) }
      .reading(freshness) { .readSource($0) }
    state.indexSearch(force: true)
    guard case .list(.pageResponse(let result)) = action else {
      state.followCursor()
      return effect
    }
    if let anchor { state.place(on: anchor) }
    state.followCursor()
    var effects = [effect]
    guard !state.list.users.isLoading else { return .merge(effects) }
    let succeeded = if case .success = result { true } else { false }
    let answered = succeeded && state.list.users.failure == nil ? state.list.visibleUsers : nil
    effects.append(
      state.answered(answered, by: self, isOffline: isOffline) { state in
        run(.list(.revalidate), .revalidated, &state)
      })
    return .merge(effects)
  }
}

extension ListScreen where Resource == UsersList {
  init(
    users: UsersListFeature, deletions: DeletionList<DeleteFeature.Target>, isOffline: Bool,
    openURL: @escaping @Sendable (String) -> Bool
  ) {
    self.init(
      UsersList(users: users, isOffline: isOffline, openURL: openURL), deletions: deletions,
      isOffline: isOffline)
  }
}

extension ListScreen.State where Resource == UsersList {
  init(size: TerminalSize) {
    self.init(UsersList.State(), size: size)
  }
}
