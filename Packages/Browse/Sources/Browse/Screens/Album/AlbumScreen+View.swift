import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

extension AlbumScreen.State {
  /// An album's grid of photos, each tile headed by the photo's id.
  func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    let album = self
    let top = ScreenLayout.bodyTop
    let photos = album.shownPhotos
    if view.tabList.drawsEmpty(
      photos, of: album.detail.detail, search: album.search, noun: .photo, into: &buffer)
    {
      return
    }
    var tiles = PhotoTiles(
      photos: photos, layout: album.shape.layout, depth: view.swatchDepth, usesColor: view.usesColor
    )
    tiles.showsIDs = true
    tiles.draw(
      into: &buffer, top: top, left: 2, lines: album.gridLines,
      firstRow: album.cursor.firstRow, cursor: album.cursor.index)
    guard let clickTargets = view.clickTargets else { return }
    let placements = tiles.placements(
      top: top, left: 2, lines: album.gridLines, firstRow: album.cursor.firstRow)
    for placement in placements {
      for row in placement.rows {
        clickTargets.mark(.item(placement.index), row: row, columns: placement.columns)
      }
    }
  }

  /// Where an album's grid stands, and the last error with how to retry.
  func status(in view: BrowseView) -> (String, String?) {
    let album = self
    if let text = view.searchStatus(album.search, list: album.detail.detail) { return (text, nil) }
    let failure = album.detail.detail.failure.map(view.retryText)
    guard !album.items.isEmpty else { return ("album \(album.albumID)", failure) }
    let photos = album.shownPhotos
    let id = photos.element(at: album.cursor.index)?.id.rawValue
    let place = view.position("photo", id: id, row: album.cursor.index, of: "\(photos.count)")
    return ("\(place) · album \(album.albumID)", failure)
  }
}
