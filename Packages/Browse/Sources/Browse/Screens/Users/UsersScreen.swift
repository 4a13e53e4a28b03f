import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The Users tab: every user, loaded the first time the tab is shown (or when the Albums tab
/// needs their names), and the selection of an owner that lists everyone else.
///
/// It owns what the tab shows: the users list's feature state, the cursor, the search, the
/// deletions asked about, and where the users came from. A refresh with `r` says what it
/// found. Its keys open a user, select one (Space), open their website or their place on a
/// map, and open the forms of the users.
struct UsersScreen: Reducer {
  struct State: Sendable, Hashable {
    /// The users list's feature state, with the owner selected.
    var list = UsersListFeature.State()
    var cursor = ListCursor()
    /// The search, once `/` opened it.
    var search: ListSearch?
    /// The order of the users, once `S` sorted them.
    var sort = ListSort()
    var deletions = DeletionList.State()
    /// Where the users shown came from.
    var origin = ScreenOrigin()
    /// The users shown when `r` was pressed, until its answer says what changed.
    var baseline: [User]?
    /// Whether the users were asked for, by the tab or for the albums' owners.
    var isRequested = false
    /// Whether the load under way was asked for to name the albums' owners, so that its
    /// failure is said once.
    var namesAlbumOwners = false
    /// Whether the list asks again by itself once the server answers after it failed.
    var outage = OutageRetry.idle
    /// The user to put the cursor on once the list shows them.
    var selection: User.ID?
    /// The terminal's size, which the list is laid out in.
    var size: TerminalSize

    /// A Users tab laid out in `size`, before it is first shown.
    init(size: TerminalSize) {
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The tab is shown: the users load the first time.
    case appear
    /// The albums need their owners' names: the users load, once, if they never were.
    case loadForAlbumOwners
    case key(Key)
    /// Puts the cursor on the item at an index of those shown, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// Loads the users again, keeping the cursor on its user: a user was saved or deleted.
    case reload
    /// Puts the cursor on `user`, at once when the list shows them, or else once the next
    /// answer does.
    case select(User.ID)
    /// The server answered a read somewhere: stored users no longer stand in for it.
    case serverReached
    /// The server answered another request since the list failed: it asks again, once.
    case retryAfterOutage
    case list(UsersListFeature.Action)
    /// Where a read of the list's was answered from.
    case readSource(ReadSource)
    case deletions(DeletionList.Action)
    /// `url` could not be opened.
    case urlNotOpened(String)
    case delegate(ScreenDelegate)
  }

  let users: UsersListFeature
  let deletions: DeletionList
  let isOffline: Bool
  /// Opens an address outside the terminal; false when it cannot.
  let openURL: @Sendable (String) -> Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.releasingHeldKeys(after: take(action, &state)) { .delegate($0) }
  }

  private func take(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .appear:
      guard !state.isRequested else { return .none }
      return load(selecting: nil, &state)
    case .loadForAlbumOwners:
      guard !state.isRequested else { return .none }
      state.isRequested = true
      state.namesAlbumOwners = true
      return run(.list(.load), .storedIfAvailable, &state)
    case .key(let key):
      return press(key, &state)
    case .point(let index):
      return point(at: index, &state)
    case .resized(let size):
      state.size = size
      state.followCursor()
      return .none
    case .reload:
      return load(selecting: state.list.selectedOwner, keepingCursor: true, &state)
    case .select(let user):
      // Shown, at once; otherwise once the next answer shows them (a user just created).
      let shown = state.shownUsers
      guard let row = shown.firstIndex(where: { $0.id == user }) else {
        state.selection = user
        return .none
      }
      state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
      return .none
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .retryAfterOutage:
      guard state.outage.start() else { return .none }
      return load(selecting: state.list.selectedOwner, keepingCursor: true, &state)
    case .list(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .deletions(let action):
      return runDeletions(action, &state)
    case .urlNotOpened(let url):
      return .send(.delegate(.notice("could not open \(url)".sanitizedForTerminalLine)))
    case .delegate:
      return .none
    }
  }

  /// Selects `owner` (or none) and loads the list again: without them, in reverse order. The
  /// first time, the list is loaded from the store if it has it; afterwards, asking the
  /// server. Refreshing the same selection keeps the users shown until the new list comes.
  func load(selecting owner: User.ID?, keepingCursor: Bool = false, _ state: inout State)
    -> Effect<Action>
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
  func run(_ action: UsersListFeature.Action, _ freshness: ReadFreshness, _ state: inout State)
    -> Effect<Action>
  {
    let anchor = state.shownUsers.element(at: state.cursor.row)?.id
    let effect = users.reduce(into: &state.list, action: action)
      .map(Action.list)
      .reading(freshness) { .readSource($0) }
    state.indexSearch()
    guard case .list(.pageResponse(let result)) = action else {
      state.followCursor()
      return effect
    }
    let shown = state.shownUsers
    if let anchor, let row = shown.firstIndex(where: { $0.id == anchor }) {
      state.cursor.place(on: row, count: shown.count, visibleRows: state.visibleRows)
    }
    state.followCursor()
    var effects = [effect]
    if let before = state.baseline, !state.list.users.isLoading {
      state.baseline = nil
      if state.list.users.failure == nil {
        let text = RefreshNotice.text(before, state.list.visibleUsers, origin: state.origin)
        effects.append(.send(.delegate(.notice(text))))
      }
    }
    if state.namesAlbumOwners, !state.list.users.isLoading {
      state.namesAlbumOwners = false
      if let failure = state.list.users.failure {
        let text = "could not name the albums' owners: \(failure.browserMessage)"
        effects.append(.send(.delegate(.notice(text))))
      }
    }
    state.selectIfShown()
    let succeeded = if case .success = result { true } else { false }
    if !isOffline, !state.list.users.isLoading {
      state.outage.take(failed: !succeeded)
    }
    if state.origin.take(succeeded: succeeded, isOffline: isOffline),
      !state.list.users.isLoading
    {
      effects.append(run(.list(.revalidate), .revalidated, &state))
    }
    return .merge(effects)
  }

  /// Runs `action` on the deletions, then keeps the cursor within the users shown; once the
  /// server deleted a user, the list is loaded again.
  func runDeletions(_ action: DeletionList.Action, _ state: inout State) -> Effect<Action> {
    let effect = deletions.reduce(into: &state.deletions, action: action).map(Action.deletions)
    state.followCursor()
    guard case .deletion(let element) = action, case .deleteResponse(.success) = element.action
    else { return effect }
    return .merge(
      effect, load(selecting: state.list.selectedOwner, keepingCursor: true, &state))
  }
}
