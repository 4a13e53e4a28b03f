import Foundation
import HTTPClient
import JSONCoding
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct RecordDetailViewTests {
  func render(_ text: String, width: Int = 80) throws -> String {
    let record = try #require(try JSONValue(parsing: Data(text.utf8)).object)
    return RecordDetailView(record: record).render(options: RenderOptions(width: width))
  }

  @Test func showsEveryFieldThenNestedObjectsAsIndentedSections() throws {
    try checkEqual(
      render(
        #"""
        {"id": 7, "address": {"city": "Lyon", "geo": {"lat": "45.7"}}, "name": "Ada",
         "tags": ["a", "b"], "none": null, "empty": [], "blank": {}}
        """#),
      """
      id     7
      name   Ada
      tags   a, b
      none   null
      empty  []
      blank  {}

      address
        city  Lyon

        geo
          lat  45.7
      """)
  }

  /// A JSON:API record's relationships name the records they link to, by name when the answer
  /// included them.
  @Test func showsRelationshipsAsTheRecordsTheyLinkTo() throws {
    let record: JSONObject = [
      "id": "7", "title": "Tides", "author": ["type": "author", "id": "3"],
      "editor": ["type": "people", "id": "9"],
      "books": [
        ["type": "book", "id": "2"], ["type": "book", "id": "12"], ["type": "tome", "id": "1"],
      ],
    ]
    let included: [ResourceIdentifier: JSONObject] = [
      ResourceIdentifier(type: "author", id: "3"): ["id": "3", "name": "Ada Lovelace"]
    ]

    checkEqual(
      RecordDetailView(record: record, included: included).render(
        options: RenderOptions(width: 80)),
      """
      id      7
      title   Tides
      author  author 3 · Ada Lovelace
      editor  people 9
      books   book 2, 12, tome 1
      """)
  }

  @Test func numbersTheObjectsOfAnArray() throws {
    try checkEqual(
      render(#"{"id": "A-7", "items": [{"sku": "X1"}, 3]}"#),
      """
      id  A-7

      items (2)
        1.
          sku  X1
        2.
          3
      """)
  }

  @Test func wrapsLongTextWithinTheWidth() throws {
    let lines = try render(#"{"note": "one two three four five six seven eight"}"#, width: 20)
      .split(separator: "\n")
    check(lines.count > 1)
    check(lines.allSatisfy { $0.count <= 20 })
    checkEqual(lines.first, "note  one two three")
  }

  @Test func saysARecordHasNoFieldsOnlyOnATerminal() throws {
    try checkEqual(render("{}"), "No fields.")
    checkEqual(RecordDetailView(record: [:]).render(options: RenderOptions(isTerminal: false)), "")
  }
}
