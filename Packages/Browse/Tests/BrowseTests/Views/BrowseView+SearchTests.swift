import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct BrowseViewSearchTests {
  private static let users = [
    Sample.user(1, name: "Margaret Holloway", city: "Melbourne"),
    Sample.user(2, name: "Jürgen Weiß", city: "München"),
    Sample.user(3, name: "Renée Fontaine", city: "Lyon"),
  ]

  private static func state(
    size: TerminalSize = TerminalSize(columns: 80, rows: 24), typing query: String,
    kept: Bool = false
  ) -> BrowseState {
    var state = BrowseState(size: size).onUsers(users)
    state.lists.users.search = Fixtures.search(typing: query, over: users, kept: kept)
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
    #expect(lines[3].hasPrefix("›  2  Jürgen Weiß"))
    #expect(lines[4] == "")
    #expect(lines[22] == "/ munchen")
    #expect(lines[23].hasPrefix(" 1 of 3 match"))
    #expect(lines[23].hasSuffix("⏎ keep  esc clear  ↑ ↓ move  ^G help"))
    #expect(buffer[22, 9].style.contains(.reverse), "the cursor, after the query")
    let city = lines[3].distance(
      from: lines[3].startIndex, to: lines[3].range(of: "München")?.lowerBound ?? lines[3].endIndex)
    let cityColumn = lines[3].prefix(city).displayWidth
    #expect(buffer[3, cityColumn].style.contains(.underline))
    #expect(buffer[3, cityColumn + 6].style.contains(.underline))
    #expect(!buffer[3, cityColumn + 7].style.contains(.underline))
    #expect(!buffer[3, 6].style.contains(.underline), "the name does not match")
  }

  @Test func aKeptFilterShowsItsQueryDimAndTheListsKeys() {
    let buffer = BrowseView(
      state: Self.state(typing: "lyon", kept: true), usesColor: true
    ).render()
    let lines = lines(buffer)
    #expect(lines[22] == "/ lyon")
    #expect(buffer[22, 2].style.contains(.dim))
    #expect(!buffer[22, 6].style.contains(.reverse), "no cursor once kept")
    #expect(lines[23].hasPrefix(" 1 of 3 match"))
    #expect(lines[23].hasSuffix("⏎ open  n N next  / edit  esc clear  ? help  q quit"))
  }

  @Test func withoutColourNothingIsStyledAndTheCursorIsAnUnderscore() {
    let buffer = BrowseView(state: Self.state(typing: "munchen"), usesColor: false).render()
    #expect(lines(buffer)[22] == "/ munchen_")
    for row in 0..<buffer.size.rows {
      for column in 0..<buffer.size.columns {
        #expect(buffer[row, column].style == [])
      }
    }
  }

  @Test func noMatchSaysSo() {
    let lines = lines(BrowseView(state: Self.state(typing: "zzz"), usesColor: false).render())
    #expect(lines[2] == "  No users match \"zzz\".")
    #expect(lines[23].hasPrefix(" 0 of 3 match"))
  }

  @Test func aSearchTypedBeforeTheListCameSaysItLoadsNotThatNothingMatches() {
    var state = Self.state(typing: "zzz")
    state.lists.users.list.list.page = .loading
    let loading = lines(BrowseView(state: state, usesColor: false).render())
    #expect(loading[2].hasSuffix("Loading users…"), "\(loading[2])")
    #expect(!loading.contains { $0.contains("No users match") })
    #expect(!loading[23].contains("match"), "no user has been searched: \(loading[23])")

    state.lists.users.list.list.page = .failed(LoadFailure(NetworkError.cancelled))
    let failed = lines(BrowseView(state: state, usesColor: false).render())
    #expect(failed[2].hasPrefix("  Could not load users"), "\(failed[2])")
    #expect(!failed[23].contains("match"), "\(failed[23])")
  }

  @Test func fitsFortyColumns() {
    let size = TerminalSize(columns: 40, rows: 10)
    let long = String(repeating: "münchen ", count: 8)
    let buffer = BrowseView(state: Self.state(size: size, typing: long), usesColor: true).render()
    let lines = lines(buffer)
    for line in lines {
      #expect(line.displayWidth <= 40, "\(line)")
    }
    #expect(lines[8].hasPrefix("/ "), "the bar scrolls to keep its cursor shown")
    #expect(lines[8].hasSuffix("münchen"))
    #expect(buffer[8, 39].style.contains(.reverse))
    #expect(lines[9].hasPrefix(" 0 of 3 match"))
  }

  @Test func theHelpNamesTheSearchKey() {
    #expect(KeyHelp.lines(for: .list(.posts)).contains { $0.keys == "/" })
    #expect(KeyHelp.lines(for: .list(.users)).contains { $0.keys == "/" })
  }

}
