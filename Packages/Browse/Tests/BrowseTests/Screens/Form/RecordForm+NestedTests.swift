import Features
import Foundation
import JSONCoding
import ScreenKit
import TestSupport
import Testing

@testable import BrowseKit

/// A record form's fields of nested objects, lists and true or false values, and their order:
/// each member of an object a field, a list of scalars an element a line, the list's columns'
/// order.
@Suite struct RecordFormNestedTests {
  private static let people = BrowsedResource(name: "people")
  private static let ada: JSONObject = [
    "id": 1, "active": true, "name": "Ada",
    "address": ["street": "12 Square", "city": "London", "geo": ["lat": 51, "lng": -1]],
    "tags": ["math", "poetry"], "scores": [3, 5], "links": [["rel": "home"]],
    "author": ["type": "people", "id": "2"],
  ]
  private static let grace: JSONObject = [
    "id": 2, "name": "Grace", "active": false,
    "address": ["city": "Arlington", "zip": "22202"], "tags": [], "scores": [],
  ]

  private static func edited(_ record: JSONObject = ada) -> RecordForm {
    RecordForm(
      editing: record, id: "1", of: people, schema: RecordSchema(records: [ada, grace]),
      idField: "id")
  }

  private static func field(_ name: String, of form: RecordForm) -> Int? {
    form.fields.firstIndex { $0.name == name }
  }

  @Test func aNestedObjectsMembersAreFieldsOfTheirOwnInTheListsOrder() {
    let form = Self.edited()
    checkEqual(
      form.fieldOrder,
      [
        "name", "active", "tags", "scores", "links", "author", "address.street", "address.city",
        "address.geo.lat", "address.geo.lng", "address.zip",
      ], "the name first, as the list's columns: the nested fields last, with the others' zip")
    checkEqual(
      form.shownFields.map { $0.label(asLink: false) },
      [
        "name", "active", "tags (list)", "scores (list)", "links (JSON)", "author",
        "address.street", "address.city", "address.geo.lat (number)",
        "address.geo.lng (number)", "address.zip",
      ])
    checkEqual(
      form.shownFields.map(\.isTrueFalse), [false, true] + Array(repeating: false, count: 9))
    checkEqual(
      form.fields.map(\.text).prefix(5),
      ["Ada", "true", "math\npoetry", "3\n5", #"[{"rel":"home"}]"#])
  }

  @Test func anEditOfANestedMemberSendsItsObjectWholeTheOthersAsTheyWere() throws {
    var form = Self.edited()
    let city = try #require(Self.field("address.city", of: form))
    form.fields[city].text = "Paris"
    let lat = try #require(Self.field("address.geo.lat", of: form))
    form.fields[lat].text = "48.85"
    check(form.validationErrors.isEmpty)
    let latitude = JSONValue.number(try #require(JSONNumber("48.85")))
    checkEqual(
      form.body,
      [
        "address": ["street": "12 Square", "city": "Paris", "geo": ["lat": latitude, "lng": -1]]
      ])
  }

  @Test func aNewRecordSendsTheNestedMembersFilledInAndNothingOfTheOthers() throws {
    var form = RecordForm(
      new: Self.people, names: Self.ada.names,
      schema: RecordSchema(records: [Self.ada, Self.grace]),
      idField: "id", columns: RecordColumns.chosen(for: [Self.ada, Self.grace]).map(\.path),
      relationships: ["author": "people"])
    checkEqual(form.fieldOrder.first, "name")
    check(form.fieldOrder.contains("author"), "a relationship is one field, picked")
    check(!form.fieldOrder.contains("author.type"))
    let zip = try #require(Self.field("address.zip", of: form))
    form.fields[zip].text = "75001"
    let lng = try #require(Self.field("address.geo.lng", of: form))
    form.fields[lng].text = "2"
    checkEqual(form.body, ["address": ["geo": ["lng": 2], "zip": "75001"]], "in the form's order")
  }

  @Test func aListOfScalarsIsEditedAnElementALineEachOfItsKind() throws {
    var form = Self.edited()
    let tags = try #require(Self.field("tags", of: form))
    let scores = try #require(Self.field("scores", of: form))
    checkEqual(form.shownFields[tags].allowsNewlines, true)
    form.fields[tags].text = "math\n\n  \nlogic"
    form.fields[scores].text = "3\n 4 "
    check(form.validationErrors.isEmpty)
    checkEqual(form.body, ["tags": ["math", "logic"], "scores": [3, 4]], "blank lines left out")

    form.fields[scores].text = "3\nfour"
    checkEqual(form.validationErrors["scores"].count, 1)
    check(form.validationErrors["scores"].first?.hasPrefix("line 2: ") == true)
    form.fields[scores].text = "3\n\"4\""
    checkEqual(form.validationErrors["scores"], ["line 2: is a number in the list, not text"])
    form.fields[scores].text = ""
    checkEqual(form.body["scores"], [], "emptied, the list is sent empty")
  }

  @Test func anEmptyListTakesTheKindOfTheOtherRecordsLists() {
    let form = RecordForm(
      editing: Self.grace, id: "2", of: Self.people,
      schema: RecordSchema(records: [Self.ada, Self.grace]), idField: "id")
    let tags = form.fields.first { $0.name == "tags" }
    checkEqual(tags?.itemKind, .text)
    checkEqual(tags?.text, "")
    let alone = RecordForm(
      editing: Self.grace, id: "2", of: Self.people, schema: RecordSchema(records: [Self.grace]),
      idField: "id")
    checkEqual(alone.fields.first { $0.name == "tags" }?.itemKind, nil, "no element says a kind")
  }

  @Test func anObjectDeeperThanTheDeepestFieldIsJSON() {
    let deep: JSONObject = ["id": 1, "a": ["b": ["c": ["d": ["e": 1]]]]]
    let form = RecordForm(
      editing: deep, id: "1", of: Self.people, schema: RecordSchema(records: [deep]),
      idField: "id")
    checkEqual(form.fieldOrder, ["a.b.c.d"])
    checkEqual(form.fields.first?.text, #"{"e":1}"#)
  }
}
