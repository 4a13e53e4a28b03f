import Features
import JSONCoding
import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct RecordsListViewTests {
  static let customers = #"""
    [{"id": 1, "name": "Ada Dupont", "email": "ada@dupont.example", "tags": ["a", "b"],
      "address": {"city": "Lyon"}},
     {"id": 22, "name": "Li Wei", "email": "li@wei.example", "tags": [],
      "address": {"city": "Seoul"}}]
    """#

  func view(_ text: String = customers, columns: [RecordColumn]? = nil, header: Bool = false)
    throws -> RecordsListView
  {
    RecordsListView(
      page: Page(items: try records(text)), columns: columns,
      noun: Noun(singular: "record", plural: "records"), showsHeader: header)
  }

  @Test func printsTabSeparatedRowsOfTheChosenColumnsIntoAPipe() throws {
    try checkEqual(
      view().render(options: RenderOptions(isTerminal: false)),
      """
      1\tAda Dupont\tada@dupont.example\t2\tLyon
      22\tLi Wei\tli@wei.example\t0\tSeoul
      """)
  }

  @Test func startsTheRowsWithTheNamesOnlyWhenAskedTo() throws {
    let columns = RecordColumn.parsing(fields: "address.city,id")
    try checkEqual(
      view(columns: columns, header: true).render(options: RenderOptions(isTerminal: false)),
      "address.city\tid\nLyon\t1\nSeoul\t22")
  }

  @Test func printsATableWithTheCountOnATerminal() throws {
    try checkEqual(
      view().render(options: RenderOptions(width: 80)),
      """
      id  name        email               tags  address.city
       1  Ada Dupont  ada@dupont.example     2  Lyon
      22  Li Wei      li@wei.example         0  Seoul
      2 records
      """)
  }

  @Test func dropsTheLeastImportantColumnsFirstAt40Columns() throws {
    let lines = try view().render(options: RenderOptions(width: 40)).split(separator: "\n")
    checkEqual(lines.first, "id  name        email               tags")
    checkEqual(lines.dropFirst().first, " 1  Ada Dupont  ada@dupont.example     2")
  }

  @Test func placesThePageInTheCollection() throws {
    let view = RecordsListView(
      page: Page(items: try records(Self.customers), totalCount: 12, number: 2, size: 2),
      noun: Noun(singular: "record", plural: "records"))
    check(view.render(options: RenderOptions()).hasSuffix("\npage 2 of 6 (12 records)"))
  }

  static let chores = #"""
    [{"id": 1, "title": "Water the plants", "ok": false},
     {"id": 2, "title": "Take out the bins", "ok": true},
     {"id": 3, "title": "Fold the laundry", "ok": null}]
    """#

  @Test func printsTrueAndFalseAsWordsOnATerminalAndIntoAPipe() throws {
    checkEqual(
      try view(Self.chores).render(options: RenderOptions(width: 80)),
      """
      id  title              ok
       1  Water the plants   false
       2  Take out the bins  true
       3  Fold the laundry   —
      3 records
      """)
    checkEqual(
      try view(Self.chores).render(options: RenderOptions(isTerminal: false)),
      "1\tWater the plants\tfalse\n2\tTake out the bins\ttrue\n3\tFold the laundry\t")
  }

  @Test func aBrowserDrawsTrueAndFalseAsBoxesMeasuredAsDrawn() throws {
    let records = try records(Self.chores)
    let ok = RecordColumn(path: ["ok"])

    checkEqual(records.map { RecordsListView.cellText(ok, of: $0) }, ["false", "true", ""])
    checkEqual(
      records.map { RecordsListView.cellText(ok, of: $0, boxesTrueFalse: true) },
      ["[ ]", "[x]", ""])
    // An empty cell is drawn as a dash, one cell wide.
    checkEqual(records.map { RecordsListView.shownWidth(ok, of: $0) }, [5, 4, 1])
    checkEqual(
      records.map { RecordsListView.shownWidth(ok, of: $0, boxesTrueFalse: true) }, [3, 3, 1])
    let columns = RecordColumns.chosen(for: records)
    let table = RecordsListView.table(
      columns: columns, rowCount: records.count,
      isNumeric: columns.map { column in
        records.allSatisfy { RecordsListView.isNumeric(column, in: $0) }
      },
      boxesTrueFalse: true
    ) { records[$0] }
    checkEqual(
      table.lines(options: RenderOptions(width: 80)),
      [
        "id  title              ok",
        " 1  Water the plants   [ ]",
        " 2  Take out the bins  [x]",
        " 3  Fold the laundry   —",
      ])
  }

  @Test func sanitizesNamesAndValues() throws {
    let text = #"[{"na\u001b[31mme": "a\u0007b\nc"}]"#
    let rendered = try view(text, header: true).render(options: RenderOptions(isTerminal: false))
    checkEqual(rendered, "na^[[31mme\na^Gb c")
  }
}
