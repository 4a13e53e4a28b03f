import TestSupport
import Testing

@testable import ScreenKit

@Suite struct LandMaskTests {
  let mask = LandMask.world

  @Test func coversTheGlobeInCellsOfOneDegree() {
    checkEqual(mask.rowCount, 180)
    checkEqual(mask.columnCount, 360)
  }

  @Test(arguments: [
    (48.85, 2.35, "Paris"), (55.75, 37.62, "Moscow"), (39.74, -104.99, "Denver"),
    (-15.79, -47.88, "Brasília"), (-23.70, 133.88, "Alice Springs"), (30.04, 31.24, "Cairo"),
    (-75.0, 0.0, "Antarctica"),
  ])
  func knowsLand(latitude: Double, longitude: Double, place: String) {
    check(mask.isLand(latitude: latitude, longitude: longitude), "\(place)")
  }

  @Test(arguments: [
    (0.0, 0.0, "Gulf of Guinea"), (0.0, -150.0, "Pacific"), (40.0, -40.0, "North Atlantic"),
    (-40.0, -30.0, "South Atlantic"), (-20.0, 80.0, "Indian Ocean"), (35.0, 18.0, "Ionian Sea"),
  ])
  func knowsSea(latitude: Double, longitude: Double, place: String) {
    check(!mask.isLand(latitude: latitude, longitude: longitude), "\(place)")
  }

  @Test func longitudesWrapAroundAndLatitudesStopAtThePoles() {
    check(mask.isLand(latitude: 48.85, longitude: 2.35 + 360))
    check(mask.isLand(latitude: 48.85, longitude: 2.35 - 720))
    check(mask.isLand(latitude: -120, longitude: 0), "beyond the south pole is Antarctica")
    check(!mask.isLand(latitude: 120, longitude: 0), "beyond the north pole is the Arctic Ocean")
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aCoordinateThatIsNotFiniteIsNeverLand(value: Double) {
    check(!mask.isLand(latitude: value, longitude: 133.88))
    check(!mask.isLand(latitude: -23.70, longitude: value))
  }

  @Test func decodesRowsOfHexadecimalDigitsHighBitFirst() {
    let mask = LandMask(hexRows: "8\n1f\nx")

    checkEqual(mask.rowCount, 3)
    checkEqual(mask.columnCount, 8, "the longest row sets the width")
    let northernRow = (0..<8).map { mask.isLand(latitude: 60, longitude: Double($0) * 45 - 160) }
    checkEqual(northernRow, [true, false, false, false, false, false, false, false])
    let middleRow = (0..<8).map { mask.isLand(latitude: 0, longitude: Double($0) * 45 - 160) }
    checkEqual(middleRow, [false, false, false, true, true, true, true, true])
    check(!mask.isLand(latitude: -60, longitude: -160), "anything but a digit is sea")
  }

  @Test func mostlyLandCountsTheCellsWithin() {
    let mask = LandMask(hexRows: "c\n8")

    check(mask.isMostlyLand(latitudes: 0..<90, longitudes: (-180)..<0), "two of two cells")
    check(
      mask.isMostlyLand(latitudes: (-90)..<90, longitudes: (-180)..<(-90)), "two of two cells")
    check(mask.isMostlyLand(latitudes: (-90)..<90, longitudes: (-180)..<0), "three of four cells")
    check(mask.isMostlyLand(latitudes: 0..<90, longitudes: (-180)..<180), "two of four cells")
    check(!mask.isMostlyLand(latitudes: (-90)..<90, longitudes: (-90)..<180), "one of six cells")
    check(
      mask.isMostlyLand(latitudes: 40..<50, longitudes: (-100)..<(-95)), "no centre: the middle")
    check(!mask.isMostlyLand(latitudes: (-50)..<(-40), longitudes: (-80)..<(-75)))
  }
}
