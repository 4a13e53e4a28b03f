import Features
import Models
import NetworkClient
import TerminalKit
import TerminalViews

extension BrowseView {
  /// Draws the albums list, an album's grid of photos, or a photo's details.
  func drawAlbumScreen(_ entry: ScreenEntry, into buffer: inout CellBuffer) {
    let top = BrowseLayout.bodyTop
    switch entry.screen {
    case .albums(let albums):
      guard !state.shownAlbums(albums).isEmpty else {
        if drawNoMatches(on: entry.screen, noun: .album, row: top, into: &buffer) { return }
        drawPlaceholder(
          albums.list.page.map(\.items.count), noun: .album, row: top, into: &buffer)
        return
      }
      drawTable(
        AlbumsView.table(state.shownAlbums(albums), ownerNames: state.userNames),
        position: entry.position, screen: entry.screen, firstRow: top, into: &buffer)
    case .album(let grid):
      let photos = state.shownPhotos(grid)
      guard !photos.isEmpty else {
        if drawNoMatches(on: entry.screen, noun: .photo, row: top, into: &buffer) { return }
        drawPlaceholder(grid.photos.page.map(\.items.count), noun: .photo, row: top, into: &buffer)
        return
      }
      let (layout, _) = state.gridShape()
      var tiles = PhotoTiles(
        photos: photos, layout: layout, depth: swatchDepth, usesColor: usesColor)
      tiles.showsIDs = true
      tiles.draw(
        into: &buffer, top: top, left: 2, lines: state.gridLines,
        firstRow: grid.cursor.firstRow, cursor: grid.cursor.index)
    case .photo(let screen):
      drawPhoto(screen.photo, into: &buffer)
    default:
      break
    }
  }

  private var swatchDepth: ColorDepth { usesColor ? colorDepth : .none }

  private func drawPhoto(_ photo: Photo, into buffer: inout CellBuffer) {
    let top = BrowseLayout.bodyTop
    let width = BrowseLayout.contentWidth(state.size)
    buffer.write(photo.title, row: top, column: 2, style: style(.bold))
    let fields = [
      ("URL", photo.url), ("Thumbnail", photo.thumbnailUrl), ("Album", "\(photo.albumId)"),
    ]
    // The addresses are wrapped, not cut, so that they can be read whole in a narrow window.
    let valueColumn = 13
    var row = top + 2
    for field in fields {
      buffer.write(field.0, row: row, column: 2, style: style(.bold))
      let width = max(1, state.size.columns - valueColumn - 1)
      for line in TextLayout.wrapped(field.1, width: width, breaksAfterPunctuation: true) {
        buffer.write(line, row: row, column: valueColumn)
        row += 1
      }
    }
    let swatchTop = row + 1
    let swatchLines = min(8, state.size.rows - 1 - swatchTop)
    let swatchWidth = min(width, 32)
    let color = swatchDepth.terminalColor(for: photo.placeholderColor.map(RGB.init))
    for line in 0..<max(0, swatchLines) {
      let row = swatchTop + line
      if let color {
        buffer.write(String(repeating: " ", count: swatchWidth), row: row, column: 2)
        buffer.paint(row: row, from: 2, to: 2 + swatchWidth, background: color)
      } else {
        buffer.write(
          String(repeating: "░", count: swatchWidth), row: row, column: 2,
          style: style(.dim))
      }
    }
  }

  /// Where an album screen stands, and the last error with how to retry.
  func albumStatusContext(_ entry: ScreenEntry) -> (String, String?) {
    switch entry.screen {
    case .albums(let albums):
      let failure = albums.list.page.failure.map(retryText)
      guard !albums.albums.isEmpty else { return ("albums", failure) }
      return ("album \(entry.position.cursor + 1) of \(albums.albums.count)", failure)
    case .album(let grid):
      let failure = grid.photos.page.failure.map(retryText)
      guard !grid.items.isEmpty else { return ("album \(grid.albumID)", failure) }
      return (
        "photo \(grid.cursor.index + 1) of \(state.shownPhotos(grid).count) · album \(grid.albumID)",
        failure
      )
    case .photo(let screen):
      guard let url = screen.shownURL else {
        return ("photo \(screen.photo.id) · album \(screen.photo.albumId)", nil)
      }
      return ("photo \(screen.photo.id) · \(url)", nil)
    default:
      return ("", nil)
    }
  }
}

extension BrowseView {
  /// On a user's detail, marks the album under the cursor, when it is shown.
  func markUserAlbum(_ entry: ScreenEntry, into buffer: inout CellBuffer) {
    guard let line = state.userAlbumLine(entry.position.cursor, of: entry.screen) else { return }
    let row = BrowseLayout.bodyTop + line - entry.position.offset
    let rows = BrowseLayout.visibleRows(entry.screen, size: state.size)
    guard row >= BrowseLayout.bodyTop, row < BrowseLayout.bodyTop + rows else { return }
    buffer.write("›", row: row, column: 0, style: style(.bold))
    buffer.highlight(row: row, from: 2, style: style(.reverse))
  }
}
