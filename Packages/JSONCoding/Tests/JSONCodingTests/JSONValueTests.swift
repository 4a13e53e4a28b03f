import JSONCoding
import Testing

@Suite struct JSONValueTests {
  let record: JSONValue = [
    "id": 7, "name": "Ada", "tags": ["a", "b"], "address": ["city": "Lyon"], "note": nil,
    "active": true,
  ]

  @Test func findsAMemberOfAnObjectAndNothingElsewhere() {
    #expect(record["name"] == "Ada")
    #expect(record["address"]?["city"] == "Lyon")
    #expect(record["missing"] == nil)
    #expect(record["note"] == .null)
    #expect(JSONValue.array([1])["name"] == nil)
  }

  @Test func findsAnElementOfAnArrayWithinItsBounds() {
    #expect(record["tags"]?[1] == "b")
    #expect(record["tags"]?[2] == nil)
    #expect(record["tags"]?[-1] == nil)
    #expect(record[0] == nil)
  }

  @Test func givesTheContentsOfItsCaseOnly() {
    #expect(record.object?.names == ["id", "name", "tags", "address", "note", "active"])
    #expect(record["tags"]?.array == ["a", "b"])
    #expect(record["name"]?.string == "Ada")
    #expect(record["id"]?.string == nil)
    #expect(record.array == nil)
    #expect(record["active"] == .bool(true))
    #expect(record["id"] == .number(7))
  }
}
