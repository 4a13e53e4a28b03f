import Foundation
import JSONCoding
import Testing

@Suite struct JSONValueWritingTests {
  let record: JSONValue = [
    "id": .number(JSONNumber("12345678901234567890") ?? 0), "name": "Ada / Lovelace",
    "tags": ["a"], "empty": [], "none": [:], "address": ["city": "Lyon"],
  ]

  static func text(_ value: JSONValue, _ layout: JSONValue.Layout = .compact) -> String {
    String(decoding: value.serialized(layout), as: UTF8.self)
  }

  @Test func writesCompactTextWithoutSpaces() {
    #expect(
      Self.text(record)
        == #"{"id":12345678901234567890,"name":"Ada / Lovelace","tags":["a"],"empty":[],"none":{},"address":{"city":"Lyon"}}"#
    )
  }

  @Test func writesIndentedTextAsJSONStringifyDoes() {
    #expect(
      Self.text(record, .indented) == """
        {
          "id": 12345678901234567890,
          "name": "Ada / Lovelace",
          "tags": [
            "a"
          ],
          "empty": [],
          "none": {},
          "address": {
            "city": "Lyon"
          }
        }
        """)
  }

  @Test func escapesQuotesBackslashesAndControlCharactersOnly() {
    let value: JSONValue = ["q\"": "\\ \u{8}\u{C}\n\r\t\u{1F} é 🍜 </"]
    #expect(Self.text(value) == #"{"q\"":"\\ \b\f\n\r\t\u001f é 🍜 </"}"#)
  }

  @Test func writesScalarsAlone() {
    #expect(Self.text(nil) == "null")
    #expect(Self.text(false) == "false")
    #expect(Self.text(.number(JSONNumber("19.90") ?? 0), .indented) == "19.90")
    #expect(Self.text("x") == #""x""#)
  }
}
