import Foundation
import JSONCoding
import TestSupport
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
    checkEqual(
      Self.text(record),
      #"{"id":12345678901234567890,"name":"Ada / Lovelace","tags":["a"],"empty":[],"none":{},"address":{"city":"Lyon"}}"#
    )
  }

  @Test func writesIndentedTextAsJSONStringifyDoes() {
    checkEqual(
      Self.text(record, .indented),
      """
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
    checkEqual(Self.text(value), #"{"q\"":"\\ \b\f\n\r\t\u001f é 🍜 </"}"#)
  }

  @Test func writesScalarsAlone() {
    checkEqual(Self.text(nil), "null")
    checkEqual(Self.text(false), "false")
    checkEqual(Self.text(.number(JSONNumber("19.90") ?? 0), .indented), "19.90")
    checkEqual(Self.text("x"), #""x""#)
  }
}
