import Models
import TerminalKit

/// Draws photos as `TerminalKit`'s `SwatchTiles`: for each, a swatch in the colour its
/// placeholder address names at `depth`, and its title under it.
public struct PhotoTiles {
  public typealias Placement = SwatchTiles.Placement

  /// The photos, in the grid's order.
  public var photos: [Photo]
  public var layout: TileGridLayout
  public var depth: ColorDepth
  /// Whether styles are drawn; without them the cursor is marked by characters.
  public var usesColor: Bool
  /// Whether each title starts with the photo's id, `12 `.
  public var showsIDs = false

  public init(photos: [Photo], layout: TileGridLayout, depth: ColorDepth, usesColor: Bool) {
    self.photos = photos
    self.layout = layout
    self.depth = depth
    self.usesColor = usesColor
  }

  /// The tile of `photo`.
  private func tile(of photo: Photo) -> SwatchTiles.Tile {
    SwatchTiles.Tile(
      showsIDs ? "\(photo.id) \(photo.title)" : photo.title,
      color: depth.terminalColor(for: photo.placeholderColor))
  }

  /// Where ``draw(into:top:left:lines:firstRow:cursor:)`` puts each tile it draws, as
  /// `SwatchTiles.placements(top:left:lines:firstRow:)` says.
  public func placements(top: Int, left: Int, lines: Int, firstRow: Int = 0) -> [Placement] {
    SwatchTiles.placements(
      count: photos.count, layout: layout, top: top, left: left, lines: lines,
      firstRow: firstRow)
  }

  /// Draws the rows of tiles from `firstRow`, as many as fit in `lines` lines, from `top`,
  /// `left` of `buffer`: only the photos in sight are read, however many there are.
  public func draw(
    into buffer: inout CellBuffer, top: Int, left: Int, lines: Int, firstRow: Int = 0,
    cursor: Int? = nil
  ) {
    let shown = placements(top: top, left: left, lines: lines, firstRow: firstRow)
    guard let first = shown.first?.index, let last = shown.last?.index else { return }
    SwatchTiles(photos[first...last].map(tile(of:)), layout: layout, usesColor: usesColor)
      .draw(into: &buffer, top: top, left: left, lines: lines, cursor: cursor.map { $0 - first })
  }
}
