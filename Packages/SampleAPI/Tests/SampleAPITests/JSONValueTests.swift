import Testing

@testable import SampleAPI

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
}
