import TestSupport
import Testing

@testable import TerminalKit

@Suite struct ScalarWidthTests {
  @Test(
    arguments: [
      ("a", 1), ("\u{E9}", 1), ("\u{301}", 0), ("東", 2), ("가", 2), ("Ａ", 2), ("\u{1B}", 0),
      ("\u{7F}", 0), ("\u{9B}", 0), ("\u{200B}", 0), ("😀", 2),
    ] as [(Unicode.Scalar, Int)])
  func widthOfAScalar(_ scalar: Unicode.Scalar, _ width: Int) {
    checkEqual(ScalarWidth.of(scalar), width)
  }

  @Test(
    arguments: [
      ("a", 1), ("\u{E9}", 1), ("\u{301}", 0), ("\u{20DD}", 0), ("\u{200B}", 0), ("\u{AD}", 1),
      ("東", 2), ("가", 2), ("Ａ", 2), ("\u{3000}", 2), ("😀", 2), ("\u{20000}", 2),
      ("\u{1B}", 0), ("\u{9B}", 0), ("\u{2026}", 1),
    ] as [(Unicode.Scalar, Int)])
  func theBuiltInTableAgreesOnCommonScalars(_ scalar: Unicode.Scalar, _ width: Int) {
    checkEqual(ScalarWidth.fallbackWidth(of: scalar), width)
  }

  @Test func anUnassignedCodePointTakesOneCell() {
    checkEqual(ScalarWidth.of("\u{378}"), 1)
  }
}
