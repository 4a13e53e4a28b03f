import Testing

@testable import TerminalKit

@Suite struct TerminalColorTests {
  @Test func aColourIsDrawnAsTheDepthAllows() {
    let orange = TerminalColor.rgb(red: 255, green: 136, blue: 0)
    #expect(orange.drawn(at: .trueColor) == orange)
    #expect(orange.drawn(at: .indexed256) == .indexed(208))
    #expect(orange.drawn(at: .none) == nil)
    #expect(TerminalColor.indexed(4).drawn(at: .indexed256) == .indexed(4))
    #expect(TerminalColor.indexed(4).drawn(at: .trueColor) == .indexed(4))
  }
}
