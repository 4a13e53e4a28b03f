import TestSupport
import Testing

@testable import TerminalKit

@Suite struct TextStyleTests {
  @Test func stylesWrapTextInSGRSequencesWhenColourIsOn() {
    checkEqual(TextStyle.bold.apply(to: "T", usesColor: true), "\u{1B}[1mT\u{1B}[0m")
    checkEqual(TextStyle.dim.apply(to: "T", usesColor: true), "\u{1B}[2mT\u{1B}[0m")
    checkEqual(TextStyle.error.apply(to: "T", usesColor: true), "\u{1B}[31mT\u{1B}[0m")
  }

  @Test func stylesLeaveTextAloneWhenColourIsOff() {
    for style in [TextStyle.bold, .dim, .error] {
      checkEqual(style.apply(to: "T", usesColor: false), "T")
    }
  }

  @Test func emptyTextStaysEmpty() {
    checkEqual(TextStyle.bold.apply(to: "", usesColor: true), "")
  }
}
