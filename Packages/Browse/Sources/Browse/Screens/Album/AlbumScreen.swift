import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// An album's photos as a grid of tiles, each headed by the photo's id, all of them loaded at
/// once; the tiles reflow with the width.
///
/// It owns the photos' feature state, the grid's cursor, the search, and where the photos came
/// from. The arrows (and `h` `j` `k` `l`) move between the tiles; Enter opens the photo.
struct AlbumScreen: Reducer {
  struct State: Sendable, Hashable {
    /// The album shown.
    let albumID: Album.ID
    /// The photos' feature state.
    var photos: PhotosFeature.State
    var cursor = GridCursor()
    /// The search, once `/` opened it.
    var search: ListSearch?
    /// Where the photos shown came from.
    var origin = ScreenOrigin()
    /// The terminal's size, which the grid is laid out in.
    var size: TerminalSize

    /// The grid of album `albumID`, laid out in `size`, waiting for its photos.
    init(albumID: Album.ID, size: TerminalSize) {
      self.albumID = albumID
      photos = PhotosFeature.State(query: PhotoQuery(albumID: albumID))
      self.size = size
    }
  }

  enum Action: Sendable, Hashable {
    /// The screen is shown: the photos load, from the store if it has them.
    case appear
    case key(Key)
    /// Puts the cursor on the item at an index of those shown, as a click does.
    case point(Int)
    case resized(TerminalSize)
    /// The server answered a read somewhere: stored photos no longer stand in for it.
    case serverReached
    case photos(PhotosFeature.Action)
    /// Where a read of the photos' was answered from.
    case readSource(ReadSource)
    case delegate(BrowseDelegate)
  }

  let photos: PhotosFeature
  let isOffline: Bool

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
      state.reflow()
      return .none
    case .serverReached:
      state.origin.serverReached()
      return .none
    case .photos(let action):
      return run(action, .standard, &state)
    case .readSource(let source):
      state.origin.record(source)
      return .none
    case .delegate:
      return .none
    }
  }

  /// Runs `action` on the photos, their reads as fresh as `freshness` says, then keeps the
  /// cursor within them, notes where they came from, and asks the server again once they came
  /// from the store.
  private func run(_ action: PhotosFeature.Action, _ freshness: ReadFreshness, _ state: inout State)
    -> Effect<Action>
  {
    let effect = photos.reduce(into: &state.photos, action: action)
      .map(Action.photos)
      .reading(freshness) { .readSource($0) }
    state.indexSearch()
    state.reflow()
    guard case .pageResponse(let result) = action else { return effect }
    let missing = state.photos.page.value == nil ? "the photos could not be read" : nil
    let released = state.cursor.held.released(
      isWaiting: state.isWaitingForPhotos, pressedWhile: State.pressedWhile, missing: missing)
    let pressAgain = released.map { Effect<Action>.send(.delegate(BrowseDelegate($0))) } ?? .none
    let succeeded = if case .success = result { true } else { false }
    guard state.origin.take(succeeded: succeeded, isOffline: isOffline) else {
      return .merge(effect, pressAgain)
    }
    return .merge(effect, pressAgain, run(.revalidate, .revalidated, &state))
  }

  /// Handles `key`: a search being typed takes it first; then, while the photos are coming,
  /// the keys that need them wait for them, as their bindings say, and the keys after those;
  /// then the table presses it.
  private func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if ListSearch.isTyping(state.search) {
      let cursorPhoto = key == .escape ? state.photoUnderCursor : nil
      let outcome = ListSearch.change(&state.search) { $0.press(key) }
      if outcome != .ignored { return searched(outcome, cursorPhoto: cursorPhoto, &state) }
    } else {
      let wait = Self.keys.binding(for: key, in: state)?.wait ?? .actsAtOnce
      if state.cursor.held.hold(key, wait, whileComing: state.isWaitingForPhotos) { return .none }
    }
    return Self.keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }

  /// The keys of an album's grid: each with what it does and the words that say so.
  static let keys = KeyTable<AlbumScreen, State, Effect<Action>>(
    [
      KeyBinding(
        [.left, .character("h")], "← → ↑ ↓, h l k j", "move between the photos",
        hint: KeyHint("←↑↓→ move", rank: 5)
      ) { _, state in state.move(.left) },
      KeyBinding([.right, .character("l")], "", "") { _, state in state.move(.right) },
      ListKeys.open(
        "the photo's details", nothing: "no photo to open", hasItem: { !$0.shownPhotos.isEmpty }
      ) { _, state in
        guard let photo = state.shownPhotos.element(at: state.cursor.index) else { return .none }
        return .send(.delegate(.open(.photo(photo))))
      },
    ]
      + ListKeys.searching(
        "search the photos", isFiltering: { $0.search?.isFiltering == true },
        open: { screen, state in
          let outcome = ListSearch.change(&state.search) { $0.open() }
          return screen.searched(outcome, cursorPhoto: nil, &state)
        },
        clear: { screen, state in
          let cursorPhoto = state.photoUnderCursor
          let outcome = ListSearch.change(&state.search) { $0.clear() }
          return screen.searched(outcome, cursorPhoto: cursorPhoto, &state)
        },
        step: { screen, state, direction in screen.stepMatch(direction, &state) }) + [
        ListKeys.copy("copy the photo's id, its JSON"),
        ListKeys.back(rank: 50, wait: .leaves) { _, state in
          state.cursor.held.closing(pressedWhile: State.pressedWhile) { .delegate($0) }
        },
        ListKeys.refresh(hinted: false, wait: .actsAtOnce) { screen, state in
          let isShown = state.photos.page.value != nil
          return screen.run(isShown ? .revalidate : .load, .revalidated, &state)
        },
      ] + moves)

  /// The moves of ``Movement`` over the grid: a row of tiles, half a page, a page, either end.
  private static let moves: [KeyBinding<AlbumScreen, State, Effect<Action>>] =
    Movement.bindings(wait: .waits) { _, state, move in
      let grid: GridCursor.Move =
        switch move.reach {
        case .row: move.forth ? .down : .up
        case .halfPage: move.forth ? .halfPageDown : .halfPageUp
        case .page: move.forth ? .pageDown : .pageUp
        case .end: move.forth ? .last : .first
        }
      return state.move(grid)
    }

  /// `n` `N`: the cursor goes to the next or the previous photo that matches the search.
  private func stepMatch(_ direction: Int, _ state: inout State) -> Effect<Action> {
    let count = state.shownPhotos.count
    guard state.search?.isFiltering == true, count > 0 else {
      return .send(.delegate(.notice(MatchStep.noMatches(state.search))))
    }
    let (index, wrapped) = MatchStep.step(from: state.cursor.index, by: direction, count: count)
    let held = state.cursor.held
    state.cursor = GridCursor(index: index, firstRow: state.cursor.firstRow)
    state.cursor.held = held
    state.reflow()
    let notice = MatchStep.notice(
      index: index, count: count, direction: direction, wrapped: wrapped)
    return .send(.delegate(.notice(notice)))
  }

  /// Lays the grid out again once the search bar did `outcome`: the cursor on the first photo
  /// once the query changed, and on `cursorPhoto`, now among every photo, once it was cleared.
  private func searched(
    _ outcome: SearchBar.Outcome, cursorPhoto: Photo.ID?, _ state: inout State
  ) -> Effect<Action> {
    switch outcome {
    case .ignored:
      return .none
    case .opened:
      state.indexSearch()
    case .queryChanged:
      state.cursor = GridCursor()
    case .cleared:
      let index = cursorPhoto.flatMap { photo in state.shownPhotos.firstIndex { $0.id == photo } }
      state.cursor = GridCursor(index: index ?? 0)
    case .edited, .kept:
      break
    }
    state.reflow()
    return .none
  }
}

extension AlbumScreen.State {
  /// The photos loaded.
  var items: [Photo] {
    photos.page.value?.items ?? []
  }

  /// The photos the grid shows: those that match while searching.
  var shownPhotos: [Photo] {
    search?.rows(of: items) ?? items
  }

  /// Whether the photos are loading, so the spinner turns.
  var isLoading: Bool {
    photos.page.isLoading
  }

  /// Whether the photos are coming for the first time, so that the keys that act on them
  /// wait.
  var isWaitingForPhotos: Bool {
    isLoading && photos.page.value == nil
  }

  /// What the keys kept were pressed while, for the status line.
  static let pressedWhile = "the photos loaded"

  /// The lines the grid has: the body's, less the search bar's while it shows.
  var gridLines: Int {
    let lines = ScreenLayout.bodyRows(size)
    return search?.showsBar == true ? max(1, lines - 1) : lines
  }

  /// The grid's shape at the screen's size: its layout and the rows of tiles shown.
  var shape: (layout: PhotoGridLayout, visibleRows: Int) {
    let layout = PhotoGridLayout(width: ScreenLayout.contentWidth(size))
    return (layout, PhotoGridLayout.visibleRows(lines: gridLines))
  }

  /// The photo under the cursor, if any.
  var photoUnderCursor: Photo.ID? {
    shownPhotos.element(at: cursor.index)?.id
  }

  /// Moves the cursor over the grid.
  mutating func move(_ move: GridCursor.Move) -> Effect<AlbumScreen.Action> {
    let (layout, rows) = shape
    cursor.apply(move, count: shownPhotos.count, columns: layout.columns, visibleRows: rows)
    return .none
  }

  /// Keeps the cursor on the same photo after the grid's shape changed.
  mutating func reflow() {
    let (layout, rows) = shape
    cursor.reflow(count: shownPhotos.count, columns: layout.columns, visibleRows: rows)
  }

  /// Folds the photos searched whenever they change.
  mutating func indexSearch() {
    guard var search else { return }
    search.index(items)
    self.search = search
  }
}
