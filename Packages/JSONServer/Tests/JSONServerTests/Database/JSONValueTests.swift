import Foundation
import JSONCoding
import Testing

@testable import JSONServer

@Suite struct JSONValueTests {
  private let user = JSONValue.object([
    ("id", .integer(1)),
    ("address", .object([("city", .string("Kyoto")), ("geo", .object([("lat", .string("1"))]))])),
    ("note", .null),
  ])

  @Test func findsValuesAlongAPath() {
    #expect(user.value(atPath: ["address", "city"])?.queryText == "Kyoto")
    #expect(user.value(atPath: ["address", "geo", "lat"])?.queryText == "1")
    #expect(user.value(atPath: ["note"])?.queryText == "null")
    #expect(user.value(atPath: ["address", "street"]) == nil)
    #expect(user.value(atPath: ["id", "value"]) == nil)
  }

  @Test func writesQueryTextForScalarsOnly() {
    #expect(JSONValue.bool(false).queryText == "false")
    #expect(JSONValue.double(2).queryText == "2")
    #expect(JSONValue.double(2.5).queryText == "2.5")
    #expect(JSONValue.array([]).queryText == nil)
    #expect(user.queryText == nil)
  }

  @Test func replacesAMemberWhereItStands() {
    let changed = user.setting(.string("Lyon"), forKey: "address")
    #expect(changed.keys == ["id", "address", "note"])
    #expect(changed.value(atPath: ["address"])?.queryText == "Lyon")
  }

  @Test func appendsANewMember() {
    let changed = user.setting(.array([]), forKey: "comments")
    #expect(changed.keys == ["id", "address", "note", "comments"])
    #expect(changed.value(atPath: ["comments"])?.text == "[]")
  }

  @Test func leavesOtherValuesAlone() {
    #expect(JSONValue.array([.integer(1)]).setting(.null, forKey: "x").text == "[\n  1\n]")
    #expect(JSONValue.string("a").setting(.null, forKey: "x").text == "\"a\"")
  }

  // How the API serves a value: `JSON.stringify(value, null, 2)`.

  private func text(_ value: JSONValue) -> String {
    String(decoding: value.serialized(.indented), as: UTF8.self)
  }

  @Test func writesNumbersAsJavaScriptWritesThemAndScalars() {
    #expect(text(.null) == "null")
    #expect(text(.bool(true)) == "true")
    #expect(text(.bool(false)) == "false")
    #expect(text(.integer(-42)) == "-42")
    #expect(text(.integer(0)) == "0")
    #expect(text(.integer(Int.min)) == String(Int.min))
    #expect(text(.integer(Int.max)) == String(Int.max))
    #expect(text(.double(3)) == "3")
    #expect(text(.double(2.5)) == "2.5")
    #expect(text(.double(.infinity)) == "null")
  }

  @Test func escapesOnlyWhatJSONRequires() {
    let value = JSONValue.string("a\"b\\c\n\r\t\u{08}\u{0C}\u{01}\u{1F}/é東京👩‍💻")
    #expect(text(value) == #""a\"b\\c\n\r\t\b\f\u0001\u001f/é東京👩‍💻""#)
  }

  @Test func writesEmptyContainersOnOneLine() {
    #expect(text(.array([])) == "[]")
    #expect(text(.object([])) == "{}")
  }

  @Test func indentsNestedContainersByTwoSpacesKeepingMemberOrder() {
    let value = JSONValue.array([
      .object([
        ("zeta", .integer(1)),
        ("alpha", .object([("inner", .array([.bool(true), .null]))])),
        ("empty", .array([])),
      ])
    ])
    #expect(
      text(value) == """
        [
          {
            "zeta": 1,
            "alpha": {
              "inner": [
                true,
                null
              ]
            },
            "empty": []
          }
        ]
        """)
  }

  @Test func producesTextThatFoundationParses() throws {
    let value = JSONValue.object([("name", .string("Zoë \"Z\"\n")), ("n", .integer(7))])
    let parsed = try #require(
      JSONSerialization.jsonObject(with: value.serialized(.indented)) as? [String: Any])
    #expect(parsed["name"] as? String == "Zoë \"Z\"\n")
    #expect(parsed["n"] as? Int == 7)
  }
}
