import Foundation
import JSONCoding
import TestSupport
import Testing

@testable import ScreenKit

/// The records of a JSON text's array.
func records(_ text: String) throws -> [JSONObject] {
  try #require(try JSONValue(parsing: Data(text.utf8)).array).map { try #require($0.object) }
}

@Suite struct RecordColumnsTests {
  @Test func putsIdThenNamesThenEmailsThenShortThenLongValuesThenNestedFields() throws {
    let long = String(repeating: "word ", count: 20)
    let page = try records(
      #"""
      [{"body": "\#(long)", "address": {"city": "Lyon", "geo": {"lat": "1"}}, "tags": [1],
        "email": "a@b.example", "city": "Lyon", "title": "T", "id": 1, "username": "ada"}]
      """#)
    checkEqual(
      RecordColumns.chosen(for: page).map(\.name),
      [
        "id", "title", "username", "email", "tags", "city", "body", "address.city",
        "address.geo.lat",
      ])
  }

  /// A JSON:API relationship's identifier is one column, its id, as a foreign key is.
  @Test func aRelationshipIsOneColumnOfItsId() throws {
    let page = try records(
      #"""
      [{"id": "7", "title": "Tides", "author": {"type": "author", "id": "3"},
        "box": {"type": "crate", "id": "2", "size": 4}}]
      """#)
    let columns = RecordColumns.chosen(for: page)

    checkEqual(columns.map(\.name), ["id", "title", "author", "box.type", "box.id", "box.size"])
    checkEqual(columns.compactMap { RecordColumn.text(of: $0.value(in: page[0])) }[2], "3")
  }

  @Test func theIdFieldNamedTakesTheIdsPlaceAndAnIdBesideItRanksAsAnyValue() throws {
    let page = try records(#"[{"id": 1000007, "title": "Crash", "number": 7, "state": "open"}]"#)
    checkEqual(
      RecordColumns.chosen(for: page, idField: "number").map(\.name),
      [
        "number", "title", "id", "state",
      ])
    checkEqual(
      RecordColumns.chosen(for: page, idField: "number").first?.importance,
      RecordColumns.chosen(for: page).first?.importance)
    checkEqual(RecordColumns.chosen(for: page, idField: "id"), RecordColumns.chosen(for: page))
  }

  @Test func takesTheFieldsOfEveryRecordInTheOrderFirstSeen() throws {
    let page = try records(#"[{"b": 1}, {"a": 2, "b": 3}, {"c": 4}]"#)
    checkEqual(RecordColumns.chosen(for: page).map(\.name), ["b", "a", "c"])
  }

  @Test func countsAFieldLongWhenAnyRecordHasALongValue() throws {
    let long = String(repeating: "x", count: RecordColumns.shortLength + 1)
    let page = try records(#"[{"note": "short", "code": "A"}, {"note": "\#(long)"}]"#)
    checkEqual(RecordColumns.chosen(for: page).map(\.name), ["code", "note"])
  }

  @Test func keepsAFieldThatChangesTypeAsAColumnAndItsObjectsFieldsAsOthers() throws {
    let page = try records(#"[{"id": "a", "owner": "Ada"}, {"id": 2, "owner": {"name": "Li"}}]"#)
    checkEqual(RecordColumns.chosen(for: page).map(\.name), ["id", "owner", "owner.name"])
  }

  @Test func ranksNamesAboveIdAboveEmailsAboveTheRest() throws {
    let page = try records(#"[{"id": 1, "name": "A", "email": "e", "x": 1, "y": {"z": 1}}]"#)
    checkEqual(RecordColumns.chosen(for: page).map(\.importance), [4, 5, 3, 2, 1])
  }

  @Test func choosesNothingForNoRecords() {
    check(RecordColumns.chosen(for: []).isEmpty)
  }

  /// A field is among the names and titles, or the email addresses, whatever the case of its
  /// name, as `lowercased().contains` would say, letters outside ASCII included.
  @Test(arguments: [
    "name", "userName", "TITLE", "subtitle", "nam", "tİtle", "\u{212A}name", "eMail", "mai",
    "naïme", "náme", "",
  ])
  func findsTheWordsOfANameWhateverTheirCase(field: String) {
    checkEqual(
      RecordColumns.namesOrTitles(field),
      (field.lowercased().contains("name") || field.lowercased().contains("title")))
    checkEqual(RecordColumns.holds(field, "mail"), field.lowercased().contains("mail"))
  }
}
