import TestSupport
import Testing

@testable import TerminalKit

@Suite struct TerminalColorTests {
  @Test func aColourIsDrawnAsTheDepthAllows() {
    let orange = TerminalColor.rgb(red: 255, green: 136, blue: 0)
    checkEqual(orange.drawn(at: .trueColor), orange)
    checkEqual(orange.drawn(at: .indexed256), .indexed(208))
    checkEqual(orange.drawn(at: .none), nil)
    checkEqual(TerminalColor.indexed(4).drawn(at: .indexed256), .indexed(4))
    checkEqual(TerminalColor.indexed(4).drawn(at: .trueColor), .indexed(4))
  }
}
