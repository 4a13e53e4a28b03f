import Testing

@testable import TerminalKit

@Suite struct XtermPaletteTests {
  @Test func theCubeAndTheRampHaveXtermsColours() {
    #expect(XtermPalette.color(at: 16) == RGB(red: 0, green: 0, blue: 0))
    #expect(XtermPalette.color(at: 196) == RGB(red: 255, green: 0, blue: 0))
    #expect(XtermPalette.color(at: 110) == RGB(red: 135, green: 175, blue: 215))
    #expect(XtermPalette.color(at: 232) == RGB(red: 8, green: 8, blue: 8))
    #expect(XtermPalette.color(at: 255) == RGB(red: 238, green: 238, blue: 238))
    #expect(XtermPalette.color(at: 15) == nil)
  }

  @Test func exactColoursMapToThemselves() {
    for index in UInt8(16)...255 {
      guard let color = XtermPalette.color(at: index) else { continue }
      #expect(XtermPalette.color(at: XtermPalette.nearestIndex(to: color)) == color)
    }
  }

  @Test func greysGoToTheRampWhenItIsNearer() {
    #expect(XtermPalette.nearestIndex(to: RGB(red: 80, green: 80, blue: 80)) == 239)
    #expect(XtermPalette.nearestIndex(to: RGB(red: 0x92, green: 0xC9, blue: 0x52)) == 113)
  }

  @Test func theNearestIsNearestOfAllTheEntries() {
    let colors = [
      RGB(red: 0x92, green: 0xC9, blue: 0x52), RGB(red: 0x77, green: 0x1C, blue: 0x3E),
      RGB(red: 0x24, green: 0xF3, blue: 0x55), RGB(red: 0xD3, green: 0x2F, blue: 0xC5),
      RGB(red: 5, green: 3, blue: 4), RGB(red: 250, green: 251, blue: 249),
    ]
    for color in colors {
      let best = (UInt8(16)...255).map { distance(color, $0) }.min()
      #expect(distance(color, XtermPalette.nearestIndex(to: color)) == best)
    }
  }

  private func distance(_ color: RGB, _ index: UInt8) -> Int {
    guard let other = XtermPalette.color(at: index) else { return .max }
    return [
      (Int(color.red), Int(other.red)), (Int(color.green), Int(other.green)),
      (Int(color.blue), Int(other.blue)),
    ]
    .map { ($0 - $1) * ($0 - $1) }.reduce(0, +)
  }
}
