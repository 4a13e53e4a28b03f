import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import JSONServer

@Suite struct JSONValueTests {
  private let user = JSONValue.object([
    ("id", .integer(1)),
    ("address", .object([("city", .string("Kyoto")), ("geo", .object([("lat", .string("1"))]))])),
    ("note", .null),
  ])

  @Test func findsValuesAlongAPath() {
    checkEqual(user.value(atPath: ["address", "city"])?.queryText, "Kyoto")
    checkEqual(user.value(atPath: ["address", "geo", "lat"])?.queryText, "1")
    checkEqual(user.value(atPath: ["note"])?.queryText, "null")
    checkEqual(user.value(atPath: ["address", "street"]), nil)
    checkEqual(user.value(atPath: ["id", "value"]), nil)
  }

  @Test func writesQueryTextForScalarsOnly() {
    checkEqual(JSONValue.bool(false).queryText, "false")
    checkEqual(JSONValue.double(2).queryText, "2")
    checkEqual(JSONValue.double(2.5).queryText, "2.5")
    checkEqual(JSONValue.array([]).queryText, nil)
    checkEqual(user.queryText, nil)
  }

  @Test func replacesAMemberWhereItStands() {
    let changed = user.setting(.string("Lyon"), forKey: "address")
    checkEqual(changed.keys, ["id", "address", "note"])
    checkEqual(changed.value(atPath: ["address"])?.queryText, "Lyon")
  }

  @Test func appendsANewMember() {
    let changed = user.setting(.array([]), forKey: "comments")
    checkEqual(changed.keys, ["id", "address", "note", "comments"])
    checkEqual(changed.value(atPath: ["comments"])?.text, "[]")
  }

  @Test func leavesOtherValuesAlone() {
    checkEqual(JSONValue.array([.integer(1)]).setting(.null, forKey: "x").text, "[\n  1\n]")
    checkEqual(JSONValue.string("a").setting(.null, forKey: "x").text, "\"a\"")
  }

  // How the API serves a value: `JSON.stringify(value, null, 2)`.

  private func text(_ value: JSONValue) -> String {
    String(decoding: value.serialized(.indented), as: UTF8.self)
  }

  @Test func writesNumbersAsJavaScriptWritesThemAndScalars() {
    checkEqual(text(.null), "null")
    checkEqual(text(.bool(true)), "true")
    checkEqual(text(.bool(false)), "false")
    checkEqual(text(.integer(-42)), "-42")
    checkEqual(text(.integer(0)), "0")
    checkEqual(text(.integer(Int.min)), String(Int.min))
    checkEqual(text(.integer(Int.max)), String(Int.max))
    checkEqual(text(.double(3)), "3")
    checkEqual(text(.double(2.5)), "2.5")
    checkEqual(text(.double(.infinity)), "null")
  }

  @Test func escapesOnlyWhatJSONRequires() {
    let value = JSONValue.string("a\"b\\c\n\r\t\u{08}\u{0C}\u{01}\u{1F}/é東京👩‍💻")
    checkEqual(text(value), #""a\"b\\c\n\r\t\b\f\u0001\u001f/é東京👩‍💻""#)
  }

  @Test func writesEmptyContainersOnOneLine() {
    checkEqual(text(.array([])), "[]")
    checkEqual(text(.object([])), "{}")
  }

  @Test func indentsNestedContainersByTwoSpacesKeepingMemberOrder() {
    let value = JSONValue.array([
      .object([
        ("zeta", .integer(1)),
        ("alpha", .object([("inner", .array([.bool(true), .null]))])),
        ("empty", .array([])),
      ])
    ])
    checkEqual(
      text(value),
      """
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
    checkEqual(parsed["name"] as? String, "Zoë \"Z\"\n")
    checkEqual(parsed["n"] as? Int, 7)
  }
}
