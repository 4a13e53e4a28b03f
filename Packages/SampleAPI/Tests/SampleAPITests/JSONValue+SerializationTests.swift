import Foundation
import Testing

@testable import SampleAPI

@Suite struct JSONValueSerializationTests {
  private func text(_ value: JSONValue) -> String {
    String(decoding: value.serialized(), as: UTF8.self)
  }

  @Test func writesScalars() {
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
      JSONSerialization.jsonObject(with: value.serialized()) as? [String: Any])
    #expect(parsed["name"] as? String == "Zoë \"Z\"\n")
    #expect(parsed["n"] as? Int == 7)
  }
}
