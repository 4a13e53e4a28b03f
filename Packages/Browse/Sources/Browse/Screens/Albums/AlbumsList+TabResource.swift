import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension AlbumsList: TabResource {
  static var tab: BrowseTab { .albums }
  static func page(_ state: Screen.State) -> Loadable<Page<Album>>? { state.list.page }
  static var nameField: KeyPath<Album, String>? { \.title }
}
