/// Where the tiles of a grid go (``SwatchTiles``): each a swatch with a title under it, as many
/// to a row as the width holds (at least one), rows of tiles one line apart.
public struct TileGridLayout: Sendable, Hashable {
  /// The width of a tile: its swatch and its title.
  public static let tileWidth = 16
  public static let swatchLines = 3
  /// The columns between two tiles side by side.
  public static let columnGap = 2
  /// The lines a row of tiles takes with the empty line below it: the swatch, the title, the
  /// gap.
  public static let rowHeight = swatchLines + 2

  /// The tiles in a row.
  public let columns: Int

  /// The layout for a grid `width` cells wide.
  public init(width: Int) {
    columns = max(1, (width.addingClamped(Self.columnGap)) / (Self.tileWidth + Self.columnGap))
  }

  /// The rows of tiles that `count` tiles take.
  public func rows(count: Int) -> Int {
    count > 0 ? (count - 1) / columns + 1 : 0
  }

  /// The rows of tiles that fit in `lines` lines: at least one.
  public static func visibleRows(lines: Int) -> Int {
    max(1, (lines + 1) / rowHeight)
  }

  /// The column of the tile `index`'s left edge, from the grid's.
  public func column(of index: Int) -> Int {
    index % columns * (Self.tileWidth + Self.columnGap)
  }
}
