import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct ResourceIdentifierTests {
  @Test(
    "an identifier is a type and an id, both text, and nothing else but a meta",
    arguments: [
      (["type": "author", "id": "3"] as JSONValue, ResourceIdentifier(type: "author", id: "3")),
      (
        ["id": "3", "type": "author", "meta": ["main": true]] as JSONValue,
        ResourceIdentifier(type: "author", id: "3")
      ),
      (["type": "author", "id": 3] as JSONValue, nil),
      (["type": "author"] as JSONValue, nil),
      (["type": "card", "id": "pm_1", "card": ["brand": "visa"]] as JSONValue, nil),
      ("author 3" as JSONValue, nil),
    ] as [(JSONValue, ResourceIdentifier?)])
  func readsAnIdentifier(value: JSONValue, identifier: ResourceIdentifier?) {
    checkEqual(ResourceIdentifier(value), identifier)
  }

  @Test("a relationship's identifiers: one, or every one of a list of them, never none")
  func readsARelationship() {
    let author: JSONValue = ["type": "author", "id": "3"]

    checkEqual(ResourceIdentifier.all(in: author), [ResourceIdentifier(type: "author", id: "3")])
    checkEqual(
      ResourceIdentifier.all(in: [author, ["type": "author", "id": "4"]])?.map(\.id), ["3", "4"])
    checkEqual(ResourceIdentifier.all(in: [author, "x"]), nil)
    checkEqual(ResourceIdentifier.all(in: []), nil)
    checkEqual(ResourceIdentifier.all(in: .null), nil)
    checkEqual(ResourceIdentifier(type: "author", id: "3").value, author)
  }
}
