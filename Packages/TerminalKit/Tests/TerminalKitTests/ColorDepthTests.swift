import Testing

@testable import TerminalKit

@Suite struct ColorDepthTests {
  private let green = RGB(red: 0x92, green: 0xC9, blue: 0x52)

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
    #expect(ColorDepth.trueColor.terminalColor(for: green) == .rgb(green))
    #expect(ColorDepth.indexed256.terminalColor(for: green) == .indexed(113))
    #expect(ColorDepth.none.terminalColor(for: green) == nil)
    #expect(ColorDepth.trueColor.terminalColor(for: nil) == nil)
  }
}
