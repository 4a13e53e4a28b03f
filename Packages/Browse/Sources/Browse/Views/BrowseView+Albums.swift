import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

extension BrowseView {
  /// The Albums tab: the albums, each named with its owner when the browser knows them.
  func drawAlbums(_ albums: AlbumsScreen.State, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    let shown = albums.shownRows
    let list = albums.list.page.map(\.items.count)
    if drawsEmpty(shown.isEmpty, list, search: albums.search, noun: .album, row: top, into: &buffer)
    {
      return
    }
    drawTable(
      AlbumsView.table(shown, ownerNames: state.userNames).marking(
        albums.sort, SortColumns.albums), cursor: albums.cursor,
      row: albums.cursor.row, visibleRows: albums.visibleRows, search: albums.search,
      firstRow: top, into: &buffer)
    drawPreview(
      shown.element(at: albums.cursor.row).map(preview), search: albums.search, into: &buffer)
  }

  /// The preview of an album beside the list: its number and owner.
  func preview(of album: Album) -> ListPreview {
    let owner = state.userNames[album.userId] ?? "user \(album.userId)"
    return ListPreview(
      title: album.title,
      fields: [.init("Album", "\(album.id)"), .init("Owner", owner)])
  }

  /// An album's grid of photos, each tile headed by the photo's id.
  func drawGrid(_ album: AlbumScreen.State, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    let photos = album.shownPhotos
    let list = album.photos.page.map(\.items.count)
    if drawsEmpty(photos.isEmpty, list, search: album.search, noun: .photo, row: top, into: &buffer)
    {
      return
    }
    var tiles = PhotoTiles(
      photos: photos, layout: album.shape.layout, depth: swatchDepth, usesColor: usesColor)
    tiles.showsIDs = true
    tiles.draw(
      into: &buffer, top: top, left: 2, lines: album.gridLines,
      firstRow: album.cursor.firstRow, cursor: album.cursor.index)
    guard let clickTargets else { return }
    let placements = tiles.placements(
      top: top, left: 2, lines: album.gridLines, firstRow: album.cursor.firstRow)
    for placement in placements {
      for row in placement.rows {
        clickTargets.mark(.item(placement.index), row: row, columns: placement.columns)
      }
    }
  }

  private var swatchDepth: ColorDepth { usesColor ? colorDepth : .none }

  func drawPhoto(_ photo: Photo, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    let width = ScreenLayout.contentWidth(state.size)
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

  /// Where the albums stand, and the last error with how to retry.
  func albumsStatus(_ albums: AlbumsScreen.State) -> (String, String?) {
    let failure = albums.list.page.failure.map(retryText)
    guard !AlbumsList.rows(albums).isEmpty else { return ("albums", failure) }
    let id = albums.shownRows.element(at: albums.cursor.row)?.id.rawValue
    return (
      position("album", id: id, row: albums.cursor.row, of: "\(AlbumsList.rows(albums).count)"),
      failure
    )
  }

  /// Where an album's grid stands, and the last error with how to retry.
  func gridStatus(_ album: AlbumScreen.State) -> (String, String?) {
    let failure = album.photos.page.failure.map(retryText)
    guard !album.items.isEmpty else { return ("album \(album.albumID)", failure) }
    let photos = album.shownPhotos
    let id = photos.element(at: album.cursor.index)?.id.rawValue
    let place = position("photo", id: id, row: album.cursor.index, of: "\(photos.count)")
    return ("\(place) · album \(album.albumID)", failure)
  }

  /// Where a photo stands: its number and album, or its address once it could not be opened.
  func photoStatus(_ screen: PhotoScreen.State) -> (String, String?) {
    guard let url = screen.shownURL else {
      return ("photo \(screen.photo.id) · album \(screen.photo.albumId)", nil)
    }
    return ("photo \(screen.photo.id) · \(url)", nil)
  }
}
