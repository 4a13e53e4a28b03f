import JSONCoding
import TestSupport
import Testing

@Suite struct JSONObjectTests {
  @Test func keepsTheMembersInTheOrderGiven() {
    let object: JSONObject = ["zeta": 1, "alpha": 2, "mid": 3]
    checkEqual(object.names, ["zeta", "alpha", "mid"])
    checkEqual(object.map(\.name), ["zeta", "alpha", "mid"])
    checkEqual(object.count, 3)
  }

  @Test func keepsTheFirstPlaceAndTheLastValueOfANameGivenTwice() {
    let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
    checkEqual(object.names, ["a", "b"])
    checkEqual(object["a"], 3)
  }

  @Test func keepsTheFirstPlaceOfARepeatedNameInALargeObject() {
    let names = (0..<100).map { "name\($0)" }
    let object = JSONObject(names.map { ($0, JSONValue.null) } + [("name3", true)])
    checkEqual(object.names, names)
    checkEqual(object["name3"], true)
  }

  @Test(arguments: [16, 17, 30, 39])
  func keepsTheFirstPlaceOfANameFirstGivenPastTheNamesComparedOneByOne(first place: Int) {
    let names = (0..<40).map { "name\($0)" }
    let members: [(String, JSONValue)] = names.map { ($0, .null) } + [(names[place], "again")]
    for object in [
      JSONObject(members), JSONObject(members.map { JSONObject.Member(name: $0.0, value: $0.1) }),
    ] {
      checkEqual(object.names, names)
      checkEqual(object[place], JSONObject.Member(name: names[place], value: "again"))
      checkEqual(object[names[place]], "again")
    }
  }

  @Test func tellsNamesApartByTheirCodeUnitsAsJSONDoes() {
    let precomposed = "caf\u{E9}"
    let combining = "cafe\u{301}"
    for count in [2, 40] {
      let padding: [(String, JSONValue)] = (0..<count).map { ("pad\($0)", JSONValue.null) }
      let pair: [(String, JSONValue)] = [(precomposed, 1), (combining, 2)]
      let object = JSONObject(padding + pair)
      checkEqual(object.count, count + 2)
      checkEqual(object[precomposed], 1)
      checkEqual(object[combining], 2)
    }
    var object = JSONObject([(precomposed, JSONValue(1))])
    object[combining] = 2
    let names: [[UInt8]] = object.names.map { Array($0.utf8) }
    checkEqual(names, [Array(precomposed.utf8), Array(combining.utf8)])
  }

  @Test func keysTwoNamesApartThatSwiftFindsEqual() {
    let keys: Set = [
      CodeUnitKey("caf\u{E9}"), CodeUnitKey("cafe\u{301}"), CodeUnitKey("caf\u{E9}"),
    ]
    checkEqual(keys.count, 2)
    checkEqual("caf\u{E9}", "cafe\u{301}")
  }

  @Test func isMadeOfMembersKeepingTheFirstPlaceAndTheLastValueOfAName() {
    let object = JSONObject([
      JSONObject.Member(name: "a", value: 1), JSONObject.Member(name: "b", value: 2),
      JSONObject.Member(name: "a", value: 3),
    ])
    checkEqual(object.names, ["a", "b"])
    checkEqual(object["a"], 3)
  }

  @Test func setsAMemberWhereItStandsAddsOneAtTheEndAndRemovesOne() {
    var object: JSONObject = ["id": 1, "name": "Ada"]
    object["id"] = 2
    object["email"] = "ada@example.com"
    checkEqual(object.names, ["id", "name", "email"])
    checkEqual(object["id"], 2)
    object["name"] = nil
    object["missing"] = nil
    checkEqual(object.names, ["id", "email"])
    checkEqual(object["name"], nil)
  }

  @Test func isEqualOnlyWithTheSameMembersInTheSameOrder() {
    let object: JSONObject = ["a": 1, "b": 2]
    checkEqual(object, ["a": 1, "b": 2])
    check(object != ["b": 2, "a": 1])
  }
}
