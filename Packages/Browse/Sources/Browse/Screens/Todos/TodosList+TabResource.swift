import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension TodosList: TabResource {
  static var tab: BrowseTab { .todos }

  /// Not while the filter above the to-dos has the focus.
  static func cursorIsOnRows(_ state: Screen.State) -> Bool {
    !state.selectorHasFocus
  }
}
