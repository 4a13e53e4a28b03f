import ScreenKit
import TerminalKit
import TestSupport
import Testing

@Suite struct TextTableSortTests {
  private static let table = TextTable(
    columns: [TextTable.Column("ID"), TextTable.Column("NAME")], rows: [["1", "ada"]])

  private func headers(_ sort: ListSort) -> [String] {
    Self.table.marking(sort, Person.sortColumns).columns.map(\.header)
  }

  @Test func theHeaderOfTheColumnSortedByHasTheOrdersArrow() {
    checkEqual(headers(ListSort(letter: "n")), ["ID", "NAME↑"])
    checkEqual(headers(ListSort(letter: "i", isDescending: true)), ["ID↓", "NAME"])
  }

  @Test func aTableInTheListsOrderOrWithoutTheColumnIsLeftAsItIs() {
    checkEqual(headers(ListSort()), ["ID", "NAME"])
    checkEqual(headers(ListSort(letter: "c")), ["ID", "NAME"], "no CITY column shown")
  }
}
