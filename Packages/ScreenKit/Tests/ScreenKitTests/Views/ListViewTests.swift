import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@Suite struct ListViewTests {
  static let size = TerminalSize(columns: 40, rows: 8)

  static func lines(_ state: ListScreen<PeopleList>.State, usesColor: Bool = false) -> [String] {
    var buffer = CellBuffer(size: size)
    let table = TextTable(
      columns: [TextTable.Column("ID", alignment: .trailing), TextTable.Column("NAME")],
      rows: state.shownRows.map { [TextTable.Cell(String($0.id)), TextTable.Cell($0.name)] })
    ListView(size: size, usesColor: usesColor).draw(
      state, table: table, plural: "people", firstRow: 1, into: &buffer)
    return (0..<size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test func drawsTheHeaderAndTheRowsFromTheCursorsOffset() async {
    let store = PeopleList.store(size: Self.size)
    await store.send(.appear)
    await store.send(.key(.character("G")))
    let lines = Self.lines(await store.state.list)
    check(lines[1].hasPrefix("  ID  NAME"))
    // Five rows fit under the header: the last five, the cursor on the last.
    check(lines[2].hasPrefix("  36  Person 36"))
    check(lines[6].hasPrefix("› 40  Person 40"))
  }

  @Test func saysWhatStandsInPlaceOfTheRows() async {
    let before = ListScreen<PeopleList>.State(.init(query: "all"), size: Self.size)
    check(Self.lines(before)[1].hasPrefix("  ⠋ Loading people…"))
    let failing = PeopleList.store(size: Self.size, failure: LoadFailure(message: "refused"))
    await failing.send(.appear)
    let failed = Self.lines(await failing.state.list)
    checkEqual(
      failed[1],
      "  Could not load people: refused".padding(toLength: 40, withPad: " ", startingAt: 0))
    check(failed[2].hasPrefix("  Press r to try again."))
    let empty = PeopleList.store([], size: Self.size)
    await empty.send(.appear)
    check(Self.lines(await empty.state.list)[1].hasPrefix("  No people."))
    await empty.send(.key(.character("/")))
    await empty.send(.key(.character("z")))
    check(Self.lines(await empty.state.list)[1].hasPrefix("  No people match \"z\"."))
  }

  @Test func theSearchBarShowsTheQueryOnTheRowAboveTheStatusLine() async {
    let store = PeopleList.store(size: Self.size)
    await store.send(.appear)
    await store.send(.key(.character("/")))
    await store.send(.key(.character("1")))
    let state = await store.state.list
    var buffer = CellBuffer(size: Self.size)
    ListView(size: Self.size, usesColor: false).drawSearchBar(state.search, into: &buffer)
    check(buffer.text(ofRow: 6).hasPrefix("/ 1_"))
  }
}

@Suite struct ListViewPreviewTests {
  static let preview = ListPreview(
    title: "Person 2", fields: [.init("City", "Springfield"), .init("Id", "2")],
    text: "A long text that wraps at the width of the preview, which is what is left.")

  static func buffer(columns: Int, usesColor: Bool = false) -> CellBuffer {
    let size = TerminalSize(columns: columns, rows: 10)
    var buffer = CellBuffer(size: size)
    var view = ListView(size: size, usesColor: usesColor)
    view.previewColumns = ListView.previewMinimumColumns
    view.drawPreview(preview, top: 1, rows: 8, into: &buffer)
    return buffer
  }

  @Test func from120ColumnsThePreviewTakesTheRightAfterASeparator() {
    var view = ListView(size: TerminalSize(columns: 120, rows: 10), usesColor: false)
    check(!view.showsPreview && view.listColumns == 120, "a list without a preview")
    view.previewColumns = ListView.previewMinimumColumns
    check(view.showsPreview && view.listColumns == 66 && view.rowWidth == 63)
    let buffer = Self.buffer(columns: 120)
    let lines = (0..<10).map { buffer.text(ofRow: $0) }
    check(lines[0].allSatisfy { $0 == " " })
    check((1...8).allSatisfy { lines[$0].dropFirst(66).first == "│" })
    check(lines[9].allSatisfy { $0 == " " })
    check(lines[1].dropFirst(68).hasPrefix("Person 2"))
    check(lines[3].dropFirst(68).hasPrefix("City  Springfield"))
    check(lines[4].dropFirst(68).hasPrefix("Id    2"))
    check(lines[6].dropFirst(68).hasPrefix("A long text that wraps at the width of the preview,"))
    check(lines[7].dropFirst(68).hasPrefix("which is what is left."))
  }

  @Test func thePreviewIsCutAtItsLastRowAndTheTitleIsBold() {
    let size = TerminalSize(columns: 120, rows: 10)
    var buffer = CellBuffer(size: size)
    var view = ListView(size: size, usesColor: true)
    view.previewColumns = ListView.previewMinimumColumns
    view.drawPreview(Self.preview, top: 1, rows: 3, into: &buffer)
    check(buffer.text(ofRow: 4).allSatisfy { $0 == " " })
    check(buffer[1, 68].style.contains(.bold))
    check(buffer[3, 68].style.contains(.dim))
  }

  @Test func aTextsLinesBreakAtCRLFAsAtLF() {
    let size = TerminalSize(columns: 120, rows: 10)
    var buffer = CellBuffer(size: size)
    var view = ListView(size: size, usesColor: false)
    view.previewColumns = ListView.previewMinimumColumns
    view.drawPreview(
      ListPreview(title: "Issue", text: "One.\r\n\r\nTwo."), top: 1, rows: 8, into: &buffer)
    let lines = (0..<10).map { String(buffer.text(ofRow: $0).dropFirst(68)) }
    check(lines[3].hasPrefix("One."))
    check(lines[4].allSatisfy { $0 == " " })
    check(lines[5].hasPrefix("Two."))
  }

  @Test func thePreviewYieldsToTheRowsDownToItsLeastColumns() {
    var view = ListView(size: TerminalSize(columns: 120, rows: 10), usesColor: false)
    view.previewColumns = ListView.previewMinimumColumns
    view.wantedRowWidth = 40
    checkEqual(view.listColumns, 66, "never less than the list's share")
    view.wantedRowWidth = 71
    check(view.listColumns == 74 && view.rowWidth == 71, "the rows' width, the marker counted")
    view.wantedRowWidth = 200
    checkEqual(view.listColumns, 80, "the preview keeps 40 columns")
    view.size = TerminalSize(columns: 119, rows: 10)
    checkEqual(view.listColumns, 119, "no preview to yield")
  }

  @Test func theRowsWantTheirNamesAndShortValuesWholeAndTheLongValuesAtTheirMinimum() {
    let records: [JSONObject] = [
      [
        "id": 1, "title": .string(String(repeating: "long title ", count: 6)),
        "email": "ada1@shop.example", "role": "customer",
        "body": .string(String(repeating: "A long body. ", count: 8)),
      ]
    ]
    let table = RecordsListView(
      page: Page(items: records), noun: Noun(singular: "note", plural: "notes")
    ).table()
    checkEqual(table.columns.map(\.header), ["id", "title", "email", "role", "body"])
    // The id, the title and the email whole, the role whole, the body at its minimum, 8.
    checkEqual(ListView.wantedRowWidth(of: table), 2 + 66 + 17 + 8 + 8 + 4 * 2)
  }

  @Test func narrowerThan120ColumnsNothingIsDrawnAndTheListTakesEveryColumn() {
    var view = ListView(size: TerminalSize(columns: 119, rows: 10), usesColor: false)
    view.previewColumns = ListView.previewMinimumColumns
    check(!view.showsPreview && view.listColumns == 119 && view.rowWidth == 117)
    let buffer = Self.buffer(columns: 119)
    check((0..<10).allSatisfy { buffer.text(ofRow: $0).allSatisfy { $0 == " " } })
  }
}

@Suite struct ListViewTinyTerminalTests {
  @Test(arguments: [(1, 1), (1, 4), (2, 3), (3, 2)])
  func aTerminalOfAFewCellsDrawsWithoutTrapping(columns: Int, rows: Int) async {
    let size = TerminalSize(columns: columns, rows: rows)
    let store = PeopleList.store(size: size)
    await store.send(.appear)
    await store.send(.key(.character("/")))
    await store.send(.key(.character("1")))
    let state = await store.state.list
    var buffer = CellBuffer(size: size)
    let table = TextTable(
      columns: [TextTable.Column("NAME")], rows: state.shownRows.map { [TextTable.Cell($0.name)] })
    let view = ListView(size: size, usesColor: true)
    view.draw(state, table: table, plural: "people", firstRow: 1, into: &buffer)
    view.drawSearchBar(state.search, into: &buffer)
    checkEqual(buffer.size, size)
  }
}
