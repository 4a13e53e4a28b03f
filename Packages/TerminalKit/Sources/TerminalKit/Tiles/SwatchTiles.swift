/// Draws tiles into a ``CellBuffer`` as ``TileGridLayout`` places them: for each, a swatch in
/// its colour and its title under it, cut with `…`.
///
/// A swatch is painted in its colour when `usesColor`, or filled with a neutral `░` pattern
/// when it has none (its colour is not known) or colour is not used. The cursor's tile has its title reversed
/// when `usesColor`, and otherwise a `›` before its title and a `▓` pattern.
///
/// ```swift
/// let tiles = SwatchTiles(
///   [SwatchTiles.Tile("Sunlit bridge", color: .rgb(red: 146, green: 201, blue: 82))],
///   layout: TileGridLayout(width: 78), usesColor: true)
/// var buffer = CellBuffer(size: TerminalSize(columns: 78, rows: 4))
/// tiles.draw(into: &buffer, top: 0, left: 0, lines: 4)
/// ```
public struct SwatchTiles: Sendable, Hashable {
  public struct Tile: Sendable, Hashable {
    /// The text under the swatch; the tiles sanitize it.
    public var title: String
    /// The colour of the swatch, as the terminal draws it (``TerminalColor/drawn(at:)``);
    /// `nil` for the neutral pattern.
    public var color: TerminalColor?

    public init(_ title: String, color: TerminalColor?) {
      self.title = title
      self.color = color
    }
  }

  public struct Placement: Sendable, Hashable {
    /// The tile's index in ``SwatchTiles/tiles``.
    public var index: Int
    /// The row of the tile's first line.
    public var top: Int
    /// The column of the tile's first cell.
    public var left: Int

    public init(index: Int, top: Int, left: Int) {
      self.index = index
      self.top = top
      self.left = left
    }

    /// The rows the tile takes: its swatch and its title.
    public var rows: Range<Int> { top..<(top + TileGridLayout.swatchLines + 1) }
    public var columns: Range<Int> { left..<(left + TileGridLayout.tileWidth) }
  }

  /// The tiles, in the grid's order.
  public var tiles: [Tile]
  public var layout: TileGridLayout
  /// Whether styles are drawn; without them the cursor is marked by characters.
  public var usesColor: Bool

  public init(_ tiles: [Tile], layout: TileGridLayout, usesColor: Bool) {
    self.tiles = tiles
    self.layout = layout
    self.usesColor = usesColor
  }

  /// Where ``draw(into:top:left:lines:firstRow:cursor:)`` puts each tile it draws: the rows of
  /// tiles from `firstRow`, as many as fit in `lines` lines, from `top`, `left`.
  public func placements(top: Int, left: Int, lines: Int, firstRow: Int = 0) -> [Placement] {
    Self.placements(
      count: tiles.count, layout: layout, top: top, left: left, lines: lines, firstRow: firstRow)
  }

  /// Where the tiles of a grid of `count` tiles laid out by `layout` go, as
  /// ``placements(top:left:lines:firstRow:)`` says: what a grid of many items asks first, to
  /// make the tiles of those in sight only.
  public static func placements(
    count: Int, layout: TileGridLayout, top: Int, left: Int, lines: Int, firstRow: Int = 0
  ) -> [Placement] {
    var placements: [Placement] = []
    for shown in 0..<TileGridLayout.visibleRows(lines: lines) {
      let row = firstRow.addingClamped(shown)
      let rowTop = top + shown * TileGridLayout.rowHeight
      for column in 0..<layout.columns {
        let index = row.multipliedReportingOverflow(by: layout.columns)
        guard !index.overflow else { return placements }
        let tileIndex = index.partialValue.addingClamped(column)
        guard tileIndex >= 0, tileIndex < count else { return placements }
        placements.append(
          Placement(index: tileIndex, top: rowTop, left: left + layout.column(of: column)))
      }
    }
    return placements
  }

  /// Draws the rows of tiles from `firstRow`, as many as fit in `lines` lines, from `top`,
  /// `left` of `buffer`.
  public func draw(
    into buffer: inout CellBuffer, top: Int, left: Int, lines: Int, firstRow: Int = 0,
    cursor: Int? = nil
  ) {
    for placement in placements(top: top, left: left, lines: lines, firstRow: firstRow) {
      drawTile(
        tiles[placement.index], into: &buffer, top: placement.top, left: placement.left,
        isCursor: placement.index == cursor)
    }
  }

  private func drawTile(
    _ tile: Tile, into buffer: inout CellBuffer, top: Int, left: Int, isCursor: Bool
  ) {
    let width = TileGridLayout.tileWidth
    let end = left + width
    for line in 0..<TileGridLayout.swatchLines {
      if usesColor, let color = tile.color {
        buffer.write(String(repeating: " ", count: width), row: top + line, column: left)
        buffer.paint(row: top + line, from: left, to: end, background: color)
      } else {
        let pattern = isCursor && !usesColor ? "▓" : "░"
        buffer.write(
          String(repeating: pattern, count: width), row: top + line, column: left,
          style: usesColor ? .dim : [])
      }
    }
    let marker = isCursor && !usesColor ? "›" : ""
    buffer.write(
      marker + tile.title, row: top + TileGridLayout.swatchLines, column: left,
      style: isCursor && usesColor ? [.bold, .reverse] : [], limit: end)
  }
}
