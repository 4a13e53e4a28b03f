import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// A user's screen: their detail, the album under the cursor marked, each album clickable.
extension BrowseView {
  func drawUser(_ user: UserScreen.State, into buffer: inout CellBuffer) {
    drawDetail(
      DetailText.lines(
        of: user.detail, width: ScreenLayout.contentWidth(size), usesColor: usesColor),
      from: user.scroll.line, isLoading: user.isLoading, find: user.find, into: &buffer)
    markAlbum(of: user, into: &buffer)
    markAlbumTargets(of: user)
  }

  /// On a user's screen, makes the albums shown clickable.
  private func markAlbumTargets(of user: UserScreen.State) {
    guard let clickTargets else { return }
    for index in user.albums.indices {
      guard let line = user.albumLine(index) else { break }
      let row = ScreenLayout.bodyTop + line - user.scroll.line
      guard row >= ScreenLayout.bodyTop, row < ScreenLayout.bodyTop + user.visibleRows else {
        continue
      }
      clickTargets.mark(.item(index), row: row, columns: 0..<size.columns)
    }
  }

  /// On a user's screen, marks the album under the cursor, when it is shown.
  private func markAlbum(of user: UserScreen.State, into buffer: inout CellBuffer) {
    guard let line = user.albumLine(user.album) else { return }
    let row = ScreenLayout.bodyTop + line - user.scroll.line
    guard row >= ScreenLayout.bodyTop, row < ScreenLayout.bodyTop + user.visibleRows else {
      return
    }
    buffer.write("›", row: row, column: 0, style: style(.bold))
    buffer.highlight(row: row, from: 2, style: style(.reverse))
  }
}
