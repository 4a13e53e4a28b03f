import Features
import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct ListSearchTests {
  private static let users = [
    Person(id: 1, name: "Margaret Holloway"),
    Person(id: 2, name: "Jürgen Weiß", city: "München"),
    Person(id: 3, name: "Anna Müller", street: "Münchenstraße"),
  ]

  @Test func filtersAgainAsTheQueryChangesAndShowsEveryRowOnceCleared() {
    var search = ListSearch()
    search.index(Self.users)
    checkEqual(search.rows(of: Self.users), Self.users, "an empty query filters nothing")
    _ = search.open()
    check(search.showsBar && !search.isFiltering)
    for character in "munchen" { _ = search.press(.character(character)) }
    checkEqual(search.rows(of: Self.users).map(\.id), [2, 3])
    checkEqual(search.matches, [1, 2])
    _ = search.press(.character("s"))
    checkEqual(search.rows(of: Self.users).map(\.id), [3])
    _ = search.press(.escape)
    check(!search.showsBar)
    checkEqual(search.rows(of: Self.users), Self.users)
  }

  @Test func newItemsAreFilteredByTheQueryKept() {
    var search = ListSearch()
    _ = search.open()
    _ = search.press(.character("m"))
    _ = search.press(.character("u"))
    _ = search.press(.enter)
    search.index(Array(Self.users.prefix(2)))
    checkEqual(search.itemCount, 2)
    checkEqual(search.matches, [1])
    search.index(Self.users)
    checkEqual(search.matches, [1, 2])
    check(search.showsBar && search.isFiltering)
  }
}
