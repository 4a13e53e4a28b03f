import Testing

@testable import JSONServer

@Suite struct JavaScriptNumberTests {
  @Test(
    arguments: [
      ("12px", 12), ("2.9", 2), (" -3", -3), ("+4", 4), ("007", 7), ("0x10", 0), ("1e3", 1),
    ])
  func parsesTheLeadingIntegerAsParseIntDoes(text: String, expected: Int) {
    #expect(JavaScriptNumber.parseInteger(text) == expected)
  }

  @Test(arguments: ["", "abc", "-", "+", " ", "x1", ".5"])
  func findsNoIntegerWithoutLeadingDigits(text: String) {
    #expect(JavaScriptNumber.parseInteger(text) == nil)
  }

  @Test func saturatesIntegersBeyondTheRange() {
    #expect(JavaScriptNumber.parseInteger("99999999999999999999999") == Int.max)
    #expect(JavaScriptNumber.parseInteger("-99999999999999999999999") == -Int.max)
  }

  @Test(
    arguments: [
      ("", 0.0), (" 7 ", 7), ("-2.5", -2.5), (".5", 0.5), ("5.", 5), ("1e3", 1000),
      ("Infinity", .infinity), ("-Infinity", -.infinity),
    ])
  func readsDecimalTextAsNumberDoes(text: String, expected: Double) {
    #expect(JavaScriptNumber.number(text) == expected)
  }

  @Test(arguments: [("0x10", 16.0), ("0X1f", 31), ("0o17", 15), ("0b101", 5), ("\u{FEFF} 8\n", 8)])
  func readsOtherLiteralsAsNumberDoes(text: String, expected: Double) {
    #expect(JavaScriptNumber.number(text) == expected)
  }

  @Test(arguments: ["abc", "-0x10", "0x", "0b2", "nan", "inf", "1,5", "1 2", "--1", "e", "1_000"])
  func readsAnythingElseAsNotANumber(text: String) {
    #expect(JavaScriptNumber.number(text) == nil)
  }
}
