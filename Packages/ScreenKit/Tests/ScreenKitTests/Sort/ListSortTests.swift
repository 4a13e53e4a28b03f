import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct ListSortTests {
  private static let letters: [Character] = ["i", "t"]

  @Test func sThenALetterSortsByItsColumnAndTheSameLetterAgainReverses() {
    var sort = ListSort()
    checkEqual(sort.press(.character("t"), letters: Self.letters), .ignored)
    checkEqual(sort.choose(), .choosing)
    checkEqual(sort, ListSort(isChoosing: true))
    checkEqual(sort.press(.character("t"), letters: Self.letters), .sorted)
    checkEqual(sort, ListSort(letter: "t"))
    checkEqual(sort.choose(), .choosing)
    checkEqual(sort.press(.character("T"), letters: Self.letters), .sorted, "either case")
    checkEqual(sort, ListSort(letter: "t", isDescending: true))
    checkEqual(sort.choose(), .choosing)
    checkEqual(sort.press(.character("i"), letters: Self.letters), .sorted)
    checkEqual(sort, ListSort(letter: "i"), "another column starts ascending")
  }

  @Test func escOrAKeyThatIsNoColumnKeepsTheOrder() {
    var sort = ListSort(letter: "t", isDescending: true)
    checkEqual(sort.choose(), .choosing)
    checkEqual(sort.press(.escape, letters: Self.letters), .cancelled)
    checkEqual(sort, ListSort(letter: "t", isDescending: true))
    checkEqual(sort.choose(), .choosing)
    checkEqual(sort.press(.character("x"), letters: Self.letters), .notAColumn)
    checkEqual(sort.choose(), .choosing)
    checkEqual(sort.press(.down, letters: Self.letters), .notAColumn)
    checkEqual(sort, ListSort(letter: "t", isDescending: true))
  }

  @Test func tiesKeepTheListsOrderBothWaysAndAMissingValueSortsAfterTheOthers() {
    let people = [
      Person(id: 1, name: "zoe", city: "Lyon"), Person(id: 2, name: "Émile", city: ""),
      Person(id: 3, name: "ada", city: "Lyon"), Person(id: 4, name: "Eve", city: "Bern"),
    ]
    let byName = ListSort(letter: "n").sorted(people, by: Person.sortColumns)
    checkEqual(byName.map(\.name), ["ada", "Émile", "Eve", "zoe"], "without case or accents")
    let byCity = ListSort(letter: "c").sorted(people, by: Person.sortColumns)
    checkEqual(byCity.map(\.id), [4, 1, 3, 2])
    let byCityDescending = ListSort(letter: "c", isDescending: true)
    checkEqual(byCityDescending.sorted(people, by: Person.sortColumns).map(\.id), [2, 1, 3, 4])
    checkEqual(ListSort().sorted(people, by: Person.sortColumns).map(\.id), [1, 2, 3, 4])
  }

  @Test func theStatusLineNamesTheColumns() {
    checkEqual(
      ListSort.choices(Person.sortColumns), "sort by: i id · n name · c city (Esc: keep the order)")
    checkEqual(
      ListSort(letter: "n", isDescending: true).said(Person.sortColumns), "sorted by name ↓")
    checkEqual(ListSort().said(Person.sortColumns), nil, "the list's own order")
    checkEqual(
      ListSort.notAColumn(.character("x"), Person.sortColumns),
      "not sorted: x is no column here — S then i, n or c")
    checkEqual(
      ListSort.notAColumn(.enter, Person.sortColumns),
      "not sorted: that key is no column here — S then i, n or c")
  }
}
