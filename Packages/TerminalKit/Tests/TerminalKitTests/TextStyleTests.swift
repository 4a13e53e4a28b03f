import Testing

@testable import TerminalKit

@Suite struct TextStyleTests {
  @Test func stylesWrapTextInSGRSequencesWhenColourIsOn() {
    #expect(TextStyle.bold.apply(to: "T", usesColor: true) == "\u{1B}[1mT\u{1B}[0m")
    #expect(TextStyle.dim.apply(to: "T", usesColor: true) == "\u{1B}[2mT\u{1B}[0m")
    #expect(TextStyle.error.apply(to: "T", usesColor: true) == "\u{1B}[31mT\u{1B}[0m")
  }

  @Test func stylesLeaveTextAloneWhenColourIsOff() {
    for style in [TextStyle.bold, .dim, .error] {
      #expect(style.apply(to: "T", usesColor: false) == "T")
    }
  }

  @Test func emptyTextStaysEmpty() {
    #expect(TextStyle.bold.apply(to: "", usesColor: true) == "")
  }
}
