import TestSupport
import Testing

@testable import ScreenKit

/// The rows of a sorted list kept between keys: answered only for the rows and the sort they
/// were sorted from.
@Suite struct SortedRowsTests {
  private let byName = ListSort(letter: "n")

  @Test func keepsTheRowsForTheSameRowsAndSort() {
    let rows = ["pear", "apple", "fig"]
    var kept = SortedRows<String>()
    checkEqual(kept.rows(sorting: rows, by: byName), nil, "nothing kept yet")
    kept.keep(rows.sorted(), sorting: rows, by: byName)
    checkEqual(kept.rows(sorting: rows, by: byName), ["apple", "fig", "pear"])
  }

  @Test func answersNothingForRowsChangedSinceOrAnotherSort() {
    var rows = ["pear", "apple", "fig"]
    var kept = SortedRows<String>()
    kept.keep(rows.sorted(), sorting: rows, by: byName)
    checkEqual(kept.rows(sorting: rows, by: ListSort(letter: "n", isDescending: true)), nil)

    rows[0] = "plum"
    checkEqual(kept.rows(sorting: rows, by: byName), nil, "a row replaced in place")
    rows = ["pear", "apple", "fig"]
    checkEqual(kept.rows(sorting: rows, by: byName), nil, "equal rows, but not those sorted")
  }
}
