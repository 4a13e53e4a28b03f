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

  /// The tiles the photos are drawn as.
  public var tiles: SwatchTiles {
    SwatchTiles(
      photos.map { photo in
        SwatchTiles.Tile(
          showsIDs ? "\(photo.id) \(photo.title)" : photo.title,
          color: depth.terminalColor(for: photo.placeholderColor))
      }, layout: layout, usesColor: usesColor)
  }

  /// Where ``draw(into:top:left:lines:firstRow:cursor:)`` puts each tile it draws, as
  /// `SwatchTiles.placements(top:left:lines:firstRow:)` says.
  public func placements(top: Int, left: Int, lines: Int, firstRow: Int = 0) -> [Placement] {
    tiles.placements(top: top, left: left, lines: lines, firstRow: firstRow)
  }

  /// Draws the rows of tiles from `firstRow`, as many as fit in `lines` lines, from `top`,
  /// `left` of `buffer`.
  public func draw(
    into buffer: inout CellBuffer, top: Int, left: Int, lines: Int, firstRow: Int = 0,
    cursor: Int? = nil
  ) {
    tiles.draw(
      into: &buffer, top: top, left: left, lines: lines, firstRow: firstRow, cursor: cursor)
  }
}
