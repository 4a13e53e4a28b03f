import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// From 120 columns, the record under a list's cursor is shown beside the list.
@Suite struct BrowseViewPreviewTests {

  private static func lines(columns: Int) -> [String] {
    let post: JSONObject = [
      "userId": 1, "id": 1, "title": "Notes on trains",
      "body": "The night train leaves at ten.\nIt arrives at dawn.",
    ]
    let state = BrowseState.withPosts([post], size: TerminalSize(columns: columns, rows: 12))
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test func from120ColumnsThePostUnderTheCursorIsShownBesideTheList() {
    let lines = Self.lines(columns: 120)
    // The list takes 66 columns, the preview the rest after the separator.
    check(lines.dropFirst().prefix(10).allSatisfy { $0.dropFirst(66).first == "│" })
    check(lines[1].dropFirst(68).hasPrefix("Notes on trains"), "its title")
    check(lines[3].dropFirst(68).hasPrefix("id      1"))
    check(lines[4].dropFirst(68).hasPrefix("title   Notes on trains"))
    check(lines[6].dropFirst(68).hasPrefix("body    The night train leaves at ten. It arrives"))
    check(lines[7].dropFirst(68).hasPrefix("        at dawn."))
    // The row's text stops a column before the separator.
    checkEqual(lines[2].prefix(66).last, " ")
  }

  @Test func below120ColumnsThereIsNoPreview() {
    let lines = Self.lines(columns: 119)
    check(!lines.contains { $0.contains("│") })
    check(!lines.contains { $0.contains("title   Notes on trains") })
  }
}
