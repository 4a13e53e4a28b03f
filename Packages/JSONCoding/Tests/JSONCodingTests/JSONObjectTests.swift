import JSONCoding
import Testing

@Suite struct JSONObjectTests {
  @Test func keepsTheMembersInTheOrderGiven() {
    let object: JSONObject = ["zeta": 1, "alpha": 2, "mid": 3]
    #expect(object.names == ["zeta", "alpha", "mid"])
    #expect(object.map(\.name) == ["zeta", "alpha", "mid"])
    #expect(object.count == 3)
  }

  @Test func keepsTheFirstPlaceAndTheLastValueOfANameGivenTwice() {
    let object = JSONObject([("a", 1), ("b", 2), ("a", 3)])
    #expect(object.names == ["a", "b"])
    #expect(object["a"] == 3)
  }

  @Test func keepsTheFirstPlaceOfARepeatedNameInALargeObject() {
    let names = (0..<100).map { "name\($0)" }
    let object = JSONObject(names.map { ($0, JSONValue.null) } + [("name3", true)])
    #expect(object.names == names)
    #expect(object["name3"] == true)
  }

  @Test func setsAMemberWhereItStandsAddsOneAtTheEndAndRemovesOne() {
    var object: JSONObject = ["id": 1, "name": "Ada"]
    object["id"] = 2
    object["email"] = "ada@example.com"
    #expect(object.names == ["id", "name", "email"])
    #expect(object["id"] == 2)
    object["name"] = nil
    object["missing"] = nil
    #expect(object.names == ["id", "email"])
    #expect(object["name"] == nil)
  }

  @Test func isEqualOnlyWithTheSameMembersInTheSameOrder() {
    let object: JSONObject = ["a": 1, "b": 2]
    #expect(object == ["a": 1, "b": 2])
    #expect(object != ["b": 2, "a": 1])
  }
}
