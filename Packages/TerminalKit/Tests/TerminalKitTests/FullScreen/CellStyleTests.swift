import TestSupport
import Testing

@testable import TerminalKit

@Suite struct CellStyleTests {
  @Test func underlineIsAnAttributeWithItsOwnCodes() {
    checkEqual(CellStyle.underline.selectGraphicRendition, "\u{1B}[0;4m")
    checkEqual(CellStyle([.bold, .underline]).selectGraphicRendition, "\u{1B}[0;1;4m")
    checkEqual(CellStyle().applying(parameters: "4"), .underline)
    checkEqual(CellStyle.underline.applying(parameters: "24"), [])
  }
}
