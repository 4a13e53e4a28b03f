import JSONCoding
import TestSupport
import Testing

@Suite struct JSONValueTests {
  let record: JSONValue = [
    "id": 7, "name": "Ada", "tags": ["a", "b"], "address": ["city": "Lyon"], "note": nil,
    "active": true,
  ]

  @Test func findsAMemberOfAnObjectAndNothingElsewhere() {
    checkEqual(record["name"], "Ada")
    checkEqual(record["address"]?["city"], "Lyon")
    checkEqual(record["missing"], nil)
    checkEqual(record["note"], .null)
    checkEqual(JSONValue.array([1])["name"], nil)
  }

  @Test func findsAnElementOfAnArrayWithinItsBounds() {
    checkEqual(record["tags"]?[1], "b")
    checkEqual(record["tags"]?[2], nil)
    checkEqual(record["tags"]?[-1], nil)
    checkEqual(record[0], nil)
  }

  @Test func givesTheContentsOfItsCaseOnly() {
    checkEqual(record.object?.names, ["id", "name", "tags", "address", "note", "active"])
    checkEqual(record["tags"]?.array, ["a", "b"])
    checkEqual(record["name"]?.string, "Ada")
    checkEqual(record["id"]?.string, nil)
    checkEqual(record.array, nil)
    checkEqual(record["active"], .bool(true))
    checkEqual(record["id"], .number(7))
  }
}
