import HTTPClient
import JSONCoding
import TestSupport
import Testing

/// The items a shell's completion offers for the fields of a collection's records.
@Suite struct RequestItemCompletionsTests {
  static let plants = RecordSchema(records: [
    ["id": 1, "name": "Fern", "height": 30, "a=b": "x"], ["id": 2, "name": "Ivy"],
  ])

  @Test func textIsOfferedWithEqualsAndAnyOtherKindAsJSON() {
    checkEqual(
      RequestItem.fieldStarts(of: Self.plants), ["id:=", "name=", "height:=", #"a\=b="#])
  }

  @Test func theFieldsTypedAlreadyAndThoseExcludedAreLeftOut() {
    checkEqual(
      RequestItem.fieldStarts(of: Self.plants, excluded: ["id"]),
      ["name=", "height:=", #"a\=b="#])
    checkEqual(
      RequestItem.fieldStarts(of: Self.plants, typed: ["name=Fern"], excluded: ["id"]),
      ["height:=", #"a\=b="#])
    checkEqual(
      RequestItem.fieldStarts(
        of: Self.plants, typed: [#"a\=b:="y""#, "height==3", "not an item"], excluded: ["id"]),
      ["name="], "any item naming a field, its name unescaped; a word that is no item, none")
  }

  @Test func aFieldOfNullOrOfMixedKindsIsOfferedAsText() {
    let schema = RecordSchema(records: [
      ["note": nil, "size": 3, "done": true, "tags": ["a"], "place": ["x": 1]],
      ["size": "large"],
    ])

    checkEqual(
      RequestItem.fieldStarts(of: schema), ["note=", "size=", "done:=", "tags:=", "place:="])
  }

  @Test func noRecordsOfferNothing() {
    checkEqual(RequestItem.fieldStarts(of: RecordSchema(records: [])), [])
  }
}
