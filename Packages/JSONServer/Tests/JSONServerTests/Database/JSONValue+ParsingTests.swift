import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

@Suite struct JSONValueParsingTests {
  private func parse(_ text: String) throws(JSONValue.ParsingError) -> JSONValue {
    try JSONValue(javaScriptParsing: Data(text.utf8))
  }

  @Test func keepsTheOrderOfMembersAndTheLastOfDuplicates() throws {
    let value = try parse(#" {"b": 1, "a": [true, false, null], "b": 2, "c": {}} "#)
    checkEqual(value.keys, ["b", "a", "c"])
    checkEqual(value.value(atPath: ["b"])?.text, "2")
    checkEqual(value.value(atPath: ["a"])?.text, "[\n  true,\n  false,\n  null\n]")
  }

  @Test func readsNumbers() throws {
    try checkEqual(
      parse("[0, -12, 1.5, 2e3, -0.25E-1]").text, "[\n  0,\n  -12,\n  1.5,\n  2000,\n  -0.025\n]")
    // JavaScript holds every number as a double, and writes it again as it holds it.
    try checkEqual(parse("99999999999999999999").text, "100000000000000000000")
    try checkEqual(
      parse("[19.90, 1E2, -0, 1e21, 9007199254740993]").text,
      "[\n  19.9,\n  100,\n  0,\n  1e+21,\n  9007199254740992\n]")
  }

  @Test func readsEscapesAndUnicode() throws {
    let value = try parse(#""a\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00 東京""#)
    checkEqual(value.queryText, "a\"\\/\u{8}\u{c}\n\r\té😀 東京")
  }

  @Test(arguments: [
    ("", "it is empty"), ("  ", "it is empty"), ("{", "it ends too early"),
    ("[1,]", "unexpected \"]\" at offset 3"), ("01", "unexpected \"1\" at offset 1"),
    ("{'a': 1}", "unexpected \"'\" at offset 1"), ("\"\u{1}\"", "unexpected byte 1 at offset 1"),
    ("nul", "it ends too early"), ("1 2", "unexpected \"2\" at offset 2"),
    ("\"\\x\"", "unexpected \"x\" at offset 2"),
    ("1e999", "the number 1e999 is too large"),
  ])
  func refusesWhatIsNotJSON(text: String, reason: String) {
    #expect(throws: JSONValue.ParsingError(reason: reason)) { try parse(text) }
  }

  @Test func refusesTextThatIsNotUTF8AndDeepNesting() {
    #expect(throws: JSONValue.ParsingError(reason: "it is not UTF-8 text")) {
      try JSONValue(javaScriptParsing: Data([0x22, 0xFF, 0x22]))
    }
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(throws: JSONValue.ParsingError(reason: "it nests too deeply")) { try parse(deep) }
  }
}
