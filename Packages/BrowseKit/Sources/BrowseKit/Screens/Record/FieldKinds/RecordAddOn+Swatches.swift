import JSONCoding
import TerminalKit

extension RecordAddOn {
  /// A record's colours and images (``RecordSwatch``) are drawn as swatches after its fields,
  /// under `Swatches`, each titled by its field, side by side as the width holds: a colour's
  /// in it, an image's in the colour its address names, or a neutral `░` pattern when that is
  /// not known or there is no colour.
  public static let swatches = RecordAddOn(
    "a record with colours or images", for: .records { !RecordSwatch.all(in: $0).isEmpty },
    sections: { page in
      let swatches = RecordSwatch.all(in: page.record)
      guard !swatches.isEmpty else { return [] }
      return [RecordSection("Swatches") { options in drawSwatches(swatches, options: options) }]
    })

  /// The lines of `swatches` as tiles at the options' width, their colours in truecolor
  /// escape sequences, which the record screen draws at the terminal's depth.
  static func drawSwatches(_ swatches: [RecordSwatch], options: RenderOptions) -> [String] {
    let layout = TileGridLayout(width: options.lineWidth)
    let tiles = SwatchTiles(
      swatches.map { swatch in
        SwatchTiles.Tile(swatch.field, color: swatch.color)
      }, layout: layout, usesColor: options.showsStyles)
    let lines = layout.rows(count: swatches.count) * TileGridLayout.rowHeight - 1
    var buffer = CellBuffer(size: TerminalSize(columns: options.lineWidth, rows: lines))
    tiles.draw(into: &buffer, top: 0, left: 0, lines: lines)
    return buffer.styledLines(usesColor: options.showsStyles)
  }
}
