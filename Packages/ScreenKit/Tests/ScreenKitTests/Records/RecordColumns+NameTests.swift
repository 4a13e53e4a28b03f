import Foundation
import JSONCoding
import ScreenKit
import TestSupport
import Testing

/// A record's name: the first of its own names and titles that holds text, as the columns of a
/// list rank them.
@Suite struct RecordColumnsNameTests {
  @Test(arguments: [
    (#"{"id": 1, "title": "Ramen notes", "name": "ramen"}"#, "Ramen notes"),
    (#"{"id": 1, "userName": "ada", "body": "b"}"#, "ada"),
    (#"{"id": 1, "TITLE": "  ", "name": "Leanne"}"#, "Leanne"),
    (#"{"id": 1, "name": {"first": "Ada"}, "title": "Dr"}"#, "Dr"),
    (#"{"id": 1, "name": 7, "body": "no name"}"#, nil),
    (#"{"id": 1, "body": "b"}"#, nil),
  ])
  func namesARecordByItsFirstNameOrTitleWithText(json: String, name: String?) throws {
    let record = try #require(try JSONValue(parsing: Data(json.utf8)).object)
    checkEqual(RecordColumns.name(of: record), name)
  }

  /// The name is the first column among the names and titles that the list of the one record
  /// would show.
  @Test func namesARecordAsItsColumnsRankIt() {
    let record: JSONObject = [
      "email": "a@b.c", "body": .string(String(repeating: "x", count: 80)), "username": "ada",
      "name": "Ada Quill", "address": ["name": "Home"],
    ]
    let column = RecordColumns.chosen(for: [record]).first {
      $0.importance == RecordColumns.namesImportance
    }
    checkEqual(column?.path, ["username"])
    checkEqual(RecordColumns.name(of: record), "ada")
  }
}
