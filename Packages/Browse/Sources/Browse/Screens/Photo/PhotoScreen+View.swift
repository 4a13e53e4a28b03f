import BrowseKit
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// A photo's screen: its lines, then a swatch of its colour below them.
extension PhotoDetails {
  static func draw(_ state: PhotoScreen.State, in view: BrowseView, into buffer: inout CellBuffer) {
    let lines = state.lines(usesColor: view.usesColor)
    view.drawDetail(
      lines, from: state.scroll.line, isLoading: state.isLoading, find: state.find, into: &buffer)
    guard let photo = state.detail.detail.value else { return }
    let shownLines = lines.count - state.scroll.line
    let swatchTop = ScreenLayout.bodyTop + shownLines + 1
    let swatchLines = min(8, view.state.size.rows - 1 - swatchTop)
    let swatchWidth = min(ScreenLayout.contentWidth(view.state.size), 32)
    let color = view.swatchDepth.terminalColor(for: photo.placeholderColor)
    for line in 0..<max(0, swatchLines) {
      let row = swatchTop + line
      if let color {
        buffer.write(String(repeating: " ", count: swatchWidth), row: row, column: 2)
        buffer.paint(row: row, from: 2, to: 2 + swatchWidth, background: color)
      } else {
        buffer.write(
          String(repeating: "░", count: swatchWidth), row: row, column: 2,
          style: view.style(.dim))
      }
    }
  }

  /// Where a photo stands: its number and album, or its address once it could not be opened;
  /// the find's match, and a failed read with how to retry.
  static func status(_ state: PhotoScreen.State, in view: BrowseView) -> (String, String?) {
    let photo = state.detail.detail.value
    let place = state.shownURL ?? photo.map { "album \($0.albumId)" }
    let name = ["photo \(state.detail.id)", place].compactMap(\.self).joined(separator: " · ")
    return view.detailStatus(
      name, state.scroll, count: state.lineCount, rows: state.visibleRows, find: state.find,
      failure: state.detail.detail.failure)
  }
}
