import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TerminalViews

/// A photo's screen: its fields, then a swatch of its colour.
extension PhotoScreen.State {
  func draw(in view: BrowseView, into buffer: inout CellBuffer) {
    let top = ScreenLayout.bodyTop
    let width = ScreenLayout.contentWidth(view.state.size)
    buffer.write(photo.title, row: top, column: 2, style: view.style(.bold))
    let fields = [
      ("URL", photo.url), ("Thumbnail", photo.thumbnailUrl), ("Album", "\(photo.albumId)"),
    ]
    // The addresses are wrapped, not cut, so that they can be read whole in a narrow window.
    let valueColumn = 13
    var row = top + 2
    for field in fields {
      buffer.write(field.0, row: row, column: 2, style: view.style(.bold))
      let width = max(1, view.state.size.columns - valueColumn - 1)
      for line in TextLayout.wrapped(field.1, width: width, breaksAfterPunctuation: true) {
        buffer.write(line, row: row, column: valueColumn)
        row += 1
      }
    }
    let swatchTop = row + 1
    let swatchLines = min(8, view.state.size.rows - 1 - swatchTop)
    let swatchWidth = min(width, 32)
    let color = view.swatchDepth.terminalColor(for: photo.placeholderColor.map(RGB.init))
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

  /// Where a photo stands: its number and album, or its address once it could not be opened.
  func status(in view: BrowseView) -> (String, String?) {
    let screen = self
    guard let url = screen.shownURL else {
      return ("photo \(screen.photo.id) · album \(screen.photo.albumId)", nil)
    }
    return ("photo \(screen.photo.id) · \(url)", nil)
  }
}
