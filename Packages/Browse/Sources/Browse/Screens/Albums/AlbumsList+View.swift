import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

extension AlbumsList {
  /// The Albums tab: the albums, each named with its owner when the browser knows them.
  static func draw(_ albums: AlbumsScreen.State, in view: BrowseView, into buffer: inout CellBuffer)
  {
    let shown = albums.shownRows
    if view.tabList.drawsEmpty(
      shown, of: albums.list.page, search: albums.search, noun: .album, into: &buffer)
    {
      return
    }
    view.tabList.drawTable(
      AlbumsView.table(shown, ownerNames: view.state.userNames).marking(
        albums.sort, AlbumsList.columns), cursor: albums.cursor,
      row: albums.cursor.row, visibleRows: albums.visibleRows, search: albums.search,
      firstRow: ScreenLayout.bodyTop, into: &buffer)
    view.tabList.drawPreview(
      shown.element(at: albums.cursor.row).map { preview(in: view, of: $0) }, search: albums.search,
      into: &buffer)
  }

  /// The preview of an album beside the list: its number and owner.
  static func preview(in view: BrowseView, of album: Album) -> ListPreview {
    let owner = view.state.userNames[album.userId] ?? "user \(album.userId)"
    return ListPreview(
      title: album.title,
      fields: [.init("Album", "\(album.id)"), .init("Owner", owner)])
  }

  /// Where the albums stand, and the last error with how to retry.
  static func status(_ albums: AlbumsScreen.State, in view: BrowseView) -> (String, String?) {
    if let text = view.searchStatus(albums.search, list: albums.list.page) { return (text, nil) }
    let failure = albums.list.page.failure.map(view.retryText)
    guard !AlbumsList.rows(albums).isEmpty else { return ("albums", failure) }
    let id = albums.shownRows.element(at: albums.cursor.row)?.id.rawValue
    return (
      view.position(
        "album", id: id, row: albums.cursor.row, of: "\(AlbumsList.rows(albums).count)"),
      failure
    )
  }
}
