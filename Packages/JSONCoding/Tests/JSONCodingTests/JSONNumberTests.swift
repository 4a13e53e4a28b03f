import JSONCoding
import Testing

@Suite struct JSONNumberTests {
  @Test(arguments: ["0", "-0", "7", "-12", "19.90", "12345678901234567890", "1e400", "2.5E-3"])
  func keepsANumberAsWritten(_ text: String) throws {
    let number = try #require(JSONNumber(text))
    #expect(number.text == text)
    #expect(number.description == text)
  }

  @Test(arguments: ["", "+1", "01", "1.", ".5", "1e", "NaN", "Infinity", "0x10", " 1", "1 ", "--1"])
  func refusesWhatIsNotAJSONNumber(_ text: String) {
    #expect(JSONNumber(text) == nil)
  }

  @Test func readsAnIntegerOnlyWhenWrittenAsOneThatFits() throws {
    #expect(try #require(JSONNumber("-42")).integer == -42)
    #expect(try #require(JSONNumber("1.0")).integer == nil)
    #expect(try #require(JSONNumber("1e2")).integer == nil)
    #expect(try #require(JSONNumber("12345678901234567890")).integer == nil)
  }

  @Test func readsTheNearestDoubleWithinRange() throws {
    #expect(try #require(JSONNumber("19.90")).double == 19.9)
    #expect(try #require(JSONNumber("1e2")).double == 100)
    #expect(try #require(JSONNumber("1e400")).double == nil)
  }

  @Test func isEqualOnlyToANumberWrittenAlike() throws {
    #expect(try #require(JSONNumber("1.0")) != JSONNumber(1))
    #expect(JSONNumber(7) == 7)
  }

  @Test func writesADoubleShortestAndRefusesWhatJSONCannotWrite() {
    #expect(JSONNumber(0.1)?.text == "0.1")
    #expect(JSONNumber(1e20)?.text == "1e+20")
    #expect(JSONNumber(Double.nan) == nil)
    #expect(JSONNumber(-Double.infinity) == nil)
  }
}
