import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// An album's photos as a grid of tiles: a swatch in the colour each photo's placeholder address
/// names, and the photo's title under it, as many tiles to a row as the width holds.
///
/// ```
/// ████████████████  ████████████████
/// ████████████████  ████████████████
/// ████████████████  ████████████████
/// Sunlit bridge o…  Windy tram stop…
/// ```
///
/// The swatches are drawn in truecolor or the nearest of the 256 colours, as `depth` says, and
/// as a neutral `░` pattern without colour or when a photo's address names none. Titles are cut
/// with `…` and sanitized. Without a terminal there are no escape sequences. A failure or an
/// empty album is said as the photos list says it (see ``PhotosView``).
public struct PhotoGridView: Sendable {
  public var state: PhotosFeature.State

  public init(state: PhotosFeature.State) {
    self.state = state
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions, depth: ColorDepth) -> String {
    guard case .loaded(let page) = state.page, !page.items.isEmpty else {
      return PhotosView(state: state).render(options: options)
    }
    let depth = options.showsStyles ? depth : .none
    let layout = TileGridLayout(width: options.lineWidth)
    let lines = layout.rows(count: page.items.count) * TileGridLayout.rowHeight - 1
    var buffer = CellBuffer(
      size: TerminalSize(
        columns: layout.columns * (TileGridLayout.tileWidth + TileGridLayout.columnGap),
        rows: lines))
    PhotoTiles(photos: page.items, layout: layout, depth: depth, usesColor: options.showsStyles)
      .draw(into: &buffer, top: 0, left: 0, lines: lines)
    let footer = PageFooter.text(for: page, shownCount: page.items.count, noun: .photo)
    return (buffer.styledLines(usesColor: options.showsStyles) + [options.styled(footer, .dim)])
      .joined(separator: "\n")
  }
}
