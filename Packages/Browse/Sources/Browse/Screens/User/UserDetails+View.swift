import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// A user's screen: their detail, the album under the cursor marked, each album clickable.
extension UserDetails {
  static func draw(_ user: UserScreen.State, in view: BrowseView, into buffer: inout CellBuffer) {
    view.drawDetail(
      user.lines(usesColor: view.usesColor), from: user.scroll.line, isLoading: user.isLoading,
      find: user.find, into: &buffer)
    markAlbum(of: user, in: view, into: &buffer)
    markAlbumTargets(of: user, in: view)
  }

  /// On a user's screen, makes the albums shown clickable.
  private static func markAlbumTargets(of user: UserScreen.State, in view: BrowseView) {
    guard let clickTargets = view.clickTargets else { return }
    for index in user.albums.indices {
      guard let line = user.albumLine(index) else { break }
      let row = ScreenLayout.bodyTop + line - user.scroll.line
      guard row >= ScreenLayout.bodyTop, row < ScreenLayout.bodyTop + user.visibleRows else {
        continue
      }
      clickTargets.mark(.item(index), row: row, columns: 0..<view.size.columns)
    }
  }

  /// On a user's screen, marks the album under the cursor, when it is shown.
  private static func markAlbum(
    of user: UserScreen.State, in view: BrowseView, into buffer: inout CellBuffer
  ) {
    guard let line = user.albumLine(user.album) else { return }
    let row = ScreenLayout.bodyTop + line - user.scroll.line
    guard row >= ScreenLayout.bodyTop, row < ScreenLayout.bodyTop + user.visibleRows else {
      return
    }
    buffer.write("›", row: row, column: 0, style: view.style(.bold))
    buffer.highlight(row: row, from: 2, style: view.style(.reverse))
  }
}
