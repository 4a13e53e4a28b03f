import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct WorldMapTests {
  /// The map's lines as characters, and the line and column of its pin, if any.
  func render(width: Int, _ latitude: Double, _ longitude: Double) -> (
    rows: [[Character]], pin: (row: Int, column: Int)?
  ) {
    let map = WorldMap(
      width: width, pin: WorldMap.Position(latitude: latitude, longitude: longitude))
    let rows = map.lines(options: RenderOptions(width: width)).dropLast().map(Array.init)
    for (row, characters) in rows.enumerated() {
      if let column = characters.firstIndex(of: WorldMap.marker) { return (rows, (row, column)) }
    }
    return (rows, nil)
  }

  /// Whether the braille character has any dot set.
  func hasLand(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return (0x2801...0x28FF).contains(scalar.value)
  }

  @Test(arguments: [40, 48, 60])
  func aPinAtZeroZeroIsInTheGulfOfGuinea(width: Int) throws {
    let (rows, found) = render(width: width, 0, 0)
    let pin = try #require(found)

    checkEqual(pin.column, width / 2)
    check(!LandMask.world.isLand(latitude: 0, longitude: 0), "water at the pin")
    let north = (1...2).flatMap { up in (-2...0).map { rows[pin.row - up][pin.column + $0] } }
    check(north.contains(where: hasLand), "West Africa to the north")
    let east = (1...2).map { rows[pin.row][pin.column + $0] }
    check(east.allSatisfy(hasLand), "Central Africa to the east")
    let west = (1...3).map { rows[pin.row][pin.column - $0] }
    check(!west.contains(where: hasLand), "the Atlantic to the west")
  }

  @Test(arguments: [40, 48, 60])
  func sydneyIsOnAustraliasEastCoast(width: Int) throws {
    let (rows, found) = render(width: width, -33.9, 151.2)
    let pin = try #require(found)

    check(hasLand(rows[pin.row][pin.column - 1]), "Australia to the west")
    check(hasLand(rows[pin.row - 1][pin.column - 2]), "Australia to the north-west")
    let east = (1...2).map { rows[pin.row][pin.column + $0] }
    check(!east.contains(where: hasLand), "the Tasman Sea to the east")
  }

  @Test func drawsTheGlobeWithThePinAndItsCoordinates() {
    let lines = WorldMap(width: 24, pin: WorldMap.Position(latitude: -33.87, longitude: 151.21))
      .lines(options: RenderOptions())

    checkEqual(
      lines,
      [
        "⠀⣀⣀⣠⣤⣠⠶⡐⢲⡶⠆⠀⢀⣀⣀⣀⣠⣤⣤⣤⣤⣤⣄⣀",
        "⠀⠀⠀⠙⣿⣿⣶⠛⠀⠀⠀⢠⣚⠿⢿⣿⣿⣿⣿⣿⠟⠃⠀⠀",
        "⠀⠀⠀⠀⠈⠓⠀⣄⡀⠀⠀⠿⢿⣿⣿⠟⠉⠏⠙⢉⠀⠀⠀⠀",
        "⠀⠀⠀⠀⠀⠀⠈⢻⣿⠇⠀⠀⠀⣿⠇⠄⠀⠀⠀⢀⣤⣥⠀⠀",
        "⠀⠀⠀⠀⠀⠀⠀⠟⠁⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠀⠉●⠀",
        "⣀⣀⣤⣤⣤⣤⣤⣖⣀⣀⣤⣴⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣶⣀",
        "        ● -33.87, 151.21",
      ])
  }

  @Test func projectsCoordinatesOntoCharacters() throws {
    let map = WorldMap(width: 60, pin: nil)
    let place = { (latitude: Double, longitude: Double) in
      try #require(WorldMap.Position(latitude: latitude, longitude: longitude))
    }

    checkEqual(map.rowCount, 15)
    check(try map.cell(of: place(0, 0)) == (7, 30))
    check(try map.cell(of: place(90, -180)) == (0, 0))
    check(try map.cell(of: place(-90, 180)) == (14, 59), "the far edges stay on the map")
    check(try map.cell(of: place(-33.9, 151.2)) == (10, 55))
    check(try map.cell(of: place(51.5, -0.1)) == (3, 29))
  }

  @Test func theCoordinatesStandUnderThePin() throws {
    let lines = WorldMap(width: 40, pin: WorldMap.Position(latitude: 12.5, longitude: -70))
      .lines(options: RenderOptions())

    try #require(lines.count == 11)
    checkEqual(lines.last, String(repeating: " ", count: 12) + "● 12.50, -70.00")
    let pinLine = Array(lines[4])
    try #require(pinLine.count > 12)
    checkEqual(pinLine[12], "●")
  }

  @Test func theCoordinatesStayOnTheMapAtItsEastEdge() {
    let lines = WorldMap(width: 20, pin: WorldMap.Position(latitude: -33.9, longitude: 151.2))
      .lines(options: RenderOptions())

    checkEqual(lines.last, "    ● -33.90, 151.20")
  }

  @Test(arguments: [
    (-33.9, 151.2, "-33.90, 151.20"), (-0.001, 0.004, "0.00, 0.00"), (90, -180, "90.00, -180.00"),
    (-37.3159, 81.1496, "-37.32, 81.15"), (0.005, -0.05, "0.01, -0.05"),
  ])
  func writesCoordinatesWithTwoDecimals(latitude: Double, longitude: Double, text: String) {
    checkEqual(WorldMap.Position(latitude: latitude, longitude: longitude)?.description, text)
  }

  @Test(arguments: [(91, 0), (-90.5, 0), (0, 180.01), (0, -181), (.nan, 0), (0, .infinity)])
  func aPositionOffTheGlobeIsNone(latitude: Double, longitude: Double) {
    checkEqual(WorldMap.Position(latitude: latitude, longitude: longitude), nil)
  }

  @Test func withoutAPositionTheMapHasNoPinAndSaysSo() {
    let lines = WorldMap(width: 40, pin: nil).lines(options: RenderOptions(usesColor: true))

    checkEqual(lines.count, 11)
    checkEqual(lines.last, "no position")
    check(!lines.joined().contains(WorldMap.marker))
    check(lines.dropLast().joined().contains(where: hasLand))
  }

  @Test(arguments: [-5, 0, 1, 19, 20, 21, 26, 40, 60, 61, 500])
  func staysWithinTheClampedWidth(width: Int) {
    let map = WorldMap(width: width, pin: WorldMap.Position(latitude: 45, longitude: 179))
    let lines = map.lines(options: RenderOptions())

    checkEqual(map.columnCount, min(max(width, 20), 60))
    checkEqual(lines.count, map.rowCount + 1)
    check(lines.dropLast().allSatisfy { $0.count == map.columnCount })
    check(lines.allSatisfy { $0.displayWidth <= map.columnCount })
    checkEqual(lines.last?.hasSuffix("● 45.00, 179.00"), true)
  }

  @Test func thePinIsBoldAndRedWhenColourIsOn() {
    let pin = WorldMap.Position(latitude: 0, longitude: 0)
    let coloured = WorldMap(width: 40, pin: pin).lines(options: RenderOptions(usesColor: true))
    let plain = WorldMap(width: 40, pin: pin).lines(options: RenderOptions(usesColor: false))

    check(coloured[5].contains("\u{1B}[1;31m●\u{1B}[0m"))
    checkEqual(coloured.last?.hasSuffix("\u{1B}[1;31m●\u{1B}[0m 0.00, 0.00"), true)
    check(plain[5].contains("●"))
    check(!plain.joined().contains("\u{1B}"))
  }
}
