import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// An album's photos as a grid of tiles, each headed by the photo's id, all of them loaded at
/// once; the tiles reflow with the width: the kit's ``DetailScreen`` of ``AlbumPhotos``.
///
/// The arrows (and `h` `j` `k` `l`) move between the tiles; Enter opens the photo, `/`
/// searches the photos, `r` asks the server again and says what it found.
typealias AlbumScreen = DetailScreen<AlbumPhotos>

/// An album's photos as a ``DetailScreen`` shows them: read at once, laid out in a grid with a
/// cursor over its tiles, searched by title. The grid takes every move, and draws itself.
struct AlbumPhotos: DetailResource {
  typealias Delegate = BrowseDelegate

  /// The grid's cursor and the search, once `/` opened it.
  struct Extra: Sendable, Hashable {
    var cursor = GridCursor()
    var search: ListSearch?
  }

  static let noun = "photos"

  let detail: DetailFeature<Album.ID, Page<Photo>>
  let isOffline: Bool

  /// None: the grid draws itself, and nothing scrolls or finds in lines of it.
  static func lines(
    of detail: DetailFeature<Album.ID, Page<Photo>>.State, width: Int, usesColor: Bool
  ) -> [String] { [] }

  static func deletionTarget(of id: Album.ID) -> RecordKey? { nil }

  /// Lays the grid out again once the photos came or the window changed, the search looking
  /// in the photos as they are now.
  func fit(_ state: inout AlbumScreen.State) {
    state.indexSearch()
    state.reflow()
  }

  /// Puts the cursor on the photo at `index` of those shown, as a click does.
  func point(at index: Int, _ state: inout AlbumScreen.State) -> Effect<AlbumScreen.Action> {
    let count = state.shownPhotos.count
    guard (0..<count).contains(index) else { return .none }
    let (layout, rows) = state.shape
    state.cursor.place(on: index, count: count, columns: layout.columns, visibleRows: rows)
    return .none
  }

  /// The moves of ``Movement`` over the grid: a row of tiles, half a page, a page, either end.
  func move(_ move: Movement.Move, _ state: inout AlbumScreen.State) -> Bool {
    let grid: GridCursor.Move =
      switch move.reach {
      case .row: move.forth ? .down : .up
      case .halfPage: move.forth ? .halfPageDown : .halfPageUp
      case .page: move.forth ? .pageDown : .pageUp
      case .end: move.forth ? .last : .first
      }
    state.move(grid)
    return true
  }

  /// A key for the search while it is typed.
  func take(_ key: Key, _ state: inout AlbumScreen.State) -> AlbumScreen.Keys.Press {
    guard ListSearch.isTyping(state.search) else { return .passed }
    let cursorPhoto = key == .escape ? state.photoUnderCursor : nil
    let outcome = ListSearch.change(&state.search) { $0.press(key) }
    guard outcome != .ignored else { return .passed }
    state.searched(outcome, cursorPhoto: cursorPhoto)
    return .done(.none)
  }

  static let keys = AlbumScreen.Keys(
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
        open: { _, state in
          state.searched(ListSearch.change(&state.search) { $0.open() }, cursorPhoto: nil)
          return .none
        },
        clear: { _, state in
          let cursorPhoto = state.photoUnderCursor
          state.searched(ListSearch.change(&state.search) { $0.clear() }, cursorPhoto: cursorPhoto)
          return .none
        },
        step: { _, state, direction in .send(.delegate(.notice(state.stepMatch(direction)))) })
      + [
        ListKeys.copy("copy the photo's id, its JSON"), AlbumScreen.back(rank: 50),
        AlbumScreen.refresh,
      ] + AlbumScreen.moves)
}

extension DetailScreen where Resource == AlbumPhotos {
  init(client: NetworkClient, isOffline: Bool) {
    let photos = DetailFeature<Album.ID, Page<Photo>> { album in
      try await client.photos(PhotoQuery(albumID: album))
    }
    self.init(AlbumPhotos(detail: photos, isOffline: isOffline))
  }
}

extension DetailScreen.State where Resource == AlbumPhotos {
  init(albumID: Album.ID, size: TerminalSize) {
    self.init(id: albumID, size: size, extra: AlbumPhotos.Extra())
  }

  var albumID: Album.ID { detail.id }

  var cursor: GridCursor {
    get { extra.cursor }
    set { extra.cursor = newValue }
  }

  /// The search, once `/` opened it.
  var search: ListSearch? {
    get { extra.search }
    set { extra.search = newValue }
  }

  var items: [Photo] {
    detail.detail.value?.items ?? []
  }

  /// The photos the grid shows: those that match while searching.
  var shownPhotos: [Photo] {
    search?.rows(of: items) ?? items
  }

  /// The lines the grid has: the body's, less the search bar's while it shows.
  var gridLines: Int {
    let lines = ScreenLayout.bodyRows(size)
    return search?.showsBar == true ? max(1, lines - 1) : lines
  }

  /// The grid's shape at the screen's size: its layout and the rows of tiles shown.
  var shape: (layout: TileGridLayout, visibleRows: Int) {
    let layout = TileGridLayout(width: ScreenLayout.contentWidth(size))
    return (layout, TileGridLayout.visibleRows(lines: gridLines))
  }

  var photoUnderCursor: Photo.ID? {
    shownPhotos.element(at: cursor.index)?.id
  }

  @discardableResult
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

  /// `n` `N`: the cursor goes to the next or the previous photo that matches the search; what
  /// the status line says of it.
  mutating func stepMatch(_ direction: Int) -> String {
    let count = shownPhotos.count
    guard search?.isFiltering == true, count > 0 else { return MatchStep.noMatches(search) }
    let (index, wrapped) = MatchStep.step(from: cursor.index, by: direction, count: count)
    cursor = GridCursor(index: index, firstRow: cursor.firstRow)
    reflow()
    return MatchStep.notice(index: index, count: count, direction: direction, wrapped: wrapped)
  }

  /// Lays the grid out again once the search bar did `outcome`: the cursor on the first photo
  /// once the query changed, and on `cursorPhoto`, now among every photo, once it was cleared.
  mutating func searched(_ outcome: SearchBar.Outcome, cursorPhoto: Photo.ID?) {
    switch outcome {
    case .ignored:
      return
    case .opened:
      indexSearch()
    case .queryChanged:
      cursor = GridCursor()
    case .cleared:
      let index = cursorPhoto.flatMap { photo in shownPhotos.firstIndex { $0.id == photo } }
      cursor = GridCursor(index: index ?? 0)
    case .edited, .kept:
      break
    }
    reflow()
  }
}
