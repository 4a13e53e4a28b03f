import Models
import Testing

@Suite struct RGBColorTests {
  @Test func readsSixHexadecimalDigitsInAnyCase() {
    #expect(RGBColor(hex: "92c952") == RGBColor(red: 0x92, green: 0xC9, blue: 0x52))
    #expect(RGBColor(hex: "A0FF0b") == RGBColor(red: 0xA0, green: 0xFF, blue: 0x0B))
  }

  @Test func hasNoThreeDigitShorthandThatASizeCouldBeTakenFor() {
    #expect(RGBColor(hex: "600") == nil)
    #expect(RGBColor(hex: "f80") == nil)
  }

  @Test(arguments: ["", "92c95", "92c9522", "#92c952", "92g952", "９２c952", "+2c952", "92 c95"])
  func rejectsAnythingElse(_ text: String) {
    #expect(RGBColor(hex: text) == nil)
  }

  @Test func writesSixLowercaseDigits() {
    #expect(RGBColor(red: 0x0A, green: 0xFF, blue: 0).hex == "0aff00")
    #expect(RGBColor(hex: "92C952")?.hex == "92c952")
  }
}
