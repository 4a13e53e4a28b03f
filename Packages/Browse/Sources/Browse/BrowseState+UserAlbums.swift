import Features
import Models
import NetworkClient
import TerminalKit

extension BrowseState {
  /// The albums of the user on `screen`, once loaded.
  static func userAlbums(of screen: BrowseScreen) -> [Album] {
    guard case .user(let state) = screen else { return [] }
    return state.detail.value?.albums ?? []
  }

  /// The line of the user's detail where the album `index` is, when it has albums.
  func userAlbumLine(_ index: Int, of screen: BrowseScreen) -> Int? {
    let albums = Self.userAlbums(of: screen)
    guard albums.indices.contains(index) else { return nil }
    let lines = DetailText.lines(
      of: screen, width: BrowseLayout.contentWidth(size), usesColor: false)
    // The heading, then the table's header, then a row per album.
    guard let heading = lines.firstIndex(where: { $0.hasPrefix("Albums (\(albums.count))") })
    else { return nil }
    let line = heading + 2 + index
    return line < lines.count ? line : nil
  }

  /// Handles `key` on a user's detail with albums: ↑ ↓ move over the albums, scrolling to
  /// keep the one under the cursor shown, and Enter opens its grid; `nil` for other keys.
  mutating func pressOnUserAlbums(_ key: Key) -> [BrowseRequest]? {
    let entry = top
    let albums = Self.userAlbums(of: entry.screen)
    guard !albums.isEmpty else { return nil }
    let step: Int
    switch key {
    case .up, .character("k"): step = -1
    case .down, .character("j"): step = 1
    case .enter:
      let index = max(0, min(entry.position.cursor, albums.count - 1))
      return openAlbum(albums[index].id)
    default: return nil
    }
    let cursor = max(0, min(entry.position.cursor.addingClamped(step), albums.count - 1))
    guard let line = userAlbumLine(cursor, of: entry.screen) else { return nil }
    let count = rowCount(of: entry.screen)
    let rows = BrowseLayout.visibleRows(entry.screen, size: size)
    var position = entry.position
    position.cursor = cursor
    if line < position.offset {
      position.offset = line
    } else if line >= position.offset.addingClamped(rows) {
      position.offset = line - rows + 1
    }
    position.scroll(by: 0, count: count, visibleRows: rows)
    updateTop { $0.position = position }
    return []
  }
}
