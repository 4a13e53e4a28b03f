import TestSupport
import Testing

@testable import TerminalKit

/// Tiles drawn as their layout places them: a swatch painted in its colour or a neutral
/// pattern, its title cut under it, and the cursor's tile marked with and without colour.
@Suite struct SwatchTilesTests {
  private static let green = TerminalColor.rgb(red: 146, green: 201, blue: 82)
  private static let tiles = [
    SwatchTiles.Tile("Sunlit bridge over the river", color: green),
    SwatchTiles.Tile("Fog", color: nil),
    SwatchTiles.Tile("Third", color: green),
  ]

  private static func drawn(usesColor: Bool, cursor: Int?) -> CellBuffer {
    let tiles = SwatchTiles(Self.tiles, layout: TileGridLayout(width: 38), usesColor: usesColor)
    var buffer = CellBuffer(size: TerminalSize(columns: 38, rows: 9))
    tiles.draw(into: &buffer, top: 0, left: 0, lines: 9, cursor: cursor)
    return buffer
  }

  @Test func eachTileIsASwatchWithItsTitleUnderIt() {
    let buffer = Self.drawn(usesColor: true, cursor: 0)

    check(buffer.text(ofRow: 3).hasPrefix("Sunlit bridge o…  Fog"))
    check((0..<16).allSatisfy { buffer[0, $0].background == Self.green })
    checkEqual(buffer[0, 16].background, nil, "the gap between tiles")
    check(buffer.text(ofRow: 1).dropFirst(18).hasPrefix(String(repeating: "░", count: 16)))
    checkEqual(buffer[3, 0].style, [.bold, .reverse], "the cursor's title")
    check(buffer.text(ofRow: 8).hasPrefix("Third"), "the next row of tiles")
  }

  @Test func withoutColourTheCursorIsMarkedByCharacters() {
    let buffer = Self.drawn(usesColor: false, cursor: 1)

    check(buffer.text(ofRow: 0).dropFirst(18).hasPrefix(String(repeating: "▓", count: 16)))
    check(buffer.text(ofRow: 3).dropFirst(18).hasPrefix("›Fog"))
    checkEqual(buffer[3, 18].style, [])
  }

  @Test func placementsStopAtTheLastTileAndTheLinesGiven() {
    let tiles = SwatchTiles(Self.tiles, layout: TileGridLayout(width: 38), usesColor: true)

    checkEqual(
      tiles.placements(top: 1, left: 2, lines: 4).map(\.index), [0, 1],
      "one row of tiles fits in 4 lines")
    checkEqual(
      tiles.placements(top: 1, left: 2, lines: 9),
      [
        SwatchTiles.Placement(index: 0, top: 1, left: 2),
        SwatchTiles.Placement(index: 1, top: 1, left: 20),
        SwatchTiles.Placement(index: 2, top: 6, left: 2),
      ])
    checkEqual(tiles.placements(top: 1, left: 2, lines: 9, firstRow: 1).map(\.index), [2])
  }
}
