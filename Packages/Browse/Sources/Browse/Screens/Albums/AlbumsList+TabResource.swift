import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension AlbumsList: TabResource {
  static var tab: JSONPlaceholderTab { .albums }

  static func emptyList(size: TerminalSize) -> Screen.State { Screen.State(size: size) }

  static func reload(selecting id: String?, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let select = id.flatMap { Int($0) }.map { browser.albumsList(.select(Album.ID($0)), &state) }
    return .merge(browser.albumsList(.reload, &state), select ?? .none)
  }
  static func page(_ state: Screen.State) -> Loadable<Page<Album>>? { state.list.page }
  static var nameField: KeyPath<Album, String>? { \.title }

  /// `:album 12`: the album's grid, or that there is none once the albums are loaded.
  static func open(_ id: Int, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let id = Album.ID(id)
    if let albums = state.lists.albums.list.page.value?.items,
      !albums.contains(where: { $0.id == id })
    {
      state.notice = "No album \(id)."
      return .none
    }
    return .merge(
      browser.commandLine.selectList(.albums, &state), browser.albumsList(.select(id), &state),
      browser.open(AlbumScreen.State(albumID: id, size: state.size), &state))
  }
}
