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
    guard let rows = DetailText.albumRows(of: screen, width: BrowseLayout.contentWidth(size))
    else { return nil }
    let line = rows.lowerBound.addingClamped(index)
    return rows.contains(line) ? line : nil
  }

  /// Handles `key` on a user's detail with albums; `nil` for the keys left to the detail.
  ///
  /// The cursor is on an album, the first one at the start. ↓ moves it to the next album when
  /// that album can be shown without leaving a line unseen, or, while the album under the
  /// cursor is still below the lines shown, brings that album into sight first; until then,
  /// and past the last album, ↓ scrolls a line. ↑ moves it to the album before, and from the first album scrolls
  /// back to the top. While the album under the cursor is out of sight, ↑ scrolls a line.
  /// Enter opens the album under the cursor.
  mutating func pressOnUserAlbums(_ key: Key) -> [BrowseRequest]? {
    let entry = top
    let albums = Self.userAlbums(of: entry.screen)
    guard !albums.isEmpty else { return nil }
    let cursor = max(0, min(entry.position.cursor, albums.count - 1))
    let step: Int
    switch key {
    case .up, .character("k"): step = -1
    case .down, .character("j"): step = 1
    case .enter: return openAlbum(albums[cursor].id)
    default: return nil
    }
    guard let line = userAlbumLine(cursor, of: entry.screen) else { return nil }
    let rows = BrowseLayout.visibleRows(entry.screen, size: size)
    var position = entry.position
    let isShown = line >= position.offset && line < position.offset.addingClamped(rows)
    if step < 0, isShown, cursor == 0 {
      position.offset = 0
      updateTop { $0.position = position }
      return []
    }
    let isBelow = line >= position.offset.addingClamped(rows)
    let target = step > 0 && isBelow ? cursor : cursor + step
    guard albums.indices.contains(target), let targetLine = userAlbumLine(target, of: entry.screen)
    else { return nil }
    // Moving down may scroll by up to a page, so that no line goes unseen.
    let reach = step > 0 ? position.offset.addingClamped(2 * rows) : position.offset
    guard step > 0 ? targetLine >= position.offset && targetLine < reach : isShown else {
      return nil
    }
    position.cursor = target
    if targetLine < position.offset {
      position.offset = targetLine
    } else if targetLine >= position.offset.addingClamped(rows) {
      position.offset = targetLine - rows + 1
    }
    position.scroll(by: 0, count: rowCount(of: entry.screen), visibleRows: rows)
    updateTop { $0.position = position }
    return []
  }
}
