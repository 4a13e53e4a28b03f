import Models
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct ColorDepthRGBColorTests {
  private let green = RGBColor(red: 0x92, green: 0xC9, blue: 0x52)

  @Test func aModelsColourKeepsItsPartsInOrder() {
    checkEqual(
      ColorDepth.trueColor.terminalColor(for: green), .rgb(red: 0x92, green: 0xC9, blue: 0x52))
    checkEqual(ColorDepth.indexed256.terminalColor(for: green), .indexed(113))
  }

  @Test func noColourOrNoDepthDrawsNone() {
    checkEqual(ColorDepth.trueColor.terminalColor(for: nil), nil)
    checkEqual(ColorDepth.none.terminalColor(for: green), nil)
  }
}
