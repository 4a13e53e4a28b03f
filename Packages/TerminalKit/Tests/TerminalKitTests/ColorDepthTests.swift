import TestSupport
import Testing

@testable import TerminalKit

@Suite struct ColorDepthTests {
  @Test(arguments: ["truecolor", "24bit", "TrueColor"])
  func colortermNamesTruecolor(_ value: String) {
    checkEqual(ColorDepth(usesColor: true, environment: ["COLORTERM": value]), .trueColor)
  }

  @Test func otherwiseThe256Colours() {
    checkEqual(ColorDepth(usesColor: true, environment: [:]), .indexed256)
    checkEqual(ColorDepth(usesColor: true, environment: ["COLORTERM": "yes"]), .indexed256)
  }

  @Test func noColourWinsOverColorterm() {
    checkEqual(ColorDepth(usesColor: false, environment: ["COLORTERM": "truecolor"]), .none)
  }

  @Test func eachDepthDrawsItsOwnWay() {
    checkEqual(
      ColorDepth.trueColor.terminalColor(red: 0x92, green: 0xC9, blue: 0x52),
      .rgb(red: 0x92, green: 0xC9, blue: 0x52))
    checkEqual(
      ColorDepth.indexed256.terminalColor(red: 0x92, green: 0xC9, blue: 0x52), .indexed(113))
    checkEqual(ColorDepth.none.terminalColor(red: 0x92, green: 0xC9, blue: 0x52), nil)
  }
}
