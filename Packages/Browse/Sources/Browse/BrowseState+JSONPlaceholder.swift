import BrowseKit
import JSONPlaceholderBrowse
import TerminalKit

extension BrowseState {
  /// A browser of JSONPlaceholder's resources that starts on the Posts tab.
  init(size: TerminalSize, isOffline: Bool = false) {
    self.init(size: size, isOffline: isOffline, catalog: .jsonPlaceholder)
  }
}
