import Foundation
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct JSONMemberLinesTests {
  let text = """
    {
      "http://a": {
        "headers": {"Accept": "x", "X-Key": 1},
        "auth": {
          "type": "digest",
          "names": ["a", "b,\\"c"]
        }
      },
      "http://b": {"auth": {"type": "bearer"}},
      "http://a": {"auth": {"type": "later"}}
    }
    """

  var lines: JSONMemberLines { JSONMemberLines(Data(text.utf8)) }

  @Test func findsAMemberObjectByObject() {
    checkEqual(lines.line(of: ["http://a", "headers", "X-Key"]), 3)
    checkEqual(lines.line(of: ["http://b", "auth", "type"]), 9)
  }

  @Test func aNameGivenTwiceIsFoundWhereItIsLastGiven() {
    checkEqual(lines.line(of: ["http://a", "auth", "type"]), 10)
  }

  @Test func aMissingMemberIsFoundAtTheNearestOneOnTheWay() {
    checkEqual(lines.line(of: ["http://b", "headers"]), 9)
    checkEqual(lines.line(of: ["nowhere"]), 1)
  }

  @Test func namesAfterAnArrayAndInsideStringsAreReadAsTheyAre() {
    let text = #"{"a": [1, {"b": 2}], "c": "\"d\": 1",\#n"e": 3}"#
    let lines = JSONMemberLines(Data(text.utf8))

    checkEqual(lines.line(of: ["e"]), 2)
    checkEqual(lines.line(of: ["d"]), 1, "a name inside a string is none")
  }
}
