import Models
import TerminalKit

/// Draws photos as tiles into a `CellBuffer`: for each, a swatch in the colour its
/// placeholder address names and its title under it, cut with `…`.
///
/// A swatch is painted in its colour at `depth`, or filled with a neutral `░` pattern when the
/// colour is not known or there is no colour. The cursor's tile has its title reversed when
/// `usesColor`, and otherwise a `›` before its title and a `▓` pattern.
public struct PhotoTiles {
  /// The photos, in the grid's order.
  public var photos: [Photo]
  public var layout: PhotoGridLayout
  public var depth: ColorDepth
  /// Whether styles are drawn; without them the cursor is marked by characters.
  public var usesColor: Bool
  /// Whether each title starts with the photo's id, `12 `.
  public var showsIDs = false

  public init(photos: [Photo], layout: PhotoGridLayout, depth: ColorDepth, usesColor: Bool) {
    self.photos = photos
    self.layout = layout
    self.depth = depth
    self.usesColor = usesColor
  }

  public struct Placement: Sendable, Hashable {
    /// The photo's index in ``PhotoTiles/photos``.
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
    public var rows: Range<Int> { top..<(top + PhotoGridLayout.swatchLines + 1) }
    public var columns: Range<Int> { left..<(left + PhotoGridLayout.tileWidth) }
  }

  /// Where ``draw(into:top:left:lines:firstRow:cursor:)`` puts each tile it draws: the rows of
  /// tiles from `firstRow`, as many as fit in `lines` lines, from `top`, `left`.
  ///
  /// ```swift
  /// let tiles = PhotoTiles(
  ///   photos: [], layout: PhotoGridLayout(width: 78), depth: .none, usesColor: false)
  /// let placements = tiles.placements(top: 1, left: 2, lines: 20)
  /// ```
  public func placements(top: Int, left: Int, lines: Int, firstRow: Int = 0) -> [Placement] {
    var placements: [Placement] = []
    for shown in 0..<PhotoGridLayout.visibleRows(lines: lines) {
      let row = firstRow.addingClamped(shown)
      let rowTop = top + shown * PhotoGridLayout.rowHeight
      for column in 0..<layout.columns {
        let index = row.multipliedReportingOverflow(by: layout.columns)
        guard !index.overflow else { return placements }
        let photoIndex = index.partialValue.addingClamped(column)
        guard photoIndex >= 0, photoIndex < photos.count else { return placements }
        placements.append(
          Placement(index: photoIndex, top: rowTop, left: left + layout.column(of: column)))
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
        photos[placement.index], into: &buffer, top: placement.top, left: placement.left,
        isCursor: placement.index == cursor)
    }
  }

  private func drawTile(
    _ photo: Photo, into buffer: inout CellBuffer, top: Int, left: Int, isCursor: Bool
  ) {
    let width = PhotoGridLayout.tileWidth
    let end = left + width
    let color = depth.terminalColor(for: photo.placeholderColor)
    for line in 0..<PhotoGridLayout.swatchLines {
      if let color {
        buffer.write(String(repeating: " ", count: width), row: top + line, column: left)
        buffer.paint(row: top + line, from: left, to: end, background: color)
      } else {
        let pattern = isCursor && !usesColor ? "▓" : "░"
        buffer.write(
          String(repeating: pattern, count: width), row: top + line, column: left,
          style: usesColor ? .dim : [])
      }
    }
    let titleRow = top + PhotoGridLayout.swatchLines
    let marker = isCursor && !usesColor ? "›" : ""
    let id = showsIDs ? "\(photo.id) " : ""
    buffer.write(
      marker + id + photo.title, row: titleRow, column: left,
      style: isCursor && usesColor ? [.bold, .reverse] : [], limit: end)
  }
}
