import Testing

@testable import TerminalKit

@Suite struct ColorDepthTests {
  @Test(arguments: ["truecolor", "24bit", "TrueColor"])
  func colortermNamesTruecolor(_ value: String) {
    #expect(ColorDepth(usesColor: true, environment: ["COLORTERM": value]) == .trueColor)
  }

  @Test func otherwiseThe256Colours() {
    #expect(ColorDepth(usesColor: true, environment: [:]) == .indexed256)
    #expect(ColorDepth(usesColor: true, environment: ["COLORTERM": "yes"]) == .indexed256)
  }

  @Test func noColourWinsOverColorterm() {
    #expect(ColorDepth(usesColor: false, environment: ["COLORTERM": "truecolor"]) == .none)
  }

  @Test func eachDepthDrawsItsOwnWay() {
    #expect(
      ColorDepth.trueColor.terminalColor(red: 0x92, green: 0xC9, blue: 0x52)
        == .rgb(red: 0x92, green: 0xC9, blue: 0x52))
    #expect(
      ColorDepth.indexed256.terminalColor(red: 0x92, green: 0xC9, blue: 0x52) == .indexed(113))
    #expect(ColorDepth.none.terminalColor(red: 0x92, green: 0xC9, blue: 0x52) == nil)
  }
}
