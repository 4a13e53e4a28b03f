import Features
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct SearchIndexTests {
  @Test func findsTheItemsWhoseFieldsMatchInOrder() {
    let users = [
      Person(id: 1, name: "Margaret Holloway", city: "Melbourne"),
      Person(id: 2, name: "Jürgen Weiß", city: "München"),
      Person(id: 3, name: "Renée Fontaine", city: "Lyon"),
    ]
    let index = SearchIndex(users)

    checkEqual(index.count, 3)
    checkEqual(index.matches(SearchText("munchen")), [1])
    checkEqual(index.matches(SearchText("RENEE")), [2])
    checkEqual(index.matches(SearchText("e")), [0, 1, 2])
    checkEqual(index.matches(SearchText("")), [0, 1, 2])
    checkEqual(index.matches(SearchText("zzz")), [])
  }

  @Test func noMatchSpansTwoFields() {
    let index = SearchIndex(fields: [["ab", "cd"]])

    checkEqual(index.matches(SearchText("bc")), [])
    checkEqual(index.matches(SearchText("cd")), [0])
  }

  @Test func filtersFiveThousandItems() {
    let numbers = 1...5_000
    let index = SearchIndex(fields: numbers.map { ["Photo \($0) of a sunlit bridge in München"] })

    checkEqual(index.matches(SearchText("MUNCHEN")).count, 5_000)
    checkEqual(index.matches(SearchText("photo 12 of")), [11])
    checkEqual(
      index.matches(SearchText("12")).map { $0 + 1 }, numbers.filter { String($0).contains("12") })
  }
}
