import Testing

@testable import TerminalKit

@Suite struct CellStyleTests {
  @Test func underlineIsAnAttributeWithItsOwnCodes() {
    #expect(CellStyle.underline.selectGraphicRendition == "\u{1B}[0;4m")
    #expect(CellStyle([.bold, .underline]).selectGraphicRendition == "\u{1B}[0;1;4m")
    #expect(CellStyle().applying(parameters: "4") == .underline)
    #expect(CellStyle.underline.applying(parameters: "24") == [])
  }
}
