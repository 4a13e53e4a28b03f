import Features
import JSONCoding
import ScreenKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// Why a row of a generic list matched a search when no column shows the match: the field that
/// matched, named by its way there.
@Suite struct RecordsListSnippetTests {
  private static let row = RecordRow(
    ["id": 3, "name": "Jürgen Weiß", "address": ["street": "Lindenstraße 42", "city": "München"]],
    of: BrowsedResource(name: "users"), position: 0, idField: "id")
  private static let shown = [(RecordColumn(path: ["id"]), 3), (RecordColumn(path: ["name"]), 20)]

  private func snippet(
    _ text: String, columns: [(column: RecordColumn, width: Int)] = shown,
    of row: RecordRow = row
  ) -> String? {
    RecordsList.snippet(for: row, columns: columns, search: SearchText(text), width: 40)
  }

  @Test func aMatchInAFieldNoColumnShowsIsNamedByItsWayThere() {
    checkEqual(snippet("munchen"), "address.city: München")
    checkEqual(snippet("linden"), "address.street: Lindenstraße 42")
  }

  @Test func aMatchAColumnShowsOrNoMatchNeedsNone() {
    checkEqual(snippet("jurgen"), nil)
    checkEqual(
      snippet("munchen", columns: Self.shown + [(RecordColumn(path: ["address"]), 80)]), nil)
    checkEqual(snippet("zzz"), nil)
    checkEqual(snippet(""), nil)
  }

  /// A post's body in a column cut to 15 cells shows its start, not a word further on, nor its
  /// second line.
  @Test func aMatchPastWhatItsColumnShowsIsShownUnderTheRow() {
    let post = RecordRow(
      ["id": 1, "title": "Notes", "body": "My neighbour revisited the plan\nA spreadsheet"],
      of: BrowsedResource(name: "posts"), position: 0, idField: "id")
    let columns = [(RecordColumn(path: ["title"]), 10), (RecordColumn(path: ["body"]), 15)]
    checkEqual(snippet("neighbour", columns: columns, of: post), nil, "in sight: My neighbour r…")
    checkEqual(snippet("revisited", columns: columns, of: post)?.hasPrefix("body: "), true)
    checkEqual(snippet("spreadsheet", columns: columns, of: post)?.contains("spreadsheet"), true)
  }
}
