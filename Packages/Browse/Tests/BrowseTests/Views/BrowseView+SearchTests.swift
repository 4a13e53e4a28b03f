import Features
import Foundation
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

@Suite struct BrowseViewSearchTests {
  private static let posts: [JSONObject] = [
    "Notes from Melbourne", "A week in München", "Lyon by night",
  ]
  .enumerated().map {
    ["userId": 1, "id": .number(JSONNumber($0 + 1)), "title": .string($1), "body": "Text"]
  }

  private static func state(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), typing query: String,
    kept: Bool = false
  ) -> BrowseState {
    var state = BrowseState.withPosts(posts, size: size)
    let rows = state.lists[records: .posts].feed.items
    state.lists[records: .posts].search = Fixtures.search(typing: query, over: rows, kept: kept)
    return state
  }

  private func lines(_ buffer: CellBuffer) -> [String] {
    (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  @Test func showsTheMatchesTheBarAndTheCount() {
    let buffer = BrowseView(state: Self.state(typing: "munchen"), usesColor: true).render()
    let lines = lines(buffer)
    check(lines[2].hasPrefix("›  2  A week in München"), "\(lines)")
    checkEqual(lines[3], "")
    checkEqual(lines[22], "/ munchen")
    check(lines[23].hasPrefix(" 1 of 3 match"))
    check(lines[23].hasSuffix("⏎ keep  esc clear  ↑ ↓ move  ^G help"))
    check(buffer[22, 9].style.contains(.reverse), "the cursor, after the query")
    let city = lines[2].distance(
      from: lines[2].startIndex, to: lines[2].range(of: "München")?.lowerBound ?? lines[2].endIndex)
    let cityColumn = lines[2].prefix(city).displayWidth
    check(buffer[2, cityColumn].style.contains(.underline))
    check(buffer[2, cityColumn + 6].style.contains(.underline))
    check(!buffer[2, cityColumn + 7].style.contains(.underline))
    check(!buffer[2, 6].style.contains(.underline), "the words before do not match")
  }

  @Test func aKeptFilterShowsItsQueryDimAndTheListsKeys() {
    let buffer = BrowseView(
      state: Self.state(typing: "lyon", kept: true), usesColor: true
    ).render()
    let lines = lines(buffer)
    checkEqual(lines[22], "/ lyon")
    check(buffer[22, 2].style.contains(.dim))
    check(!buffer[22, 6].style.contains(.reverse), "no cursor once kept")
    check(lines[23].hasPrefix(" 1 of 3 match"))
    check(lines[23].hasSuffix("⏎ open  n N next  / edit  esc clear  ? help  q quit"))
  }

  @Test func withoutColourNothingIsStyledAndTheCursorIsAnUnderscore() {
    let buffer = BrowseView(state: Self.state(typing: "munchen"), usesColor: false).render()
    checkEqual(lines(buffer)[22], "/ munchen_")
    for row in 0..<buffer.size.rows {
      for column in 0..<buffer.size.columns {
        checkEqual(buffer[row, column].style, [])
      }
    }
  }

  @Test func noMatchSaysSo() {
    let lines = lines(BrowseView(state: Self.state(typing: "zzz"), usesColor: false).render())
    check(lines.contains("  No posts match \"zzz\"."), "\(lines)")
    check(lines[23].hasPrefix(" 0 of 3 match"))
  }

  @Test func fitsFortyColumns() {
    let size = TerminalSize(columns: 40, rows: 10)
    let long = String(repeating: "münchen ", count: 8)
    let buffer = BrowseView(state: Self.state(size: size, typing: long), usesColor: true).render()
    let lines = lines(buffer)
    for line in lines {
      check(line.displayWidth <= 40, "\(line)")
    }
    check(lines[8].hasPrefix("/ "), "the bar scrolls to keep its cursor shown")
    check(lines[8].hasSuffix("münchen"))
    check(buffer[8, 39].style.contains(.reverse))
    check(lines[9].hasPrefix(" 0 of 3 match"))
  }

}
