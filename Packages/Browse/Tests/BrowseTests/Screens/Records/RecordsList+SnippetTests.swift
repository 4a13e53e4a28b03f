import Features
import JSONCoding
import ScreenKit
import Testing

@testable import Browse
@testable import BrowseKit

/// Why a row of a generic list matched a search when no column shows it: the field that
/// matched, named by its way there.
@Suite struct RecordsListSnippetTests {
  private static let row = RecordRow(
    ["id": 3, "name": "Jürgen Weiß", "address": ["street": "Lindenstraße 42", "city": "München"]],
    of: BrowsedResource(name: "users"), position: 0, idField: "id")
  private static let shown = [RecordColumn(path: ["id"]), RecordColumn(path: ["name"])]

  private func snippet(_ text: String, columns: [RecordColumn] = shown) -> String? {
    RecordsList.snippet(for: Self.row, columns: columns, search: SearchText(text), width: 40)
  }

  @Test func aMatchInAFieldNoColumnShowsIsNamedByItsWayThere() {
    #expect(snippet("munchen") == "address.city: München")
    #expect(snippet("linden") == "address.street: Lindenstraße 42")
  }

  @Test func aMatchAColumnShowsOrNoMatchNeedsNone() {
    #expect(snippet("jurgen") == nil)
    #expect(snippet("munchen", columns: Self.shown + [RecordColumn(path: ["address"])]) == nil)
    #expect(snippet("zzz") == nil)
    #expect(snippet("") == nil)
  }
}
