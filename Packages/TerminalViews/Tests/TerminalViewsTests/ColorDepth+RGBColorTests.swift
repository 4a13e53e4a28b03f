import Models
import TerminalKit
import Testing

@testable import TerminalViews

@Suite struct ColorDepthRGBColorTests {
  private let green = RGBColor(red: 0x92, green: 0xC9, blue: 0x52)

  @Test func aModelsColourKeepsItsPartsInOrder() {
    #expect(
      ColorDepth.trueColor.terminalColor(for: green) == .rgb(red: 0x92, green: 0xC9, blue: 0x52))
    #expect(ColorDepth.indexed256.terminalColor(for: green) == .indexed(113))
  }

  @Test func noColourOrNoDepthDrawsNone() {
    #expect(ColorDepth.trueColor.terminalColor(for: nil) == nil)
    #expect(ColorDepth.none.terminalColor(for: green) == nil)
  }
}
