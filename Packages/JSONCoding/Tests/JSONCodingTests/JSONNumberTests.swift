import JSONCoding
import TestSupport
import Testing

@Suite struct JSONNumberTests {
  @Test(arguments: ["0", "-0", "7", "-12", "19.90", "12345678901234567890", "1e400", "2.5E-3"])
  func keepsANumberAsWritten(_ text: String) throws {
    let number = try #require(JSONNumber(text))
    checkEqual(number.text, text)
    checkEqual(number.description, text)
  }

  @Test(arguments: ["", "+1", "01", "1.", ".5", "1e", "NaN", "Infinity", "0x10", " 1", "1 ", "--1"])
  func refusesWhatIsNotAJSONNumber(_ text: String) {
    checkEqual(JSONNumber(text), nil)
  }

  @Test func readsAnIntegerOnlyWhenWrittenAsOneThatFits() throws {
    try checkEqual(#require(JSONNumber("-42")).integer, -42)
    try checkEqual(#require(JSONNumber("1.0")).integer, nil)
    try checkEqual(#require(JSONNumber("1e2")).integer, nil)
    try checkEqual(#require(JSONNumber("12345678901234567890")).integer, nil)
  }

  @Test func readsTheNearestDoubleWithinRange() throws {
    try checkEqual(#require(JSONNumber("19.90")).double, 19.9)
    try checkEqual(#require(JSONNumber("1e2")).double, 100)
    try checkEqual(#require(JSONNumber("1e400")).double, nil)
  }

  @Test func isEqualOnlyToANumberWrittenAlike() throws {
    check(try #require(JSONNumber("1.0")) != JSONNumber(1))
    checkEqual(JSONNumber(7), 7)
  }

  @Test func writesADoubleShortestAndRefusesWhatJSONCannotWrite() {
    checkEqual(JSONNumber(0.1)?.text, "0.1")
    checkEqual(JSONNumber(1e20)?.text, "1e+20")
    checkEqual(JSONNumber(Double.nan), nil)
    checkEqual(JSONNumber(-Double.infinity), nil)
  }
}
