import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

extension BrowseState {
  /// Whether the album screen `screen` is loading.
  func isAlbumScreenLoading(_ screen: BrowseScreen) -> Bool {
    switch screen {
    case .albums(let albums): albums.list.page.isLoading
    case .album(let grid): grid.photos.page.isLoading
    default: false
    }
  }

  /// The grid's shape for the screen's size: its layout and the rows of tiles shown.
  func gridShape() -> (layout: PhotoGridLayout, visibleRows: Int) {
    let layout = PhotoGridLayout(width: BrowseLayout.contentWidth(size))
    return (layout, PhotoGridLayout.visibleRows(lines: gridLines))
  }

  /// The lines the grid shown has: the body's, less the search bar's while it shows.
  var gridLines: Int {
    let lines = BrowseLayout.bodyRows(size)
    guard case .album = top.screen, search(on: top.screen)?.showsBar == true else { return lines }
    return max(1, lines - 1)
  }

  /// `grid` with its cursor on the same photo, for the screen's size.
  func reflowed(_ grid: AlbumGrid) -> AlbumGrid {
    var grid = grid
    let (layout, rows) = gridShape()
    grid.cursor.reflow(count: shownPhotos(grid).count, columns: layout.columns, visibleRows: rows)
    return grid
  }

  /// Reacts to what the album list of screen `screen` did: says what a refresh found, and
  /// notes where the albums came from.
  mutating func albumListChanged(_ list: AlbumsFeature.State, screen: ScreenID) -> [BrowseRequest] {
    if !list.page.isLoading, case .albums(let before)? = refreshBaselines[screen] {
      refreshBaselines[screen] = nil
      if list.page.failure == nil {
        notice = RefreshBaseline.notice(
          changes: before.changedRows(comparedWith: list.page.value?.items ?? []))
      }
    }
    indexAlbumsSearch()
    return loaded(screen, list.page, revalidation: .albums(.reload(screen: screen)))
      + loadAlbumOwnersIfNeeded(for: list)
  }

  /// Reacts to what the photos of grid `grid`, on screen `screen`, did: searches them and
  /// keeps the cursor within them.
  mutating func photosChanged(_ grid: AlbumGrid, screen: ScreenID) -> [BrowseRequest] {
    indexSearch(ofScreen: screen)
    let reflowed = reflowed(grid)
    updateScreen(screen) { $0 = .album(reflowed) }
    return loaded(screen, grid.photos.page, revalidation: .albums(.reload(screen: screen)))
  }

  /// Loads the albums the first time the Albums tab is shown.
  mutating func loadAlbumsIfNeeded() -> [BrowseRequest] {
    guard let root = stacks[BrowseTab.albums.rawValue].first,
      case .albums(var albums) = root.screen, !albums.isRequested
    else { return [] }
    albums.isRequested = true
    updateScreen(root.id) { $0 = .albums(albums) }
    freshness.startLoad(of: root.id, quiet: false)
    return [.albums(.loadList(screen: root.id))]
  }

  /// Handles `key` on an album screen; `nil` when the screen shown is not one, or the key is
  /// left to the browser (moving over the albums list).
  mutating func pressOnAlbumScreen(_ key: Key) -> [BrowseRequest]? {
    let entry = top
    switch entry.screen {
    case .albums(let albums):
      switch key {
      case .enter:
        let shown = shownAlbums(albums)
        guard shown.indices.contains(entry.position.cursor) else { return [] }
        return openAlbum(shown[entry.position.cursor].id)
      case .character("r"):
        if let shown = albums.list.page.value?.items {
          refreshBaselines[entry.id] = .albums(shown)
        }
        freshness.startLoad(of: entry.id, quiet: albums.list.page.value != nil)
        return [.albums(.reload(screen: entry.id))]
      default:
        return nil
      }
    case .album(let grid):
      return pressOnGrid(key, grid: grid, screen: entry.id)
    case .user:
      return pressOnUserAlbums(key)
    case .photo(let photo):
      switch key {
      case .escape, .backspace, .left: return pop()
      case .character("o"): return [.albums(.openURL(screen: entry.id, photo.photo.url))]
      default: return []
      }
    default:
      return nil
    }
  }

  /// Opens the grid of album `id`.
  mutating func openAlbum(_ id: Album.ID) -> [BrowseRequest] {
    var grid = AlbumGrid(albumID: id)
    grid.cursor = GridCursor()
    return push(.album(grid)) { .albums(.openAlbum(screen: $0, id)) }
  }

  private mutating func pressOnGrid(_ key: Key, grid: AlbumGrid, screen: ScreenID)
    -> [BrowseRequest]
  {
    if let move = Self.gridMove(for: key) {
      let (layout, rows) = gridShape()
      var grid = grid
      grid.cursor.apply(
        move, count: shownPhotos(grid).count, columns: layout.columns, visibleRows: rows)
      updateScreen(screen) { $0 = .album(grid) }
      return []
    }
    switch key {
    case .escape, .backspace: return pop()
    case .character("r"):
      freshness.startLoad(of: screen, quiet: grid.photos.page.value != nil)
      return [.albums(.reload(screen: screen))]
    case .enter:
      let photos = shownPhotos(grid)
      guard photos.indices.contains(grid.cursor.index) else { return [] }
      return push(.photo(PhotoScreen(photo: photos[grid.cursor.index]))) { _ in nil }
    default: return []
    }
  }

  private static func gridMove(for key: Key) -> GridCursor.Move? {
    switch key {
    case .left, .character("h"): .left
    case .right, .character("l"): .right
    case .up, .character("k"): .up
    case .down, .character("j"): .down
    case .pageUp: .pageUp
    case .pageDown: .pageDown
    case .control("u"): .halfPageUp
    case .control("d"): .halfPageDown
    case .home, .character("g"): .first
    case .end, .character("G"): .last
    default: nil
    }
  }
}
