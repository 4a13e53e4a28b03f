import TestSupport
import Testing

@testable import TerminalKit

@Suite struct XtermPaletteTests {
  @Test func theCubeAndTheRampHaveXtermsColours() {
    checkEqual(XtermPalette.color(at: 16), .rgb(red: 0, green: 0, blue: 0))
    checkEqual(XtermPalette.color(at: 196), .rgb(red: 255, green: 0, blue: 0))
    checkEqual(XtermPalette.color(at: 110), .rgb(red: 135, green: 175, blue: 215))
    checkEqual(XtermPalette.color(at: 232), .rgb(red: 8, green: 8, blue: 8))
    checkEqual(XtermPalette.color(at: 255), .rgb(red: 238, green: 238, blue: 238))
    checkEqual(XtermPalette.color(at: 15), nil)
  }

  @Test func exactColoursMapToThemselves() {
    for index in UInt8(16)...255 {
      guard case .rgb(let red, let green, let blue)? = XtermPalette.color(at: index) else {
        continue
      }
      let nearest = XtermPalette.nearestIndex(red: red, green: green, blue: blue)
      checkEqual(XtermPalette.color(at: nearest), .rgb(red: red, green: green, blue: blue))
    }
  }

  @Test func greysGoToTheRampWhenItIsNearer() {
    checkEqual(XtermPalette.nearestIndex(red: 80, green: 80, blue: 80), 239)
    checkEqual(XtermPalette.nearestIndex(red: 0x92, green: 0xC9, blue: 0x52), 113)
  }

  @Test func theNearestIsNearestOfAllTheEntries() {
    let colors: [[UInt8]] = [
      [0x92, 0xC9, 0x52], [0x77, 0x1C, 0x3E], [0x24, 0xF3, 0x55], [0xD3, 0x2F, 0xC5],
      [5, 3, 4], [250, 251, 249],
    ]
    for color in colors {
      let best = (UInt8(16)...255).map { distance(color, $0) }.min()
      let nearest = XtermPalette.nearestIndex(red: color[0], green: color[1], blue: color[2])
      checkEqual(distance(color, nearest), best)
    }
  }

  private func distance(_ color: [UInt8], _ index: UInt8) -> Int {
    guard case .rgb(let red, let green, let blue)? = XtermPalette.color(at: index) else {
      return .max
    }
    var sum = 0
    for (part, other) in zip(color, [red, green, blue]) {
      let difference = Int(part) - Int(other)
      sum += difference * difference
    }
    return sum
  }
}
