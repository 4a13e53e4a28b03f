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

@Suite struct ResourceIdentifierLinkingTests {
  @Test("the type of each to-one relationship of the records, the first one found")
  func findsTheTypes() {
    let records: [JSONObject] = [
      ["id": "1", "author": .null, "tags": [["type": "tag", "id": "1"]]],
      ["id": "2", "author": ["type": "author", "id": "3"]],
      ["id": "3", "author": ["type": "people", "id": "4"], "title": "Tides"],
    ]

    checkEqual(ResourceIdentifier.types(in: records), ["author": "author"])
  }

  @Test("a relationship given by its id is its identifier; any other field is as given")
  func linksAnIdGiven() {
    let types = ["author": "author", "editor": "people", "box": "crate"]

    checkEqual(
      ResourceIdentifier.linking(
        ["title": "Dune", "author": 3, "editor": "ursula", "box": "", "extra": 1], types: types),
      [
        "title": "Dune", "author": ["type": "author", "id": "3"],
        "editor": ["type": "people", "id": "ursula"], "box": "", "extra": 1,
      ])
    checkEqual(
      ResourceIdentifier.linking(["author": ["type": "author", "id": "9"]], types: types),
      ["author": ["type": "author", "id": "9"]])
    checkEqual(ResourceIdentifier.linking(["author": .null], types: types), ["author": .null])
  }
}
