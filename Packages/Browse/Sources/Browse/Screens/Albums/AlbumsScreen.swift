import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The Albums tab: every album, loaded the first time the tab is shown, each named with its
/// owner.
///
/// It owns the album list's feature state, the cursor, the search, and where the albums came
/// from. Once the albums come, it tells the browser their owners
/// (``ScreenDelegate/albumOwners(_:)``), which has the users read for the names it lacks.
struct AlbumsScreen: Reducer {
  struct State: Sendable, Hashable {
    /// The album list's feature state.
    var list = AlbumsFeature.State(query: AlbumQuery())
    /// Whether the albums were asked for, so that showing the tab again does not load them.
    var isRequested = false
    var cursor = ListCursor()
    /// The search, once `/` opened it.
    var search: ListSearch?
    /// The order of the albums, once `S` sorted them.
    var sort = ListSort()
    /// Where the albums shown came from.
    var origin = ScreenOrigin()
    /// The albums shown when `r` was pressed, until its answer says what changed.
    var baseline: [Album]?
    /// Whether the list asks again by itself once the server answers after it failed.
    var outage = OutageRetry.idle
    /// The album to put the cursor on once the list shows it.
    var selection: Album.ID?
    /// The terminal's size, which the list is laid out in.
    var size: TerminalSize

    /// An Albums tab laid out in `size`, before it is first shown.
    init(size: TerminalSize) {
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The tab is shown: the albums load the first time.
    case appear
    case key(Key)
    /// Puts the cursor on the item at an index of those shown, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// Puts the cursor on `album` once the list shows it.
    case select(Album.ID)
    /// The server answered a read somewhere: stored albums no longer stand in for it.
    case serverReached
    /// The server answered another request since the list failed: it asks again, once.
    case retryAfterOutage
    case list(AlbumsFeature.Action)
    /// Where a read of the list's was answered from.
    case readSource(ReadSource)
    case delegate(ScreenDelegate)
  }

  let albums: AlbumsFeature
  let isOffline: Bool

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.releasingHeldKeys(after: take(action, &state)) { .delegate($0) }
  }

  private func take(_ action: Action, _ state: inout State) -> Effect<Action> {
    switch action {
    case .appear:
      guard !state.isRequested else { return .none }
      state.isRequested = true
      return run(.load, .storedIfAvailable, &state)
    case .key(let key):
      return pressOnList(key, &state)
    case .point(let index):
      return point(at: index, &state)
    case .resized(let size):
      state.size = size
      state.followCursor()
      return .none
    case .select(let album):
      state.selection = album
      state.selectIfShown()
      return .none
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .retryAfterOutage:
      guard state.outage.start() else { return .none }
      return run(state.list.page.value != nil ? .revalidate : .load, .revalidated, &state)
    case .list(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .delegate:
      return .none
    }
  }

  /// Runs `action` on the album list, its reads as fresh as `freshness` says, then says what
  /// a refresh found, notes where the albums came from, asks the server again once they came
  /// from the store, and tells the browser their owners.
  func run(_ action: AlbumsFeature.Action, _ freshness: ReadFreshness, _ state: inout State)
    -> Effect<Action>
  {
    let effect = albums.reduce(into: &state.list, action: action)
      .map(Action.list)
      .reading(freshness) { .readSource($0) }
    state.indexSearch()
    state.followCursor()
    guard case .pageResponse(let result) = action else { return effect }
    var effects = [effect]
    if let before = state.baseline {
      state.baseline = nil
      if case .success(let page) = result {
        let text = RefreshNotice.text(before, page.items, origin: state.origin)
        effects.append(.send(.delegate(.notice(text))))
      }
    }
    state.selectIfShown()
    if !isOffline, !state.list.page.isLoading {
      state.outage.take(failed: state.list.page.failure != nil)
    }
    guard case .success(let page) = result else {
      _ = state.origin.take(succeeded: false, isOffline: isOffline)
      return .merge(effects)
    }
    if state.origin.take(succeeded: true, isOffline: isOffline) {
      effects.append(run(.revalidate, .revalidated, &state))
    }
    effects.append(.send(.delegate(.albumOwners(Set(page.items.map(\.userId))))))
    return .merge(effects)
  }

  /// The keys of the albums: each with what it does and the words that say so.
  static let keys = KeyTable<AlbumsScreen, State, Effect<Action>>(
    [
      ListKeys.open(
        "open the album's photos", nothing: "no album to open",
        hasItem: { !$0.shownAlbums.isEmpty }
      ) { _, state in
        guard let album = state.shownAlbums.element(at: state.cursor.row) else { return .none }
        return .send(.delegate(.open(.album(album.id))))
      }
    ] + ListKeys.searching("search the albums") + [
      ListKeys.sort(KeyHelp.sortKeys(SortColumns.albums)),
      ListKeys.copy("copy the album's id, its JSON"),
      ListKeys.refresh { screen, state in
        state.baseline = state.list.page.value?.items
        state.origin.startRefresh()
        let isShown = state.list.page.value != nil
        return screen.run(isShown ? .revalidate : .load, .revalidated, &state)
      },
    ] + ListKeys.moves())
}

extension AlbumsScreen: ListScreen {
  static func delegate(_ delegate: ScreenDelegate) -> Action {
    .delegate(delegate)
  }
}

extension AlbumsScreen.State {
  /// The albums loaded.
  var albums: [Album] {
    list.page.value?.items ?? []
  }

  /// The albums the list shows: those that match while searching.
  var shownAlbums: [Album] {
    sort.sorted(search?.rows(of: albums) ?? albums, by: SortColumns.albums)
  }

  /// Whether the albums are loading, so the spinner turns; a quiet load keeps them shown.
  var isLoading: Bool {
    list.page.isLoading
  }

  /// The rows of albums shown at once: a row fewer while the search bar shows.
  var visibleRows: Int {
    let rows = BrowseLayout.listRows(size, headerRows: 1)
    return search?.showsBar == true ? max(1, rows - 1) : rows
  }

  /// Keeps the cursor within the albums shown, going on towards where the moves made while
  /// they load took it.
  mutating func followCursor() {
    cursor.follow(count: shownAlbums.count, visibleRows: visibleRows, canGrow: isLoading)
  }

  /// Puts the cursor on the album to select once the list shows it.
  mutating func selectIfShown() {
    guard let selection, list.page.value != nil else { return }
    self.selection = nil
    let shown = shownAlbums
    guard let row = shown.firstIndex(where: { $0.id == selection }) else { return }
    cursor.place(on: row, count: shown.count, visibleRows: visibleRows)
  }

  /// Folds the albums searched whenever they change.
  mutating func indexSearch() {
    guard var search else { return }
    search.index(albums)
    self.search = search
  }
}
