import JSONCoding
import TestSupport
import Testing

/// What a schema says of a field beyond its kind: the fields of its objects, the kind of its
/// lists' elements, the length of its longest text.
@Suite struct RecordSchemaNestedTests {
  @Test func theObjectsOfAFieldHaveASchemaOfTheirOwnHoweverDeep() throws {
    let schema = RecordSchema(records: [
      ["id": 1, "address": ["city": "Paris", "geo": ["lat": 48]]],
      ["id": 2, "address": ["city": "Lyon", "zip": "69001"]],
      ["id": 3, "address": nil],
    ])
    let address = try #require(schema["address"]?.members)
    checkEqual(address.fields.map { $0.name }, ["city", "geo", "zip"])
    checkEqual(address["city"]?.isInEveryRecord, true)
    checkEqual(address["zip"]?.isInEveryRecord, false)
    checkEqual(address["geo"]?.members?["lat"]?.kind, .number)
    checkEqual(schema["id"]?.members, nil)
    checkEqual(
      RecordSchema(records: [["meta": [:]]])["meta"]?.members, nil,
      "an empty object has no fields")
  }

  @Test(
    arguments: [
      ([["a", "b"], ["c"], []], RecordSchema.Kind?.some(.text)),
      ([[1, 2], [3]], .number),
      ([[true], [false]], .boolean),
      ([[1, "a"]], nil),
      ([["a"], [1]], nil),
      ([["one\ntwo"]], nil),
      ([[["a": 1]]], nil),
      ([[nil]], nil),
      ([[], []], nil),
    ] as [([JSONValue], RecordSchema.Kind?)])
  func aListsElementsHaveAKindWhenEveryOneIsOfOneSimpleKind(
    lists: [JSONValue], kind: RecordSchema.Kind?
  ) {
    let schema = RecordSchema(records: lists.map { ["tags": $0] as JSONObject })
    checkEqual(schema["tags"]?.itemKind, kind)
  }

  @Test func theLongestTextIsCountedInCharacters() {
    let schema = RecordSchema(records: [["bio": "short"], ["bio": "東京éé東京"], ["bio": 3]])
    checkEqual(schema["bio"]?.longestText, 6, "not its 16 bytes")
    checkEqual(RecordSchema.itemKind(of: ["a", "b"]), .text)
    checkEqual(RecordSchema.itemKind(of: []), nil)
  }
}
