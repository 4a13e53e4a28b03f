import Features
import Foundation
import ScreenKit
import TerminalKit
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
    #expect(lines[1].hasPrefix("  ID  NAME"))
    // Five rows fit under the header: the last five, the cursor on the last.
    #expect(lines[2].hasPrefix("  36  Person 36"))
    #expect(lines[6].hasPrefix("› 40  Person 40"))
  }

  @Test func saysWhatStandsInPlaceOfTheRows() async {
    let before = ListScreen<PeopleList>.State(.init(query: "all"), size: Self.size)
    #expect(Self.lines(before)[1].hasPrefix("  ⠋ Loading people…"))
    let failing = PeopleList.store(size: Self.size, failure: LoadFailure(message: "refused"))
    await failing.send(.appear)
    let failed = Self.lines(await failing.state.list)
    #expect(
      failed[1]
        == "  Could not load people: refused".padding(toLength: 40, withPad: " ", startingAt: 0))
    #expect(failed[2].hasPrefix("  Press r to try again."))
    let empty = PeopleList.store([], size: Self.size)
    await empty.send(.appear)
    #expect(Self.lines(await empty.state.list)[1].hasPrefix("  No people."))
    await empty.send(.key(.character("/")))
    await empty.send(.key(.character("z")))
    #expect(Self.lines(await empty.state.list)[1].hasPrefix("  No people match \"z\"."))
  }

  @Test func theSearchBarShowsTheQueryOnTheRowAboveTheStatusLine() async {
    let store = PeopleList.store(size: Self.size)
    await store.send(.appear)
    await store.send(.key(.character("/")))
    await store.send(.key(.character("1")))
    let state = await store.state.list
    var buffer = CellBuffer(size: Self.size)
    ListView(size: Self.size, usesColor: false).drawSearchBar(state.search, into: &buffer)
    #expect(buffer.text(ofRow: 6).hasPrefix("/ 1_"))
  }
}
