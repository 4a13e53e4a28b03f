import ArgumentParsing
import Testing

@Suite struct PositiveIntegerTests {
  @Test(arguments: ["1", "7", "42", "007"])
  func readsPositiveWholeNumbers(text: String) {
    #expect(PositiveInteger.parse(text) == Int(text))
  }

  @Test(arguments: ["", "0", "-1", "+3", "x", "1.5", "٣", " 2", "99999999999999999999999"])
  func rejectsEverythingElse(text: String) {
    #expect(PositiveInteger.parse(text) == nil)
  }
}
